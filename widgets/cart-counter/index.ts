import { defineWidget } from '../../shared/runtime/index.ts';
import { CartCounter } from './CartCounter.tsx';

export const cartCounter = defineWidget({
  name: 'cart-counter',
  attributes: {},
  component: CartCounter,
  defaultMount: 'eager',
});
