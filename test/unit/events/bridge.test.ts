import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEventBridge } from '../../../shared/events/index.ts';
import { createStore } from '../../../shared/store/index.ts';

describe('event bridge', () => {
  let stop = () => {};
  afterEach(() => stop());

  it('announces favourites and cart changes once per real change', () => {
    const store = createStore();
    const seen: unknown[] = [];
    const record = (event: Event) => seen.push([event.type, (event as CustomEvent).detail]);
    document.addEventListener('shop:favourites-changed', record);
    document.addEventListener('shop:cart-changed', record);
    stop = startEventBridge(store, { toggleFavourite: vi.fn() });
    store.favouriteIds.value = new Set(['1', '2']);
    store.favouritesCount.value = 2;
    store.favouritesCount.value = 2;
    store.cartCount.value = 5;
    document.removeEventListener('shop:favourites-changed', record);
    document.removeEventListener('shop:cart-changed', record);
    expect(seen).toEqual([
      ['shop:favourites-changed', { count: 2, ids: ['1', '2'] }],
      ['shop:cart-changed', { count: 5 }],
    ]);
  });

  it('acts on command events fired by legacy code', () => {
    const store = createStore();
    const toggleFavourite = vi.fn();
    stop = startEventBridge(store, { toggleFavourite });
    document.dispatchEvent(new CustomEvent('shop:open-cart'));
    expect(store.openPanel.value).toBe('cart');
    document.dispatchEvent(new CustomEvent('shop:open-panel', { detail: { name: 'account' } }));
    expect(store.openPanel.value).toBe('account');
    document.dispatchEvent(new CustomEvent('shop:close-panel'));
    expect(store.openPanel.value).toBeNull();
    document.dispatchEvent(new CustomEvent('shop:toggle-favourite', { detail: { productId: 101, sid: 7 } }));
    document.dispatchEvent(new CustomEvent('shop:toggle-favourite', { detail: null }));
    expect(toggleFavourite).toHaveBeenCalledTimes(1);
    expect(toggleFavourite).toHaveBeenCalledWith('101', '7');
  });
});
