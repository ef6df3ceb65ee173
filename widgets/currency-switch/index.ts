import { defineWidget } from '../../shared/runtime/index.ts';
import { switchMarkerProblem } from '../lang-switch/switchMarker.ts';
import { CurrencySwitch, CURRENCIES } from './CurrencySwitch.tsx';

export const currencySwitch = defineWidget({
  name: 'currency-switch',
  attributes: {},
  component: CurrencySwitch,
  validate: (element) => switchMarkerProblem(element, 'change_currency', CURRENCIES),
  // <details> opens without the script: the first hover, focus or press mounts it, and the press is replayed.
  defaultMount: 'interaction',
  chunk: 'discovery',
});
