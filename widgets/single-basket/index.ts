import { defineWidget } from '../../shared/runtime/index.ts';
import { SINGLE_BASKET_PANEL } from '../../shared/store/panels.ts';
import { SingleBasket } from './SingleBasket.tsx';

export const singleBasket = defineWidget({
  name: 'single-basket',
  attributes: {},
  component: SingleBasket,
  // Once per page; the panel must open the moment an add answers with recommendations.
  defaultMount: 'eager',
  chunk: 'cart',
  // The offer's panel is this widget's: opening it before the chunk is in fetches the chunk.
  claims: SINGLE_BASKET_PANEL,
});
