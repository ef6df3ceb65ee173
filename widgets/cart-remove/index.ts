import { defineWidget, productIdAttribute } from '../../shared/runtime/index.ts';
import { CartRemove } from './CartRemove.tsx';

export const cartRemove = defineWidget({
  name: 'cart-remove',
  attributes: {
    basketId: { attr: 'data-basket-id', kind: 'id', required: true, hint: 'the cart line id, e.g. data-basket-id="50001"' },
    productId: productIdAttribute,
    // The marker is the line's own remove link: the widget follows it (the server has no call for
    // it).
    href: { attr: 'href', kind: 'text', required: true, hint: 'the line\'s remove link, e.g. href="/basket/remove/50001/"' },
  },
  component: CartRemove,
  // One per cart line: mount on first hover, focus or tap (the tap is replayed).
  defaultMount: 'interaction',
  chunk: 'cart',
});
