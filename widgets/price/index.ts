import { defineWidget, productIdAttribute } from '../../shared/runtime/index.ts';
import { Price } from './Price.tsx';

export const price = defineWidget({
  name: 'price',
  attributes: {
    productId: productIdAttribute,
  },
  component: Price,
  // One per tile: fill it in when it comes near the viewport.
  defaultMount: 'visible',
});
