import { defineWidget } from '../../shared/runtime/index.ts';
import { SINGLE_BASKET_PANEL } from '../../shared/store/panels.ts';
import { SingleBasket } from './SingleBasket.tsx';

export const singleBasket = defineWidget({
  name: 'single-basket',
  attributes: {},
  component: SingleBasket,
  // Nothing to show until an add answers with recommendations: opening its panel wakes the marker
  // through its claim, and nothing is fetched before.
  defaultMount: 'interaction',
  chunk: 'cart',
  // The offer's panel is this widget's: opening it before the chunk is in fetches the chunk.
  claims: SINGLE_BASKET_PANEL,
});
