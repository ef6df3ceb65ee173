import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type FavouritesAnswer } from '../../../shared/api/index.ts';
import * as api from '../../../shared/api/index.ts';
import { clearAllFavourites } from '../../../shared/actions/clearFavourites.ts';
import { favouriteState, toggleFavourite } from '../../../shared/actions/favourites.ts';
import { showMessage } from '../../../shared/actions/notices.ts';
import { store } from '../../../shared/store/index.ts';
import { dataLayer, resetDataLayer } from '../helpers/dataLayer.ts';
import { resetStore } from '../helpers/resetStore.ts';
import { deferred } from '../helpers/deferred.ts';
import { afterPaintAndIdle } from '../helpers/mount.ts';
import { cartAddFailed } from '../../../shared/i18n/messages/cart.ts';
import { favouriteFailed } from '../../../shared/i18n/messages/favourite.ts';

vi.mock(import('../../../shared/api/index.ts'), async (original) => ({
  ...(await original()),
  toggleFavourite: vi.fn(),
  clearFavourites: vi.fn(),
  trackCookie: vi.fn(async () => {}),
  trackEvent: vi.fn(async () => {}),
  loadProductData: vi.fn(async () => ({
    success: true,
    id: '101',
    name: 'Кеды',
    brand: 'Nike',
    googleCategoryData: 'Обувь > Кеды',
    price: 1299,
  })),
}));

const toggleCall = vi.mocked(api.toggleFavourite);
const clearCall = vi.mocked(api.clearFavourites);

function answer(partial: Partial<FavouritesAnswer>): FavouritesAnswer {
  return { idArray: [], count: 0, html: '<ul></ul>', isManager: false, ...partial } as FavouritesAnswer;
}

