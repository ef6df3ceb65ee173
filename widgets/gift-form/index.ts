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
  // Once per page, and what it adds (checks, masks) must be there before the shopper submits.
  defaultMount: 'eager',
  chunk: 'forms',
});
