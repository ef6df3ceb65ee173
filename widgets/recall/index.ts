import { defineWidget } from '../../shared/runtime/index.ts';
import { Recall } from './Recall.tsx';

export const recall = defineWidget({
  name: 'recall',
  attributes: {},
  component: Recall,
  // Eager: a page opened with ?action=external_call shows the form without a click.
  defaultMount: 'eager',
  chunk: 'forms',
});