describe('toggleFavourite', () => {
  beforeEach(() => {
    resetStore();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    toggleCall.mockReset();
    vi.mocked(api.trackCookie).mockClear();
    vi.mocked(api.trackEvent).mockClear();
    resetDataLayer();
  });

  it('flips at once, then takes id_array, count and html from the answer', async () => {
    const call = deferred<FavouritesAnswer>();
    toggleCall.mockReturnValue(call.promise);
    const done = toggleFavourite('101', '7');
    expect(favouriteState('101', false)).toBe(true);
    await afterPaintAndIdle();
    // The toggle's code (a part, unbuilt its import) arrives, then the call leaves.
    await vi.dynamicImportSettled();
    expect(toggleCall).toHaveBeenCalledWith({ productId: '101', sid: '7', isCollage: false });
    call.resolve(answer({ idArray: ['5', '101'], count: 2, html: '<li>two</li>' }));
    await done;
    expect([...store.favouriteIds.value!]).toEqual(['5', '101']);
    expect(store.favouritesCount.value).toBe(2);
    expect(store.favouritesHtml.value).toBe('<li>two</li>');
    expect(store.favouritesPending.value.size).toBe(0);
    expect(favouriteState('5', false)).toBe(true);
  });

  it('sends the call in the first task after the frame that shows the flip, not in the click', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'performance'] });
    try {
      expect(document.visibilityState).toBe('visible');
      toggleCall.mockResolvedValue(answer({ idArray: ['101'], count: 1 }));
      const done = toggleFavourite('101', '7');
      // The shopper's flip is in the store at once; the call has not left.
      expect(favouriteState('101', false)).toBe(true);
      await vi.advanceTimersByTimeAsync(0);
      expect(toggleCall).not.toHaveBeenCalled();
      // The next frame: its animation-frame callbacks run before it is painted, so still nothing.
      vi.advanceTimersToNextFrame();
      expect(toggleCall).not.toHaveBeenCalled();
      // The task after it (a 0 ms timer set inside a fake-timer callback is due 1 ms later), once
      // the toggle's code is there (a part: unbuilt, its import settles in a few microtasks).
      await vi.advanceTimersByTimeAsync(1);
      await vi.dynamicImportSettled();
      expect(toggleCall).toHaveBeenCalledTimes(1);
      await done;
      expect(store.favouritesPending.value.size).toBe(0);
      expect([...store.favouriteIds.value!]).toEqual(['101']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts as removed when the id is not in id_array, whatever was expected', async () => {
    toggleCall.mockResolvedValue(answer({ idArray: ['5'], count: 1 }));
    await toggleFavourite('101', '7');
    expect(favouriteState('101', true)).toBe(false);
  });

  it('sends is_collage on the look page', async () => {
    resetStore({ pageId: 'shop-look' });
    toggleCall.mockResolvedValue(answer({ idArray: ['3'], count: 1 }));
    await toggleFavourite('3', 's');
    expect(toggleCall).toHaveBeenCalledWith({ productId: '3', sid: 's', isCollage: true });
  });

  it('ignores a second toggle of the same product while one is in flight', async () => {
    const call = deferred<FavouritesAnswer>();
    toggleCall.mockReturnValue(call.promise);
    const first = toggleFavourite('101', '');
    void toggleFavourite('101', '');
    void toggleFavourite('101', '');
    await afterPaintAndIdle();
    expect(toggleCall).toHaveBeenCalledTimes(1);
    expect(favouriteState('101', false)).toBe(true);
    call.resolve(answer({ idArray: ['101'], count: 1 }));
    await first;
    expect(favouriteState('101', false)).toBe(true);
  });

  it.each([
    ['ru', 'Не удалось обновить избранное. Попробуйте ещё раз.'],
    ['ua', 'Не вдалося оновити обране. Спробуйте ще раз.'],
  ] as const)('rolls back and tells the shopper in %s when the call fails', async (lang, text) => {
    resetStore({ lang });
    store.favouriteIds.value = new Set(['101']);
    store.favouritesCount.value = 1;
    toggleCall.mockRejectedValue(new ApiError('http', '/ajax/to/favorite/', { status: 503 }));
    const done = toggleFavourite('101', '');
    expect(favouriteState('101', false)).toBe(false);
    await done;
    expect(favouriteState('101', false)).toBe(true);
    expect(store.favouritesCount.value).toBe(1);
    expect(store.notices.value.map((n) => [n.text, n.tone])).toEqual([[text, 'error']]);
  });

  it('tracks a wishlist add on production pages only, never for managers or removals', async () => {
    const productData = { id: '101', name: 'Кеды', brand: 'Nike', price: 1299 };
    toggleCall.mockResolvedValue(answer({ idArray: ['101'], count: 1, productData, wishlistEventId: 'ev-1' }));

    await toggleFavourite('101', '');
    expect(api.trackCookie).not.toHaveBeenCalled();

    resetStore({ production: true });
    toggleCall.mockResolvedValue(answer({ idArray: ['101'], count: 1, isManager: true }));
    await toggleFavourite('101', '');
    expect(api.trackCookie).not.toHaveBeenCalled();

    resetStore({ production: true });
    toggleCall.mockResolvedValue(answer({ idArray: [], count: 0 }));
    await toggleFavourite('101', '');
    expect(api.trackCookie).not.toHaveBeenCalled();

    resetStore({ production: true, currency: 'UAH' });
    const fbq = vi.fn();
    vi.stubGlobal('fbq', fbq);
    toggleCall.mockResolvedValue(answer({ idArray: ['101'], count: 1, productData: undefined, wishlistEventId: 'ev-1' }));
    await toggleFavourite('101', '');
    await vi.waitFor(() => expect(api.trackEvent).toHaveBeenCalledTimes(1));
    expect(api.trackCookie).toHaveBeenCalledWith({ type: 'add_to_wishlist', productId: '101' });
    expect(api.trackEvent).toHaveBeenCalledWith({ cid: '101', url: location.href, type: 'add_to_wishlist' });
    expect(fbq).toHaveBeenCalledWith('track', 'AddToWishlist', { content_ids: ['101'], content_type: 'product' }, { eventID: 'ev-1' });
    // The answer carried no productdata: the GA4 item comes from the product data call.
    expect(api.loadProductData).toHaveBeenCalledWith('101');
    await vi.waitFor(() =>
      expect(dataLayer()).toEqual([
        { ecommerce: null },
        {
          event: 'add_to_wishlist',
          ecommerce: {
            currency: 'UAH',
            items: [
              { item_id: '101', item_name: 'Кеды', item_brand: 'Nike', item_category: 'Обувь', item_category2: 'Кеды', price: 1299, quantity: 1 },
            ],
          },
        },
      ]),
    );
  });
});

