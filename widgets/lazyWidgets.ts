import type { LazyWidget } from '../shared/runtime/index.ts';
import { CART_PANEL, SINGLE_BASKET_PANEL } from '../shared/store/panels.ts';

/**
 * The widgets that ship in chunks (`widgets/chunks/<chunk>.ts`), as the entry knows them: enough to
 * find their markers, fetch the chunk when one is on the page and hold a click until it is there.
 * A unit test checks this table against the chunks' own definitions.
 */
export const lazyWidgets: readonly LazyWidget[] = [
  // The header's cart link and panel; an add to cart opens its panel even before the chunk is in.
  { name: 'mini-cart', chunk: 'cart', defaultMount: 'eager', panel: CART_PANEL },
  { name: 'cart-remove', chunk: 'cart', defaultMount: 'interaction' },
  { name: 'single-basket', chunk: 'cart', defaultMount: 'eager', panel: SINGLE_BASKET_PANEL },
  { name: 'favourites-panel', chunk: 'favourites', defaultMount: 'eager' },
  { name: 'favourites-page', chunk: 'favourites', defaultMount: 'eager' },
  { name: 'look', chunk: 'look', defaultMount: 'eager' },
  // With the carousel library only it uses.
  { name: 'quick-view', chunk: 'quick-view', defaultMount: 'interaction' },
];
