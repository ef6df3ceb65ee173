import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEventBridge } from '../../../shared/events/index.ts';
import { createStore, store } from '../../../shared/store/index.ts';
import { hasPanel, openPanelByName, registerPanel } from '../../../shared/store/panels.ts';

describe('event bridge', () => {
  let stop = () => {};
  afterEach(() => stop());

  it('announces favourites and cart changes once per real change', () => {
    const store = createStore();
    const seen: unknown[] = [];
    const record = (event: Event) => seen.push([event.type, (event as CustomEvent).detail]);
    document.addEventListener('shop:favourites-changed', record);
    document.addEventListener('shop:cart-changed', record);
    stop = startEventBridge(store, { toggleFavourite: vi.fn(), openPanel: vi.fn(), openMessage: vi.fn() });
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
    const openPanel = vi.fn((name: string) => {
      store.openPanel.value = name;
    });
    stop = startEventBridge(store, { toggleFavourite, openPanel, openMessage: vi.fn() });
    document.dispatchEvent(new CustomEvent('shop:open-cart'));
    document.dispatchEvent(new CustomEvent('shop:open-panel', { detail: { name: ' account ' } }));
    document.dispatchEvent(new CustomEvent('shop:open-panel', { detail: { name: '' } }));
    expect(openPanel.mock.calls).toEqual([['cart'], ['account']]);
    document.dispatchEvent(new CustomEvent('shop:close-panel'));
    expect(store.openPanel.value).toBeNull();
    document.dispatchEvent(new CustomEvent('shop:toggle-favourite', { detail: { productId: 101, sid: 7 } }));
    document.dispatchEvent(new CustomEvent('shop:toggle-favourite', { detail: null }));
    expect(toggleFavourite).toHaveBeenCalledTimes(1);
    expect(toggleFavourite).toHaveBeenCalledWith('101', '7');
  });

  it('hands every shop:open-message detail over as it came: the message host checks it (test/unit/events/openMessage.test.tsx)', () => {
    const openMessage = vi.fn();
    stop = startEventBridge(createStore(), { toggleFavourite: vi.fn(), openPanel: vi.fn(), openMessage });
    const detail = { text: 'Заказ принят', backdrop: 'static' };
    document.dispatchEvent(new CustomEvent('shop:open-message', { detail }));
    document.dispatchEvent(new CustomEvent('shop:open-message'));
    expect(openMessage.mock.calls.map((call) => call[0])).toEqual([detail, null]);
  });
});

describe('panels by name', () => {
  let unregister: (() => void)[] = [];
  afterEach(() => {
    for (const stop of unregister) stop();
    unregister = [];
  });

  it('opens only a panel a mounted widget renders; another name is reported, not stored', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    store.openPanel.value = null;
    openPanelByName('cart');
    expect(store.openPanel.value).toBeNull();
    expect(String(error.mock.calls[0]![0])).toBe('[shop-widgets] shop:open-panel: no panel "cart" on this page; it has none');
    unregister.push(registerPanel('cart'), registerPanel('single-basket'));
    openPanelByName('account');
    expect(String(error.mock.calls[1]![0])).toBe('[shop-widgets] shop:open-panel: no panel "account" on this page; it has "cart", "single-basket"');
    expect(store.openPanel.value).toBeNull();
    openPanelByName('cart');
    expect(store.openPanel.value).toBe('cart');
    store.openPanel.value = null;
  });

  it('a panel stays while any of its owners is mounted', () => {
    const first = registerPanel('cart');
    const second = registerPanel('cart');
    first();
    expect(hasPanel('cart')).toBe(true);
    second();
    expect(hasPanel('cart')).toBe(false);
  });
});
