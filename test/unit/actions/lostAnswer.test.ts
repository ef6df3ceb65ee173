// After a call that changes something fails, did the server do it? An error status says no; a lost
// connection, a timeout or an unreadable answer say nothing, and one safe read of what the server
// holds decides what the screen shows (issue 34). The changing call itself is never sent again.
import { act } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../../shared/api/index.ts';
import { ApiError, type FavouritesAnswer, type PageInitAnswer } from '../../../shared/api/index.ts';
import { addProductToCart } from '../../../shared/actions/cart.ts';
import { removeCartLine } from '../../../shared/actions/cartLines.ts';
import { clearAllFavourites } from '../../../shared/actions/clearFavourites.ts';
import { favouriteState, toggleFavourite } from '../../../shared/actions/favourites.ts';
import { mayHaveHappened, READ_AGAIN_MS, readAgainLater } from '../../../shared/actions/lostAnswer.ts';
import { on } from '../../../shared/events/index.ts';
import { cartAddFailed, cartRemoveFailed } from '../../../shared/i18n/messages/cart.ts';
import { stateUnconfirmed } from '../../../shared/i18n/messages/common.ts';
import { favouriteFailed, favouritesClearFailed } from '../../../shared/i18n/messages/favourite.ts';
import { store } from '../../../shared/store/index.ts';
import { CART_PANEL, registerPanel } from '../../../shared/store/panels.ts';
import { deferred } from '../helpers/deferred.ts';
import { afterPaintAndIdle } from '../helpers/mount.ts';
import { resetStore } from '../helpers/resetStore.ts';

vi.mock(import('../../../shared/api/index.ts'), async (original) => ({
  ...(await original()),
  toggleFavourite: vi.fn(),
  clearFavourites: vi.fn(),
  addToCart: vi.fn(),
  pageInit: vi.fn(),
  loadCartPopup: vi.fn(),
  followServerLink: vi.fn(),
  trackCookie: vi.fn(async () => {}),
  trackEvent: vi.fn(async () => {}),
  loadProductData: vi.fn(async () => ({ success: false })),
}));

const lost = () => new ApiError('network', '/ajax/x/', { cause: new TypeError('Failed to fetch') });
const refused = () => new ApiError('http', '/ajax/x/', { status: 500 });
const pageInitCall = vi.mocked(api.pageInit);
const serverHolds = (fields: Partial<PageInitAnswer>) => pageInitCall.mockResolvedValue({ priceList: [], auth: false, showSafariHint: false, showAndroidHint: false, notifyAboutCookie: false, ...fields } as PageInitAnswer);
const noticeKeys = () => store.notices.value.map((notice) => notice.key);

beforeEach(() => {
  resetStore();
  document.body.innerHTML = '';
  vi.spyOn(console, 'error').mockImplementation(() => {});
  for (const call of [api.toggleFavourite, api.clearFavourites, api.addToCart, api.pageInit, api.loadCartPopup, api.followServerLink]) vi.mocked(call).mockReset();
});
afterEach(() => vi.useRealTimers());

describe('mayHaveHappened', () => {
  it('an error status says the server refused; anything else, unless the browser knew it was offline, says nothing', () => {
    expect(mayHaveHappened(refused())).toBe(false);
    for (const kind of ['network', 'timeout', 'parse'] as const) expect(mayHaveHappened(new ApiError(kind, '/ajax/x/')), kind).toBe(true);
    expect(mayHaveHappened(new Error('a bug after the answer'))).toBe(true);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(mayHaveHappened(lost())).toBe(false);
  });
});

