import { defineWidget } from '../../shared/runtime/index.ts';
import { GiftForm } from './GiftForm.tsx';
import { EMAIL_FIELD } from './giftFields.ts';

export const giftForm = defineWidget({
  name: 'gift-form',
  attributes: {},
  component: GiftForm,
  validate: (element) => {
    if (!(element instanceof HTMLFormElement)) return { attribute: null, message: 'the marker must be the <form> itself' };
    if (!(element.elements.namedItem(EMAIL_FIELD) instanceof HTMLInputElement)) return { attribute: null, message: `the form has no "${EMAIL_FIELD}" field` };
    return null;
  },
  // On intent: a pointer, focus or touch reaching the form fetches its chunk (checks, masks) before
  // the first key; a submit that beats it is held and replayed on the checked form.
  defaultMount: 'interaction',
  chunk: 'forms',
});
