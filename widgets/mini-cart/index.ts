import { defineWidget } from '../../shared/runtime/index.ts';
import { CART_PANEL } from '../../shared/store/panels.ts';
import { MiniCart } from './MiniCart.tsx';

export const miniCart = defineWidget({
  name: 'mini-cart',
  attributes: {},
  component: MiniCart,
  // Once per page, in the header, and the cart panel must answer shop:open-cart at any moment.
  defaultMount: 'eager',
  chunk: 'cart',
  // The cart panel is this widget's: an add to cart opens it even before the chunk is in.
  claims: CART_PANEL,
});
