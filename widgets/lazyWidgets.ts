import type { LazyWidget } from '../shared/runtime/index.ts';
import type { StrategyName } from '../shared/runtime/strategies.ts';
import { CART_PANEL, SINGLE_BASKET_PANEL } from '../shared/store/panels.ts';

/** Widgets of one chunk with one default mount, named in one string: the entry carries every byte of this table. */
function inChunk(chunk: string, defaultMount: StrategyName, names: string): LazyWidget[] {
  return names.split(' ').map((name) => ({ name, chunk, defaultMount }));
}

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
  ...inChunk('favourites', 'eager', 'favourites-panel favourites-page'),
  ...inChunk('look', 'eager', 'look'),
  // With the carousel library only it uses.
  ...inChunk('quick-view', 'interaction', 'quick-view'),
  // With the mask library only they use.
  ...inChunk('forms', 'interaction', 'panel-trigger phone input-filter'),
  ...inChunk('forms', 'eager', 'auth-panel account-panel gift-form recall'),
  // Eager: the search's placeholder runs without a use; the menu must see the first hover.
  ...inChunk('discovery', 'eager', 'search brand-menu'),
  ...inChunk('discovery', 'interaction', 'image-search lang-switch currency-switch sort-popup'),
  // Eager: shown on load (notices, popups), counting (views, a countdown), or watching the page (videos);
  // the message host's marker is the runtime's own, added and mounted for `shop:open-message`.
  ...inChunk('chrome', 'eager', 'promo-banner countdown cookie-notice a2hs-hint messenger-invite new-arrivals video message-host'),
  ...inChunk('chrome', 'interaction', 'promo-code messenger-toggle live-chat tooltip'),
];
