import { onlyInput } from '../../shared/forms/onlyInput.ts';
import { defineWidget } from '../../shared/runtime/index.ts';
import { Search } from './Search.tsx';

export const search = defineWidget({
  name: 'search',
  attributes: {},
  component: Search,
  validate: (element) => {
    if (!(element instanceof HTMLFormElement)) return { attribute: null, message: 'the marker must be the search <form> itself' };
    if (!onlyInput(element)) return { attribute: null, message: 'the form must hold exactly one text or search <input>' };
    return null;
  },
  // Eager: the placeholder animation runs before anyone uses the field.
  defaultMount: 'eager',
  chunk: 'page',
});
