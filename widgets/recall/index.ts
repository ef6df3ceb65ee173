import { EXTERNAL_CALL } from '../../shared/browser/externalCall.ts';
import { defineWidget } from '../../shared/runtime/index.ts';
import { Recall } from './Recall.tsx';

export const recall = defineWidget({
  name: 'recall',
  attributes: {},
  component: Recall,
  // On intent; a page opened with ?action=external_call wakes it through its claim, and the form
  // shows without a click.
  defaultMount: 'interaction',
  chunk: 'forms',
  claims: EXTERNAL_CALL,
});
