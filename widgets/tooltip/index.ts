import { defineWidget } from '../../shared/runtime/index.ts';
import { TOOLTIP_DELAY_MS } from '../../shared/ui/tooltip.ts';
import { tooltipParts } from './parts.ts';
import { Tooltip } from './Tooltip.tsx';

export const tooltip = defineWidget({
  name: 'tooltip',
  attributes: {
    delay: { attr: 'data-delay', kind: 'integer', default: TOOLTIP_DELAY_MS, hint: 'the wait before the text shows, in ms (0 or more)' },
  },
  component: Tooltip,
  validate: (element, { delay }) => {
    if (delay < 0) return { attribute: 'data-delay', message: `"${delay}" is not valid; expected the wait before the text shows, in ms (0 or more)` };
    return tooltipParts(element) ? null : { attribute: null, message: 'the marker must hold a .tooltip__trigger and, beside it, its .tooltip__text' };
  },
  // Nothing shows before a hover, a focus or a press: the first of them mounts it (and still counts).
  defaultMount: 'interaction',
  chunk: 'tools',
});
