import { defineWidget } from '../../shared/runtime/index.ts';
import { MiniCart } from './MiniCart.tsx';

export const miniCart = defineWidget({
  name: 'mini-cart',
  attributes: {},
  component: MiniCart,
  // Once per page, in the header, and the cart panel must answer shop:open-cart at any moment.
  defaultMount: 'eager',
});