describe('a favourite toggle whose answer was lost', () => {
  async function toggleLost(productId = '101') {
    const call = deferred<FavouritesAnswer>();
    vi.mocked(api.toggleFavourite).mockReturnValue(call.promise);
    const done = toggleFavourite(productId, '7');
    await afterPaintAndIdle();
    await vi.dynamicImportSettled();
    return { done, call };
  }

  it('shows neither state while the favourites are read again, then what the server holds: added, no message, the event', async () => {
    store.favouriteIds.value = new Set(['5']);
    const read = deferred<PageInitAnswer>();
    pageInitCall.mockReturnValue(read.promise);
    const events: unknown[] = [];
    const stop = on('shop:favourite-toggled', (detail) => events.push(detail));
    const { done, call } = await toggleLost();
    call.reject(lost());
    await vi.waitFor(() => expect(pageInitCall).toHaveBeenCalledTimes(1));
    expect(store.favouritesPending.value.get('101')).toBeNull();
    read.resolve({ favouriteIds: ['5', '101'], favouriteCount: 2 } as PageInitAnswer);
    await done;
    stop();
    expect(store.favouritesPending.value.size).toBe(0);
    expect(favouriteState('101', false)).toBe(true);
    expect(store.favouritesCount.value).toBe(2);
    expect(noticeKeys()).toEqual([]);
    expect(events).toEqual([{ productId: '101', added: true, count: 2, ids: ['5', '101'] }]);
    expect(api.toggleFavourite).toHaveBeenCalledTimes(1);
    expect(pageInitCall.mock.calls[0]![0]).toMatchObject({ productIds: [] });
  });

  it('the server did not add it: the heart shows so and the shopper is told; the next press adds', async () => {
    serverHolds({ favouriteIds: ['5'], favouriteCount: 1 });
    const { done, call } = await toggleLost();
    call.reject(new ApiError('timeout', '/ajax/to/favorite/'));
    await done;
    expect(favouriteState('101', false)).toBe(false);
    expect(noticeKeys()).toEqual([favouriteFailed.ru]);
    // The next press acts on what the server holds: an add.
    const again = await toggleLost();
    expect(favouriteState('101', false)).toBe(true);
    again.call.resolve({ idArray: ['5', '101'], count: 2, html: '', isManager: false } as FavouritesAnswer);
    await again.done;
    expect(api.toggleFavourite).toHaveBeenCalledTimes(2);
  });

  it('a refused toggle is rolled back as before, with no read', async () => {
    const { done, call } = await toggleLost();
    call.reject(refused());
    await done;
    expect(favouriteState('101', false)).toBe(false);
    expect(pageInitCall).not.toHaveBeenCalled();
    expect(noticeKeys()).toEqual([favouriteFailed.ru]);
  });

  it('the read fails too: the shopper is told it could not be confirmed, and the next read, when the connection is back, corrects the heart', async () => {
    pageInitCall.mockRejectedValue(lost());
    const { done, call } = await toggleLost();
    call.reject(lost());
    await done;
    expect(store.favouritesPending.value.size).toBe(0);
    expect(noticeKeys()).toEqual([stateUnconfirmed.ru]);
    serverHolds({ favouriteIds: ['101'], favouriteCount: 1 });
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await vi.waitFor(() => expect(favouriteState('101', false)).toBe(true));
    });
    expect(noticeKeys()).toEqual([]);
    expect(api.toggleFavourite).toHaveBeenCalledTimes(1);
  });
});

