import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../../shared/api/index.ts';
import { addProductToCart } from '../../../shared/actions/cart.ts';
import { favouriteState, toggleFavourite } from '../../../shared/actions/favourites.ts';
import { runPageInit } from '../../../shared/actions/pageInit.ts';
import { deferred } from '../helpers/deferred.ts';
import { store } from '../../../shared/store/index.ts';
import { resetStore } from '../helpers/resetStore.ts';

vi.mock(import('../../../shared/api/index.ts'), async (original) => ({
  ...(await original()),
  pageInit: vi.fn(),
  toggleFavourite: vi.fn(),
  addToCart: vi.fn(),
}));
const pageInitCall = vi.mocked(api.pageInit);

const cartLines = (...ids: string[]) => `<ul class="cart-lines">${ids.map((id) => `<li class="cart-line" data-basketid="${id}">line</li>`).join('')}</ul>`;

describe('page init', () => {
  beforeEach(() => {
    resetStore({ contentId: '17', productId: '101' });
    pageInitCall.mockReset();
    document.body.innerHTML = `
      <span data-widget="price" data-product-id="101"></span>
      <span data-widget="favourite" data-product-id="102"></span>
      <span data-widget="favourite" data-product-id="101"></span>
      <span data-product-id="999"></span>`;
  });

  it('is made once with the page fields and fills the store', async () => {
    pageInitCall.mockResolvedValue({
      basketProduct: cartLines('1', '2', '3'),
      priceList: [{ id: '101', price: 12345, html: '', label: '-20%' }],
      favouriteCount: 2,
      favouriteIds: ['101', '7'],
      auth: true,
      blockAuth: '<b>Hi</b>',
      menuGender: 'm',
      phone: '+38 (044) 123-45-67',
      phoneDigits: '380441234567',
      showSafariHint: false,
      showAndroidHint: true,
      notifyAboutCookie: true,
    } as api.PageInitAnswer);
    const events: unknown[] = [];
    document.addEventListener('shop:page-init', (event) => events.push((event as CustomEvent).detail), { once: true });
    await runPageInit(['101', '102']);
    await runPageInit(['101', '102']);
    expect(pageInitCall).toHaveBeenCalledTimes(1);
    expect(pageInitCall).toHaveBeenCalledWith({
      content: '17',
      currentUrl: location.href,
      referer: document.referrer,
      productIds: ['101', '102'],
      currentId: '101',
    });
    expect(store.pageInit.value).toBe('done');
    expect([...store.favouriteIds.value!]).toEqual(['101', '7']);
    expect(store.favouritesCount.value).toBe(2);
    // The cart count is the number of lines in the cart html (no answer has a count field).
    expect(store.cartCount.value).toBe(3);
    expect(store.cartHtml.value).toBe(cartLines('1', '2', '3'));
    expect(store.prices.value.get('101')).toEqual({ price: 12345, html: '', label: '-20%' });
    expect(store.auth.value).toEqual({ loggedIn: true, blockHtml: '<b>Hi</b>' });
    expect(store.menuGender.value).toBe('m');
    expect(store.shopPhone.value).toEqual({ words: '+38 (044) 123-45-67', digits: '380441234567' });
    expect(store.cookieNoticeAsked.value).toBe(true);
    expect(store.homeScreenHintAsked.value).toEqual({ ios: false, android: true });
    expect(events).toEqual([{ ok: true }]);
  });

  it('keeps the server-rendered values when the call fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    pageInitCall.mockRejectedValue(new api.ApiError('http', '/ajax/tpl_action/', { status: 500 }));
    await runPageInit(['101', '102']);
    expect(store.pageInit.value).toBe('failed');
    expect(store.favouriteIds.value).toBeNull();
    expect(store.favouritesCount.value).toBeNull();
  });

  it('derives the count from favorite_arr when favorite_count is missing', async () => {
    pageInitCall.mockResolvedValue({ priceList: [], favouriteIds: ['1', '2', '3'], auth: false } as unknown as api.PageInitAnswer);
    await runPageInit(['101', '102']);
    expect(store.favouritesCount.value).toBe(3);
    expect(store.shopPhone.value).toEqual({ words: '', digits: '' });
  });

  it('an answer that arrives after the shopper toggled a favourite does not undo the toggle', async () => {
    const init = deferred<api.PageInitAnswer>();
    pageInitCall.mockReturnValue(init.promise);
    vi.mocked(api.toggleFavourite).mockResolvedValue({ idArray: ['101', '102'], count: 2, html: '<li>2</li>', isManager: false });
    const pending = runPageInit(['101', '102']);
    await toggleFavourite('102', '');
    // Page init was asked before the toggle: its favorite_arr is older than the toggle's answer.
    init.resolve({ priceList: [{ id: '101', price: 5, html: '', label: '' }], favouriteIds: ['101'], favouriteCount: 1, basketProduct: cartLines('9'), auth: false } as unknown as api.PageInitAnswer);
    await pending;
    expect(favouriteState('102', false)).toBe(true);
    expect([...store.favouriteIds.value!]).toEqual(['101', '102']);
    expect(store.favouritesCount.value).toBe(2);
    // What nothing newer wrote is still taken.
    expect(store.prices.value.get('101')?.price).toBe(5);
    expect(store.cartCount.value).toBe(1);
  });

  it("a toggle still in flight when the answer comes shows the shopper's choice, then the toggle's answer", async () => {
    const init = deferred<api.PageInitAnswer>();
    const toggle = deferred<api.FavouritesAnswer>();
    pageInitCall.mockReturnValue(init.promise);
    vi.mocked(api.toggleFavourite).mockReturnValue(toggle.promise);
    const pending = runPageInit(['101', '102']);
    const toggling = toggleFavourite('102', '');
    init.resolve({ priceList: [], favouriteIds: ['101'], favouriteCount: 1, auth: false } as unknown as api.PageInitAnswer);
    await pending;
    expect(favouriteState('102', false)).toBe(true);
    toggle.resolve({ idArray: ['101', '102'], count: 2, html: '', isManager: false });
    await toggling;
    expect(favouriteState('102', false)).toBe(true);
    expect(store.favouritesCount.value).toBe(2);
  });

  it('an answer that arrives after an add does not put back the older cart', async () => {
    const init = deferred<api.PageInitAnswer>();
    pageInitCall.mockReturnValue(init.promise);
    vi.mocked(api.addToCart).mockResolvedValue({ products: [], isAdmin: false, basketProduct: cartLines('1', '2') });
    const pending = runPageInit(['101', '102']);
    await addProductToCart({ productId: '101', sid: '', items: [{ id: '101', s: 'NOSIZE' }] });
    init.resolve({ priceList: [], basketProduct: cartLines('1'), auth: false } as unknown as api.PageInitAnswer);
    await pending;
    expect(store.cartHtml.value).toBe(cartLines('1', '2'));
    expect(store.cartCount.value).toBe(2);
  });
});
