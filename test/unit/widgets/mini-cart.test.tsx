import { act, fireEvent } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../../shared/api/index.ts';
import { ApiError } from '../../../shared/api/index.ts';
import { forgetMemoryStorage } from '../../../shared/browser/storage.ts';
import { CART_PANEL, openPanel, openPanelByName } from '../../../shared/store/panels.ts';
import { startEventBridge } from '../../../shared/events/bridge.ts';
import type { Mounter } from '../../../shared/runtime/Mounter.ts';
import { setScanner } from '../../../shared/runtime/scanner.ts';
import { store } from '../../../shared/store/index.ts';
import { flush, mountMarkers } from '../helpers/mount.ts';
import { afterModalDelay, useRunningModalClock } from '../helpers/dialogs.ts';
import { resetStore } from '../helpers/resetStore.ts';

vi.mock(import('../../../shared/api/index.ts'), async (original) => ({
  ...(await original()),
  loadCartPopup: vi.fn(),
  followServerLink: vi.fn(),
}));
const popupCall = vi.mocked(api.loadCartPopup);
const followCall = vi.mocked(api.followServerLink);

const DONE_KEY = 'shopWidgets.cartHighlightDone';
const lineKey = (id: string) => `shopWidgets.highlighted.${id}`;

const marker = '<div class="mini-cart" id="mini-cart" data-widget="mini-cart"><a class="mini-cart__link" href="/basket/">Перейти в корзину</a></div>';
const line = (basketId: string, productId: string) =>
  `<li class="cart-line" data-basketid="${basketId}" data-product-id="${productId}"><a class="cart-line__name" href="/product/${productId}/">Товар ${productId}</a>` +
  `<a class="cart-line__remove" href="/basket/remove/${basketId}/" data-widget="cart-remove" data-basket-id="${basketId}" data-product-id="${productId}">Удалить</a></li>`;
const cartHtml = (...ids: string[]) => `<div class="mini-cart"><ul class="cart-lines">${ids.map((id, i) => line(id, String(1002 + i))).join('')}</ul></div>`;

let mounter: Mounter;

async function mountPage(html: string = marker): Promise<void> {
  // The cart html is server html (ServerHtml): its remove links mount too.
  mounter = await mountMarkers(`<header><button id="opener">открыть</button>${html}</header>`, { mountInserted: true });
}

async function openCart(): Promise<void> {
  document.getElementById('opener')!.focus();
  // As an add to cart or shop:open-cart asks for it: the one way a panel opens (its marker wakes).
  await act(() => {
    openPanel(CART_PANEL);
  });
  await flush();
  await afterModalDelay();
}

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const dialogShell = () => document.querySelector<HTMLElement>('.shop-dialog');
const lineEl = (id: string) => document.querySelector<HTMLElement>(`[role="dialog"] .cart-line[data-basketid="${id}"]`);

function stubViewport(mobile: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: mobile && query === '(max-width: 767px)',
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}

// The 300 ms modal delay is jumped, not waited out.
beforeEach(useRunningModalClock);

const realLocalStorage = Object.getOwnPropertyDescriptor(window, 'localStorage');

