import { defineWidget } from '../../shared/runtime/index.ts';
import { DetailsDropdown, detailsDropdownProblem } from '../../shared/ui/DetailsDropdown.tsx';

/** The messenger widget toggle shows and hides the messenger links (the server's <details>). */
export const messengerToggle = defineWidget({
  name: 'messenger-toggle',
  attributes: {},
  component: DetailsDropdown,
  validate: detailsDropdownProblem,
  // <details> opens without the script: the first hover, focus or press mounts it, and the press is replayed.
  defaultMount: 'interaction',
  chunk: 'tools',
});
