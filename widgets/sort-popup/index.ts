import { defineWidget } from '../../shared/runtime/index.ts';
import { summaryOf } from '../../shared/ui/dropdown.ts';
import { SortPopup } from './SortPopup.tsx';

export const sortPopup = defineWidget({
  name: 'sort-popup',
  attributes: {},
  component: SortPopup,
  validate: (element) =>
    element instanceof HTMLDetailsElement && summaryOf(element) ? null : { attribute: null, message: 'the marker must be a <details> whose first child is its <summary>' },
  // <details> opens without the script: the first hover, focus or press mounts it, and the press is replayed.
  defaultMount: 'interaction',
});
