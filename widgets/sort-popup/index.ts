import { defineWidget } from '../../shared/runtime/index.ts';
import { DetailsDropdown, detailsDropdownProblem } from '../../shared/ui/DetailsDropdown.tsx';

/** A sort or filter popup marks its opening button active while open (the server's <details>). */
export const sortPopup = defineWidget({
  name: 'sort-popup',
  attributes: {},
  component: DetailsDropdown,
  validate: detailsDropdownProblem,
  // <details> opens without the script: the first hover, focus or press mounts it, and the press is replayed.
  defaultMount: 'interaction',
  chunk: 'discovery',
});
