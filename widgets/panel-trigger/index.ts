import { defineWidget } from '../../shared/runtime/index.ts';
import { PanelTrigger } from './PanelTrigger.tsx';

/** Panel names the server knows are words: letters, digits, '_' and '-' ('account', 'tel_popup'). */
const PANEL_NAME = /^[A-Za-z0-9_-]+$/;

export const panelTrigger = defineWidget({
  name: 'panel-trigger',
  attributes: {
    panel: { attr: 'data-panel', kind: 'text', required: true },
  },
  component: PanelTrigger,
  validate: (_element, { panel }) =>
    PANEL_NAME.test(panel) ? null : { attribute: 'data-panel', message: `"${panel}" is not a panel name (letters, digits, '_' and '-')` },
  // Nothing to show until the shopper asks; the press that mounts it is replayed.
  defaultMount: 'interaction',
  chunk: 'forms',
});
