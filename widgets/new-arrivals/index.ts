import { defineWidget } from '../../shared/runtime/index.ts';
import { TITLE } from './links.ts';
import { NewArrivals } from './NewArrivals.tsx';

export const newArrivals = defineWidget({
  name: 'new-arrivals',
  attributes: {},
  component: NewArrivals,
  // The title names the modal: without words in it the dialog would have no name.
  validate: (element) => (element.querySelector(TITLE)?.textContent?.trim() ? null : { attribute: null, message: 'the marker must hold a .new-arrivals__title with words in it' }),
  // Shown on load.
  defaultMount: 'eager',
  chunk: 'new-arrivals',
});