describe('the side list after a favourite answer was lost', () => {
  const sideList = (html: string) => `<aside><div class="fav-list" data-widget="favourites-panel">${html}</div></aside>`;
  const pageWith = (html: string) => `<!doctype html><html><body><main>…</main>${sideList(html)}</body></html>`;

  it('on a page with a side list, the page itself is read again and its list replaces ours, in the same settling', async () => {
    document.body.innerHTML = sideList('<ul><li data-product-id="5">Пять</li></ul>');
    store.favouritesHtml.value = '<ul><li data-product-id="5">Пять</li></ul>';
    serverHolds({ favouriteIds: ['5', '101'], favouriteCount: 2 });
    vi.mocked(api.followServerLink).mockResolvedValue(pageWith('<ul><li data-product-id="5">Пять</li><li data-product-id="101">Кеды</li></ul>'));
    vi.mocked(api.toggleFavourite).mockRejectedValue(lost());
    await toggleFavourite('101', '7');
    expect(api.followServerLink).toHaveBeenCalledTimes(1);
    expect(vi.mocked(api.followServerLink).mock.calls[0]).toEqual([location.href, { safeToRepeat: true }]);
    expect(store.favouritesHtml.value).toBe('<ul><li data-product-id="5">Пять</li><li data-product-id="101">Кеды</li></ul>');
    expect(favouriteState('101', false)).toBe(true);
    expect(noticeKeys()).toEqual([]);
  });

  it('a page without a side list reads page init only', async () => {
    serverHolds({ favouriteIds: ['101'], favouriteCount: 1 });
    vi.mocked(api.toggleFavourite).mockRejectedValue(lost());
    await toggleFavourite('101', '7');
    expect(api.followServerLink).not.toHaveBeenCalled();
    expect(favouriteState('101', false)).toBe(true);
  });

  it('the page cannot be read: the hearts follow page init, the list stays, and the shopper is told nothing is confirmed until both are read', async () => {
    document.body.innerHTML = sideList('<ul><li>old</li></ul>');
    store.favouritesHtml.value = '<ul><li>old</li></ul>';
    serverHolds({ favouriteIds: ['101'], favouriteCount: 1 });
    vi.mocked(api.followServerLink).mockRejectedValueOnce(lost()).mockResolvedValue(pageWith('<ul><li>new</li></ul>'));
    vi.mocked(api.toggleFavourite).mockRejectedValue(lost());
    await toggleFavourite('101', '7');
    expect(favouriteState('101', false)).toBe(true);
    expect(store.favouritesHtml.value).toBe('<ul><li>old</li></ul>');
    expect(noticeKeys()).toEqual([stateUnconfirmed.ru]);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await vi.waitFor(() => expect(store.favouritesHtml.value).toBe('<ul><li>new</li></ul>'));
    });
    expect(noticeKeys()).toEqual([]);
  });

  it('a toggle answered while the page was read wins over the older list', async () => {
    document.body.innerHTML = sideList('');
    serverHolds({ favouriteIds: ['5'], favouriteCount: 1 });
    const page = deferred<string>();
    vi.mocked(api.followServerLink).mockReturnValue(page.promise);
    vi.mocked(api.toggleFavourite).mockRejectedValueOnce(lost()).mockResolvedValueOnce({ idArray: ['5', '9'], count: 2, html: '<ul><li>toggle</li></ul>', isManager: false } as FavouritesAnswer);
    const first = toggleFavourite('101', '7');
    await vi.waitFor(() => expect(api.followServerLink).toHaveBeenCalledTimes(1));
    await toggleFavourite('9', '7');
    expect(store.favouritesHtml.value).toBe('<ul><li>toggle</li></ul>');
    page.resolve(pageWith('<ul><li>page</li></ul>'));
    await first;
    expect(store.favouritesHtml.value).toBe('<ul><li>toggle</li></ul>');
  });

  it('clearing: the page read again gives the server\'s empty list', async () => {
    document.body.innerHTML = sideList('<ul><li>old</li></ul>');
    serverHolds({ favouriteIds: [], favouriteCount: 0 });
    vi.mocked(api.followServerLink).mockResolvedValue(pageWith('<p class="fav-list__empty">Пусто</p>'));
    vi.mocked(api.clearFavourites).mockRejectedValue(lost());
    expect(await clearAllFavourites()).toBe(true);
    expect(api.followServerLink).toHaveBeenCalledTimes(1);
    expect(store.favouritesCount.value).toBe(0);
  });
});