describe('mini-cart', () => {
  beforeEach(() => {
    resetStore();
    forgetMemoryStorage();
    window.localStorage.clear();
    popupCall.mockReset();
    // The server's popup answers the cart the store already shows unless a test says otherwise.
    popupCall.mockImplementation(async () => store.cartHtml.peek() ?? '');
    followCall.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(async () => {
    // Roots of the last page go, as the runtime's observer would unmount them when the page changes.
    await act(() => mounter.unmountWithin(document));
    if (realLocalStorage) Object.defineProperty(window, 'localStorage', realLocalStorage);
    setScanner(() => {});
  });

  it('keeps the server link to the cart and shows no panel until the cart is asked for', async () => {
    await mountPage();
    const link = document.querySelector<HTMLAnchorElement>('#mini-cart a')!;
    expect(link.getAttribute('href')).toBe('/basket/');
    expect(link.textContent).toBe('Перейти в корзину');
    expect(link.className).toBe('mini-cart__link');
    expect(document.querySelectorAll('#mini-cart a')).toHaveLength(1);
    expect(dialogShell()).toBeNull();
  });

  it('opens when the store asks for the cart, titled and showing the cart html, and closes back to the store', async () => {
    store.cartHtml.value = cartHtml('50001');
    await mountPage();
    await openCart();
    const box = dialog()!;
    expect(box.getAttribute('aria-modal')).toBe('true');
    expect(box.querySelector('.shop-dialog__title')!.textContent).toBe('Корзина');
    expect(box.querySelector('.cart-line[data-basketid="50001"]')).not.toBeNull();
    // The popup content comes from the server on every opening, for the newest line (docs/api.md
    // cartPopup).
    expect(popupCall).toHaveBeenCalledTimes(1);
    expect(popupCall).toHaveBeenCalledWith({ basketId: '50001' });

    await act(() => {
      fireEvent.keyDown(box, { key: 'Escape' });
    });
    await flush();
    expect(store.openPanel.value).toBeNull();
    expect(dialogShell()).toBeNull();
    expect(document.activeElement).toBe(document.getElementById('opener'));

    await openCart();
    await act(() => dialog()!.querySelector<HTMLButtonElement>('.shop-dialog__close')!.click());
    expect(store.openPanel.value).toBeNull();
  });

  it('opens on the shop:open-cart command of legacy code and closes on shop:close-panel', async () => {
    store.cartHtml.value = cartHtml('50001');
    const stop = startEventBridge(store, { toggleFavourite: () => {}, openPanel: openPanelByName, openMessage: () => {} });
    await mountPage();
    await act(() => {
      document.dispatchEvent(new CustomEvent('shop:open-cart'));
    });
    await flush();
    await afterModalDelay();
    expect(dialog()).not.toBeNull();
    await act(() => {
      document.dispatchEvent(new CustomEvent('shop:close-panel'));
    });
    await flush();
    expect(dialogShell()).toBeNull();
    stop();
  });

  it('does not open for another panel', async () => {
    await mountPage();
    await act(() => {
      store.openPanel.value = 'favourites';
    });
    await flush();
    expect(dialogShell()).toBeNull();
  });

  it.each([
    [false, 'shop-dialog--aside'],
    [true, 'shop-dialog--layer'],
  ])('is an aside on desktop and a layer on phones (mobile viewport: %s)', async (mobile, variant) => {
    stubViewport(mobile);
    store.cartHtml.value = cartHtml('50001');
    await mountPage();
    await openCart();
    expect(dialogShell()!.classList.contains(variant)).toBe(true);
  });

  it('loads the cart popup for the newest line on the page when it has no cart html, with a loader meanwhile', async () => {
    let answer!: (html: string) => void;
    popupCall.mockReturnValue(new Promise<string>((resolve) => (answer = resolve)));
    await mountPage(`${marker}<ul>${line('50003', '1003')}${line('50010', '1004')}${line('50009', '1005')}</ul>`);
    await openCart();
    expect(popupCall).toHaveBeenCalledTimes(1);
    expect(popupCall).toHaveBeenCalledWith({ basketId: '50010' });
    expect(dialog()!.querySelector('[role="status"]')!.textContent).toBe('Идёт загрузка');
    await act(async () => {
      answer(cartHtml('50010'));
      await Promise.resolve();
    });
    await flush();
    expect(dialog()!.querySelector('[role="status"]')).toBeNull();
    expect(lineEl('50010')).not.toBeNull();
    expect(store.cartHtml.value).toBe(cartHtml('50010'));
  });

  it('asks with an empty basket id when the page shows no line, and says loading in Ukrainian', async () => {
    resetStore({ lang: 'ua', root: '/ua/' });
    popupCall.mockReturnValue(new Promise<string>(() => {}));
    await mountPage();
    await openCart();
    expect(popupCall).toHaveBeenCalledWith({ basketId: '' });
    expect(dialog()!.querySelector('.shop-dialog__title')!.textContent).toBe('Кошик');
    expect(dialog()!.querySelector('[role="status"]')!.textContent).toBe('Йде завантаження');
  });

  it.each([
    ['ru', 'Не удалось загрузить корзину. Попробуйте ещё раз.', 'Повторить'],
    ['ua', 'Не вдалося завантажити кошик. Спробуйте ще раз.', 'Повторити'],
  ] as const)('says so when the cart cannot be loaded, and tries again on request (%s)', async (lang, text, retry) => {
    resetStore({ lang });
    popupCall.mockRejectedValueOnce(new ApiError('http', '/ajax/block-basket-product/', { status: 500 }));
    await mountPage();
    await openCart();
    await flush();
    expect(dialog()!.querySelector('[role="alert"]')!.textContent).toBe(text);
    expect(dialog()!.querySelector('.mini-cart__failed a')!.getAttribute('href')).toBe('/basket/');
    popupCall.mockResolvedValueOnce(cartHtml('50001'));
    const button = Array.from(dialog()!.querySelectorAll('button')).find((b) => b.textContent === retry)!;
    await act(() => button.click());
    await flush();
    expect(popupCall).toHaveBeenCalledTimes(2);
    expect(dialog()!.querySelector('[role="alert"]')).toBeNull();
    expect(lineEl('50001')).not.toBeNull();
  });

  it('highlights the first line only the very first time ever, and keeps that line\'s key', async () => {
    store.cartHtml.value = cartHtml('50002', '50001');
    await mountPage();
    await openCart();
    expect(lineEl('50002')!.classList.contains('is-highlighted')).toBe(true);
    expect(lineEl('50001')!.classList.contains('is-highlighted')).toBe(false);
    expect(window.localStorage.getItem(DONE_KEY)).toBe('1');
    expect(window.localStorage.getItem(lineKey('50002'))).toBe('1');
    expect(window.localStorage.getItem(lineKey('50001'))).toBeNull();

    await act(() => {
      store.openPanel.value = null;
    });
    await openCart();
    expect(lineEl('50002')!.classList.contains('is-highlighted')).toBe(false);

    // A new first line on a later visit: the first time is over.
    await act(() => {
      store.openPanel.value = null;
      store.cartHtml.value = cartHtml('50003', '50002');
    });
    await openCart();
    expect(document.querySelectorAll('[role="dialog"] .is-highlighted')).toHaveLength(0);
    expect(window.localStorage.getItem(lineKey('50003'))).toBeNull();
  });

  it('remembers across pages: a stored flag means no highlight', async () => {
    window.localStorage.setItem(DONE_KEY, '1');
    store.cartHtml.value = cartHtml('50001');
    await mountPage();
    await openCart();
    expect(lineEl('50001')!.classList.contains('is-highlighted')).toBe(false);
  });

  it('never highlights a line whose key is already set', async () => {
    window.localStorage.setItem(lineKey('50001'), '1');
    store.cartHtml.value = cartHtml('50001');
    await mountPage();
    await openCart();
    expect(lineEl('50001')!.classList.contains('is-highlighted')).toBe(false);
    expect(window.localStorage.getItem(DONE_KEY)).toBe('1');
  });

  it('spends no highlight on an empty cart', async () => {
    store.cartHtml.value = '<div class="mini-cart"><p class="cart-empty">Корзина пуста</p></div>';
    await mountPage();
    await openCart();
    expect(window.localStorage.getItem(DONE_KEY)).toBeNull();
    await act(() => {
      store.openPanel.value = null;
      store.cartHtml.value = cartHtml('50001');
    });
    await openCart();
    expect(lineEl('50001')!.classList.contains('is-highlighted')).toBe(true);
  });

  it('highlights once per page life when localStorage throws', async () => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    store.cartHtml.value = cartHtml('50001');
    await mountPage();
    await openCart();
    expect(lineEl('50001')!.classList.contains('is-highlighted')).toBe(true);
    await act(() => {
      store.openPanel.value = null;
    });
    await openCart();
    expect(dialog()).not.toBeNull();
    expect(lineEl('50001')!.classList.contains('is-highlighted')).toBe(false);
    await act(() => {
      store.openPanel.value = null;
      store.cartHtml.value = cartHtml('50002', '50001');
    });
    await openCart();
    expect(document.querySelectorAll('[role="dialog"] .is-highlighted')).toHaveLength(0);
  });

  it('highlights once per page life when setItem throws (quota)', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    store.cartHtml.value = cartHtml('50001');
    await mountPage();
    await openCart();
    expect(lineEl('50001')!.classList.contains('is-highlighted')).toBe(true);
    await act(() => {
      store.openPanel.value = null;
    });
    await openCart();
    expect(lineEl('50001')!.classList.contains('is-highlighted')).toBe(false);
  });

  it('keeps the highlight and focus in the panel when another line is removed inside it', async () => {
    followCall.mockResolvedValue('<h1>Корзина</h1>');
    store.cartHtml.value = cartHtml('50002', '50001');
    store.cartCount.value = 2;
    await mountPage();
    await openCart();
    const remove = dialog()!.querySelector<HTMLElement>('[data-widget="cart-remove"][data-basket-id="50001"]')!;
    // The remove marker mounts on first use; its first click is replayed on the button.
    await act(() => remove.click());
    await flush();
    expect(followCall).toHaveBeenCalledWith('/basket/remove/50001/', { safeToRepeat: false });
    // The popup html is asked again after the removal: its figures are the server's, not ours.
    expect(popupCall).toHaveBeenCalledTimes(2);
    expect(lineEl('50001')).toBeNull();
    expect(lineEl('50002')!.classList.contains('is-highlighted')).toBe(true);
    expect(store.cartCount.value).toBe(1);
    expect(dialog()!.contains(document.activeElement)).toBe(true);
  });

  it('leaves the panel to the first marker when a page has two', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    store.cartHtml.value = cartHtml('50001');
    await mountPage(`${marker}<div data-widget="mini-cart"><a href="/basket/">Корзина</a></div>`);
    await openCart();
    expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('renders a cart link in the page language when the marker has none (once mounted: eager here, or when the cart is asked for)', async () => {
    resetStore({ lang: 'ua', root: '/ua/' });
    await mountPage('<div data-widget="mini-cart" data-mount="eager"></div>');
    const link = document.querySelector<HTMLAnchorElement>('[data-widget="mini-cart"] a')!;
    expect(link.getAttribute('href')).toBe('/ua/basket/');
    expect(link.textContent).toBe('Перейти до кошика');
  });
});

describe('mini-cart content from the server', () => {
  beforeEach(() => {
    resetStore();
    forgetMemoryStorage();
    window.localStorage.clear();
    popupCall.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    store.openPanel.value = null;
  });

  it('replaces the known cart html with the popup answer, and keeps it when the call fails', async () => {
    store.cartHtml.value = cartHtml('50001');
    popupCall.mockResolvedValueOnce(cartHtml('50001', '50002'));
    await mountPage();
    await openCart();
    expect(popupCall).toHaveBeenCalledWith({ basketId: '50001' });
    expect(lineEl('50002')).not.toBeNull();
    await act(() => {
      store.openPanel.value = null;
    });
    popupCall.mockRejectedValueOnce(new ApiError('http', '/ajax/block-basket-product/', { status: 500 }));
    await openCart();
    expect(popupCall).toHaveBeenLastCalledWith({ basketId: '50002' });
    expect(lineEl('50001')).not.toBeNull();
    expect(lineEl('50002')).not.toBeNull();
    expect(document.querySelector('.mini-cart__failed')).toBeNull();
  });
});
