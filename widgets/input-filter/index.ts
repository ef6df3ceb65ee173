import { defineWidget } from '../../shared/runtime/index.ts';
import { FILTER_KINDS, isFilterKind } from '../../shared/forms/filters.ts';
import { onlyInput } from '../../shared/forms/onlyInput.ts';
import { InputFilter } from './InputFilter.tsx';

export const inputFilter = defineWidget({
  name: 'input-filter',
  attributes: {
    // Checked against FILTER_KINDS below: an enum attribute cannot be required, and this one has no sensible default.
    kind: { attr: 'data-filter', kind: 'text', required: true, hint: `one of ${FILTER_KINDS.map((k) => `"${k}"`).join(', ')}` },
    // decimal-limited only: places kept after the dot (1 by default), and the optional limits.
    decimals: { attr: 'data-decimals', kind: 'integer', default: 1 },
    min: { attr: 'data-min', kind: 'text', default: '' },
    max: { attr: 'data-max', kind: 'text', default: '' },
  },
  component: InputFilter,
  validate: (element, { kind, min, max, decimals }) => {
    if (!isFilterKind(kind)) return { attribute: 'data-filter', message: `"${kind}" is not a filter: use one of ${FILTER_KINDS.join(', ')}` };
    if (!onlyInput(element)) return { attribute: null, message: 'the marker must hold exactly one text <input>' };
    if (decimals < 0) return { attribute: 'data-decimals', message: `${decimals} is not a number of decimal places (0 or more)` };
    for (const [attribute, value] of [['data-min', min], ['data-max', max]] as const) {
      if (value !== '' && !Number.isFinite(Number(value))) return { attribute, message: `"${value}" is not a number` };
    }
    return null;
  },
  // Needed from the shopper's first keystroke; a focus mounts it and stays where it was.
  defaultMount: 'interaction',
  chunk: 'forms',
});
