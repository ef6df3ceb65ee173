import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../../shared/api/index.ts';
import { productIdsOnPage, runPageInit } from '../../../shared/actions/pageInit.ts';
import { store } from '../../../shared/store/index.ts';
import { resetStore } from '../helpers/resetStore.ts';

vi.mock(import('../../../shared/api/index.ts'), async (original) => ({ ...(await original()), pageInit: vi.fn() }));
const pageInitCall = vi.mocked(api.pageInit);

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

  it('collects each product id of the page markers once', () => {
    expect(productIdsOnPage()).toEqual(['101', '102']);
  });

  it('is made once with the page fields and fills the store', async () => {
    pageInitCall.mockResolvedValue({
      basketProduct: '<ul class="cart"></ul>',
      priceList: [{ id: '101', price: 12345, html: '', label: '-20%' }],
      favouriteCount: 2,
      favouriteIds: ['101', '7'],
      cartCount: 3,
      auth: true,
      blockAuth: '<b>Hi</b>',
      menuGender: 'm',
      showSafariHint: false,
      showAndroidHint: false,
      notifyAboutCookie: true,
    } as api.PageInitAnswer);
    const events: unknown[] = [];
    document.addEventListener('shop:page-init', (event) => events.push((event as CustomEvent).detail), { once: true });
    await runPageInit();
    await runPageInit();
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
    expect(store.cartCount.value).toBe(3);
    expect(store.cartHtml.value).toBe('<ul class="cart"></ul>');
    expect(store.prices.value.get('101')).toEqual({ price: 12345, html: '', label: '-20%' });
    expect(store.auth.value).toEqual({ loggedIn: true, blockHtml: '<b>Hi</b>' });
    expect(store.menuGender.value).toBe('m');
    expect(events).toEqual([{ ok: true }]);
  });

  it('keeps the server-rendered values when the call fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    pageInitCall.mockRejectedValue(new api.ApiError('http', '/ajax/tpl_action/', { status: 500 }));
    await runPageInit();
    expect(store.pageInit.value).toBe('failed');
    expect(store.favouriteIds.value).toBeNull();
    expect(store.favouritesCount.value).toBeNull();
  });

  it('derives the count from favorite_arr when favorite_count is missing', async () => {
    pageInitCall.mockResolvedValue({ priceList: [], favouriteIds: ['1', '2', '3'], auth: false } as unknown as api.PageInitAnswer);
    await runPageInit();
    expect(store.favouritesCount.value).toBe(3);
  });
});
