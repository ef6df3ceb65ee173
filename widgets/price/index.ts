import { defineWidget, productIdAttribute } from '../../shared/runtime/index.ts';
import { store } from '../../shared/store/index.ts';
import { Price } from './Price.tsx';
import { showsCurrentPrice } from './showsCurrentPrice.ts';

export const price = defineWidget({
  name: 'price',
  attributes: {
    productId: productIdAttribute,
  },
  component: Price,
  // One per tile: fill it in when it comes near the viewport.
  defaultMount: 'visible',
  // Most prices on a page are what page init sends: those stay as the server rendered them.
  current: { test: showsCurrentPrice, changesWith: store.prices },
});