describe('readAgainLater', () => {
  it(`tries again after ${READ_AGAIN_MS / 1000} s, then twice as long, until a read succeeds; the message is shown once`, async () => {
    vi.useFakeTimers();
    const outcomes = [false, false, true];
    const read = vi.fn(async () => outcomes.shift()!);
    readAgainLater(read);
    expect(noticeKeys()).toEqual([stateUnconfirmed.ru]);
    await vi.advanceTimersByTimeAsync(READ_AGAIN_MS - 1);
    expect(read).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2 * READ_AGAIN_MS - 1);
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(read).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(4 * READ_AGAIN_MS);
    expect(read).toHaveBeenCalledTimes(3);
    expect(noticeKeys()).toEqual([]);
    await vi.advanceTimersByTimeAsync(60 * READ_AGAIN_MS);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('a second failure of the same read while it waits adds no second wait: one read per wake', async () => {
    vi.useFakeTimers();
    const outcomes = [false, true, true];
    const read = vi.fn(async () => outcomes.shift()!);
    readAgainLater(read);
    readAgainLater(read);
    expect(noticeKeys()).toEqual([stateUnconfirmed.ru]);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2 * READ_AGAIN_MS);
    expect(read).toHaveBeenCalledTimes(2);
    expect(noticeKeys()).toEqual([]);
    // Settled: the next failure waits again.
    readAgainLater(read);
    expect(noticeKeys()).toEqual([stateUnconfirmed.ru]);
    await vi.advanceTimersByTimeAsync(READ_AGAIN_MS);
    expect(read).toHaveBeenCalledTimes(3);
    expect(noticeKeys()).toEqual([]);
  });

  it('a tab shown again reads at once, and only once for one failure', async () => {
    vi.useFakeTimers();
    const read = vi.fn(async () => true);
    readAgainLater(read);
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(READ_AGAIN_MS * 2);
    expect(read).toHaveBeenCalledTimes(1);
  });
});

const line = (basketId: string, productId: string) =>
  `<li class="cart-line" data-basketid="${basketId}" data-product-id="${productId}"><a class="cart-line__name" href="/product/${productId}/">Товар</a>` +
  `<a class="cart-line__remove" href="/basket/remove/${basketId}/" data-widget="cart-remove" data-basket-id="${basketId}" data-product-id="${productId}">Удалить</a></li>`;
const cart = (...lines: string[]) => `<ul class="cart-lines">${lines.join('')}</ul>`;

describe('a cart add whose answer was lost', () => {
  const input = { productId: '1002', sid: 'blk1', items: [{ id: '1002', s: '10021' }] };
  let stopPanel: () => void = () => {};
  beforeEach(() => {
    stopPanel = registerPanel(CART_PANEL);
  });
  afterEach(() => stopPanel());

  it('keeps the button busy while the cart is read again; a new line of the product means it was added: the cart opens, the event fires, no message', async () => {
    store.cartHtml.value = cart(line('50001', '1062'));
    store.cartCount.value = 1;
    vi.mocked(api.addToCart).mockRejectedValue(lost());
    const read = deferred<string>();
    vi.mocked(api.loadCartPopup).mockReturnValue(read.promise);
    const events: unknown[] = [];
    const stop = on('shop:cart-added', (detail) => events.push(detail));
    const done = addProductToCart(input);
    await vi.waitFor(() => expect(api.loadCartPopup).toHaveBeenCalledTimes(1));
    expect(store.cartAddsPending.value.has('1002')).toBe(true);
    read.resolve(cart(line('50001', '1062'), line('50002', '1002')));
    await done;
    stop();
    expect(store.cartAddsPending.value.size).toBe(0);
    expect(store.cartCount.value).toBe(2);
    expect(store.openPanel.value).toBe(CART_PANEL);
    expect(events).toEqual([{ productId: '1002', items: [{ id: '1002', s: '10021' }], count: 2 }]);
    expect(noticeKeys()).toEqual([]);
    expect(api.addToCart).toHaveBeenCalledTimes(1);
  });

  it('no new line: it did not happen, the shopper is told; a read that fails says it could not be confirmed', async () => {
    store.cartHtml.value = cart(line('50001', '1002'));
    vi.mocked(api.addToCart).mockRejectedValue(new ApiError('parse', '/ajax/basket_array/'));
    vi.mocked(api.loadCartPopup).mockResolvedValue(cart(line('50001', '1002')));
    await addProductToCart(input);
    expect(noticeKeys()).toEqual([cartAddFailed.ru]);
    expect(store.openPanel.value).toBeNull();

    vi.mocked(api.loadCartPopup).mockRejectedValue(lost());
    await addProductToCart(input);
    expect(noticeKeys()).toContain(stateUnconfirmed.ru);
    expect(api.addToCart).toHaveBeenCalledTimes(2);
  });

  it('without the cart as it was (page init has not answered), nobody can tell: the cart the server has is shown, no message', async () => {
    vi.mocked(api.addToCart).mockRejectedValue(lost());
    vi.mocked(api.loadCartPopup).mockResolvedValue(cart(line('50001', '1002')));
    await addProductToCart(input);
    expect(store.openPanel.value).toBe(CART_PANEL);
    expect(store.cartCount.value).toBe(1);
    expect(noticeKeys()).toEqual([]);
  });
});

