import { defineWidget } from '../../shared/runtime/index.ts';
import { onlyInput } from '../../shared/forms/onlyInput.ts';
import { Phone } from './Phone.tsx';

export const phone = defineWidget({
  name: 'phone',
  attributes: {},
  component: Phone,
  validate: (element) => (onlyInput(element) ? null : { attribute: null, message: 'the marker must hold exactly one text <input>' }),
  // The mask is needed from the shopper's first focus; a focus mounts it and stays where it was.
  defaultMount: 'interaction',
  chunk: 'forms',
});
