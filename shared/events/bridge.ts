import { effect } from '@preact/signals-core';
import type { Store } from '../store/index.ts';
import { emit, on } from './bus.ts';

export interface CommandHandlers {
  toggleFavourite(productId: string, sid: string): void;
  /** Opens a panel this page has; a name no widget renders is reported, not stored. */
  openPanel(name: string): void;
  /** Shows the message modal; the detail is legacy code's, checked before anything shows. */
  openMessage(detail: unknown): void;
}

/**
 * Mirrors store changes as `shop:*` events and turns command events fired by legacy code into
 * store changes. Returns the function that stops both directions.
 */
export function startEventBridge(store: Store, handlers: CommandHandlers): () => void {
  const stops: (() => void)[] = [];

  let lastFavourites = '';
  stops.push(
    effect(() => {
      const count = store.favouritesCount.value;
      const ids = store.favouriteIds.value;
      if (count === null) return;
      const list = ids ? [...ids] : [];
      const key = `${count}|${list.join(',')}`;
      if (key === lastFavourites) return;
      lastFavourites = key;
      emit('shop:favourites-changed', { count, ids: list });
    }),
  );
  stops.push(
    effect(() => {
      const count = store.cartCount.value;
      if (count !== null) emit('shop:cart-changed', { count });
    }),
  );

  stops.push(
    on('shop:toggle-favourite', (detail) => {
      const productId = String(detail?.productId ?? '').trim();
      if (productId) handlers.toggleFavourite(productId, String(detail.sid ?? ''));
    }),
    on('shop:open-panel', (detail) => {
      const name = String(detail?.name ?? '').trim();
      if (name) handlers.openPanel(name);
    }),
    on('shop:open-cart', () => handlers.openPanel('cart')),
    on('shop:close-panel', () => {
      store.openPanel.value = null;
    }),
    on('shop:open-message', handlers.openMessage),
  );

  return () => {
    for (const stop of stops) stop();
  };
}
