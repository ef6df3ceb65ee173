import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../../shared/api/index.ts';
import type { CartAddAnswer, FavouritesAnswer } from '../../../shared/api/index.ts';
import { addProductToCart } from '../../../shared/actions/cart.ts';
import { cartAddCalls, favouriteCalls, reachForCartAdd, reachForFavourite } from '../../../shared/actions/changeCalls.ts';
import { favouriteState, toggleFavourite } from '../../../shared/actions/favourites.ts';
import * as parts from '../../../shared/runtime/parts.ts';
import { store } from '../../../shared/store/index.ts';
import { resetStore } from '../helpers/resetStore.ts';
import { afterPaintAndIdle } from '../helpers/mount.ts';

// The change calls' parts: their files may fail to come (a CDN error, offline). loadPart is the
// real one unless a test makes it fail.
vi.mock(import('../../../shared/runtime/parts.ts'), async (original) => {
  const real = await original();
  return { ...real, loadPart: vi.fn(real.loadPart) as typeof real.loadPart };
});
vi.mock(import('../../../shared/api/index.ts'), async (original) => ({
  ...(await original()),
  addToCart: vi.fn(),
  toggleFavourite: vi.fn(),
  trackCookie: vi.fn(async () => {}),
  trackEvent: vi.fn(async () => {}),
}));

const loadPart = vi.mocked(parts.loadPart);
const fileFailed = () => loadPart.mockRejectedValueOnce(new Error('shop-widgets-0.1.0.cart.x.min.js did not load'));
const notices = () => store.notices.value.map((notice) => notice.text);

describe('the change calls come as parts', () => {
  beforeEach(() => {
    resetStore({ contentId: '2', pageId: 'shop-product' });
    vi.mocked(api.addToCart).mockReset();
    vi.mocked(api.toggleFavourite).mockReset();
    loadPart.mockClear();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('unbuilt, each is its module', async () => {
    await expect(cartAddCalls()).resolves.toMatchObject({ sendCartAdd: expect.any(Function) });
    await expect(favouriteCalls()).resolves.toMatchObject({ sendFavouriteToggle: expect.any(Function) });
  });

  it('reaching for a control asks for its part, and a file that failed is no error of the page', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      fileFailed();
      reachForCartAdd();
      fileFailed();
      reachForFavourite();
      // Not in the task of the pointer or the press: after the next frame, when the page is idle.
      expect(loadPart).not.toHaveBeenCalled();
      await afterPaintAndIdle();
      expect(loadPart).toHaveBeenCalledTimes(2);
      await afterPaintAndIdle();
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('a cart add whose code cannot be had sends nothing, tells the shopper, and the next press adds', async () => {
    const input = { productId: '1002', sid: 'blk1-1002', items: [{ id: '1002', s: '10021' }] };
    store.cartCount.value = 0;
    fileFailed();
    await addProductToCart(input);
    expect(api.addToCart).not.toHaveBeenCalled();
    expect(store.cartAddsPending.value.has('1002')).toBe(false);
    expect(store.cartCount.value).toBe(0);
    expect(notices()).toEqual(['Не удалось добавить товар в корзину. Попробуйте ещё раз.']);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('product 1002 could not be added to the cart'), expect.anything());

    vi.mocked(api.addToCart).mockResolvedValue({ products: [], isAdmin: false } as CartAddAnswer);
    await addProductToCart(input);
    expect(api.addToCart).toHaveBeenCalledTimes(1);
    expect(store.cartCount.value).toBe(1);
    // The failure's message went; a page without the cart panel says the product is in the cart.
    expect(notices()).toEqual(['Добавлено в корзину']);
  });

  it('a favourite whose code cannot be had is flipped back, tells the shopper, and the next press toggles', async () => {
    resetStore({ lang: 'ua' });
    fileFailed();
    const done = toggleFavourite('101', '7');
    expect(favouriteState('101', false)).toBe(true);
    await done;
    expect(api.toggleFavourite).not.toHaveBeenCalled();
    expect(favouriteState('101', false)).toBe(false);
    expect(store.favouritesPending.value.size).toBe(0);
    expect(notices()).toEqual(['Не вдалося оновити обране. Спробуйте ще раз.']);

    vi.mocked(api.toggleFavourite).mockResolvedValue({ idArray: ['101'], count: 1, html: '', isManager: false } as FavouritesAnswer);
    await toggleFavourite('101', '7');
    expect(api.toggleFavourite).toHaveBeenCalledTimes(1);
    expect(favouriteState('101', false)).toBe(true);
    expect(notices()).toEqual([]);
  });
});