describe('toggleFavourite: tracking from the answer, newer answers, messages', () => {
  beforeEach(() => {
    resetStore({ production: true, currency: 'UAH' });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    toggleCall.mockReset();
    vi.mocked(api.loadProductData).mockClear();
    resetDataLayer();
  });

  it("describes the GA4 item with the answer's productdata and asks product_data nothing", async () => {
    const productData = { id: '101', name: 'Кеды', brand: 'Nike', googleCategoryData: 'Обувь|Кеды', price: 1299 };
    toggleCall.mockResolvedValue(answer({ idArray: ['101'], count: 1, productData }));
    await toggleFavourite('101', '');
    await vi.waitFor(() => expect(dataLayer()).toHaveLength(2));
    expect(api.loadProductData).not.toHaveBeenCalled();
    expect(dataLayer()![1]).toEqual({
      event: 'add_to_wishlist',
      ecommerce: {
        currency: 'UAH',
        items: [{ item_id: '101', item_name: 'Кеды', item_brand: 'Nike', item_category: 'Обувь', item_category2: 'Кеды', price: 1299, quantity: 1 }],
      },
    });
  });

  it('an older answer arriving after a newer one does not undo the newer state', async () => {
    const first = deferred<FavouritesAnswer>();
    const second = deferred<FavouritesAnswer>();
    toggleCall.mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const a = toggleFavourite('101', '');
    const b = toggleFavourite('102', '');
    second.resolve(answer({ idArray: ['101', '102'], count: 2, html: '<li>both</li>' }));
    await b;
    first.resolve(answer({ idArray: ['101'], count: 1, html: '<li>one</li>' }));
    await a;
    expect([...store.favouriteIds.value!]).toEqual(['101', '102']);
    expect(store.favouritesCount.value).toBe(2);
    expect(store.favouritesHtml.value).toBe('<li>both</li>');
    expect(favouriteState('101', false)).toBe(true);
    expect(favouriteState('102', false)).toBe(true);
  });

  it('a toggle that works takes down the message of an earlier failed one', async () => {
    showMessage(favouriteFailed);
    showMessage(cartAddFailed);
    toggleCall.mockResolvedValue(answer({ idArray: [], count: 0 }));
    await toggleFavourite('101', '');
    expect(store.notices.value.map((notice) => notice.key)).toEqual([cartAddFailed.ru]);
  });
});

describe('clearAllFavourites', () => {
  beforeEach(() => {
    resetStore();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    clearCall.mockReset();
    store.favouriteIds.value = new Set(['101', '102']);
    store.favouritesCount.value = 2;
    store.favouritesHtml.value = '<ul><li>two</li></ul>';
  });

  it('empties ids and count and takes the side list from the answer, only once the server agreed', async () => {
    const call = deferred<api.ClearFavouritesAnswer>();
    clearCall.mockReturnValue(call.promise);
    const done = clearAllFavourites();
    expect(clearCall).toHaveBeenCalledTimes(1);
    expect(store.favouritesCount.value).toBe(2);
    expect([...store.favouriteIds.value!]).toEqual(['101', '102']);
    call.resolve({ html: '<p class="fav-list__empty">пусто</p>' });
    await expect(done).resolves.toBe(true);
    expect([...store.favouriteIds.value!]).toEqual([]);
    expect(store.favouritesCount.value).toBe(0);
    expect(store.favouritesHtml.value).toBe('<p class="fav-list__empty">пусто</p>');
    expect(favouriteState('101', true)).toBe(false);
  });

  it('ignores a second clear while one is in flight', async () => {
    const call = deferred<api.ClearFavouritesAnswer>();
    clearCall.mockReturnValue(call.promise);
    const first = clearAllFavourites();
    await expect(clearAllFavourites()).resolves.toBe(false);
    expect(clearCall).toHaveBeenCalledTimes(1);
    call.resolve({ html: '' });
    await expect(first).resolves.toBe(true);
  });

  it.each([
    ['ru', 'Не удалось очистить избранное. Попробуйте ещё раз.'],
    ['ua', 'Не вдалося очистити обране. Спробуйте ще раз.'],
  ] as const)('keeps everything and tells the shopper in %s when the call fails', async (lang, text) => {
    store.pageContext.value = { ...store.pageContext.value, lang };
    clearCall.mockRejectedValue(new ApiError('http', '/ajax/to/favorite/', { status: 500 }));
    await expect(clearAllFavourites()).resolves.toBe(false);
    expect([...store.favouriteIds.value!]).toEqual(['101', '102']);
    expect(store.favouritesCount.value).toBe(2);
    expect(store.favouritesHtml.value).toBe('<ul><li>two</li></ul>');
    expect(store.notices.value.map((n) => [n.text, n.tone])).toEqual([[text, 'error']]);
    // The switch is released: the next clear goes out.
    clearCall.mockResolvedValue({ html: '' });
    await expect(clearAllFavourites()).resolves.toBe(true);
  });
});