describe('a cart line removal whose answer was lost', () => {
  const input = { basketId: '50001', productId: '1002', href: '/basket/remove/50001/' };

  it('gone from the cart read again: removed (the line leaves the page, the event); still there: the shopper is told', async () => {
    store.cartHtml.value = cart(line('50001', '1002'), line('50002', '1062'));
    document.body.innerHTML = cart(line('50001', '1002'));
    vi.mocked(api.followServerLink).mockRejectedValue(lost());
    vi.mocked(api.loadCartPopup).mockResolvedValue(cart(line('50002', '1062')));
    const events: unknown[] = [];
    const stop = on('shop:cart-line-removed', (detail) => events.push(detail));
    expect(await removeCartLine(input)).toBe(true);
    stop();
    expect(document.querySelector('[data-basketid="50001"]')).toBeNull();
    expect(store.cartCount.value).toBe(1);
    expect(events).toEqual([{ basketId: '50001', productId: '1002' }]);
    expect(api.followServerLink).toHaveBeenCalledTimes(1);

    store.cartHtml.value = cart(line('50001', '1002'));
    vi.mocked(api.loadCartPopup).mockResolvedValue(cart(line('50001', '1002')));
    expect(await removeCartLine(input)).toBe(false);
    expect(noticeKeys()).toEqual([cartRemoveFailed.ru]);
  });

  it('on the cart page the page itself is read again', async () => {
    resetStore({ pageId: 'shop-basket' });
    document.body.innerHTML = `<section data-cart-page>${cart(line('50001', '1002'))}</section>`;
    vi.mocked(api.followServerLink).mockImplementation(async (url) => {
      if (url.includes('/basket/remove/')) throw lost();
      return `<section data-cart-page>${cart(line('50002', '1062'))}</section>`;
    });
    expect(await removeCartLine(input)).toBe(true);
    expect(document.querySelector('[data-cart-page]')!.innerHTML).toBe(cart(line('50002', '1062')));
    expect(store.cartCount.value).toBe(1);
    expect(vi.mocked(api.followServerLink).mock.calls.map(([url]) => new URL(url, location.href).pathname)).toEqual(['/basket/remove/50001/', location.pathname]);
  });
});

describe('clearing the favourites when the answer was lost', () => {
  it('none left on the server: cleared; some left: the shopper is told; the read fails: not confirmed', async () => {
    vi.mocked(api.clearFavourites).mockRejectedValue(lost());
    serverHolds({ favouriteIds: [], favouriteCount: 0 });
    expect(await clearAllFavourites()).toBe(true);
    expect(store.favouritesCount.value).toBe(0);

    serverHolds({ favouriteIds: ['101'], favouriteCount: 1 });
    expect(await clearAllFavourites()).toBe(false);
    expect(noticeKeys()).toEqual([favouritesClearFailed.ru]);

    pageInitCall.mockRejectedValue(lost());
    expect(await clearAllFavourites()).toBe(false);
    expect(noticeKeys()).toContain(stateUnconfirmed.ru);
    expect(api.clearFavourites).toHaveBeenCalledTimes(3);
  });
});
