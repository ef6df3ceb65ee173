import { defineWidget } from '../../shared/runtime/index.ts';
import { Price } from './Price.tsx';

export const price = defineWidget({
  name: 'price',
  attributes: {
    productId: { attr: 'data-product-id', kind: 'id', required: true, hint: 'the product id, e.g. data-product-id="101"' },
  },
  component: Price,
  // One per tile: fill it in when it comes near the viewport.
  defaultMount: 'visible',
});
