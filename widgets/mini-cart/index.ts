import { defineWidget } from '../../shared/runtime/index.ts';
import { CART_PANEL } from '../../shared/store/panels.ts';
import { MiniCart } from './MiniCart.tsx';

export const miniCart = defineWidget({
  name: 'mini-cart',
  attributes: {},
  component: MiniCart,
  // Its link is the server's; the panel is what matters, and asking for it (an add to cart,
  // shop:open-cart) wakes the marker through its claim: nothing is fetched before that or a use.
  defaultMount: 'interaction',
  chunk: 'cart',
  // The cart panel is this widget's: an add to cart opens it even before the chunk is in.
  claims: CART_PANEL,
});
