import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../../shared/api/index.ts';
import { ApiError, type CartAddAnswer, type CartProduct } from '../../../shared/api/index.ts';
import { addProductToCart, cartAddsPending, loadCartPage } from '../../../shared/actions/cart.ts';
import { RETARGETING_ADD_TO_CART, categoryFields } from '../../../shared/analytics/cart.ts';
import { on } from '../../../shared/events/index.ts';
import { store } from '../../../shared/store/index.ts';
import { resetStore } from '../helpers/resetStore.ts';
import { deferred } from '../helpers/deferred.ts';

vi.mock(import('../../../shared/api/index.ts'), async (original) => ({
  ...(await original()),
  addToCart: vi.fn(),
  followServerLink: vi.fn(),
  trackCookie: vi.fn(async () => {}),
  trackEvent: vi.fn(async () => {}),
}));

const addCall = vi.mocked(api.addToCart);
const trackCookieCall = vi.mocked(api.trackCookie);
const trackEventCall = vi.mocked(api.trackEvent);

function product(partial: Partial<CartProduct> = {}): CartProduct {
  return {
    pid: '1002',
    brand: 'Adidas',
    name: 'Платье',
    categoryData: 'Одежда|Платья|Миди',
    addedProductPrice: 3310,
    quantity: 1,
    addToBasketEventId: 'basket-1',
    needEFFB: false,
    ...partial,
  };
}

function answer(partial: Partial<CartAddAnswer> = {}): CartAddAnswer {
  return { products: [product()], isAdmin: false, basketProduct: '<div class="mini-cart">1 line</div>', ...partial };
}

/** The server link answers with this html and count (or fails); returns the URLs followed. */
function stubCartPage(html: string, cartCount?: number, fail?: ApiError): string[] {
  const urls: string[] = [];
  vi.mocked(api.followServerLink).mockImplementation(async (url) => {
    urls.push(url);
    if (fail) throw fail;
    return cartCount === undefined ? { html } : { html, cartCount };
  });
  return urls;
}

const input = { productId: '1002', sid: 'blk1-1002', items: [{ id: '1002', s: '10021' }, { id: '1002', s: '10020' }] };
const dataLayer = () => (window as unknown as { dataLayer?: unknown[] }).dataLayer;

describe('addProductToCart', () => {
  beforeEach(() => {
    resetStore({ contentId: '2', pageId: 'shop-product' });
    document.body.innerHTML = '';
    addCall.mockReset();
    trackCookieCall.mockClear();
    trackEventCall.mockClear();
    vi.mocked(api.followServerLink).mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    (window as unknown as { dataLayer?: unknown[] }).dataLayer = undefined;
  });

  it('sends contentID, sid and the items in choice order', async () => {
    addCall.mockResolvedValue(answer());
    await addProductToCart(input);
    expect(addCall).toHaveBeenCalledWith({
      contentId: '2',
      sid: 'blk1-1002',
      items: [
        { id: '1002', s: '10021' },
        { id: '1002', s: '10020' },
      ],
    });
  });

  it('takes the cart html, counts the added lines and announces the add', async () => {
    store.cartCount.value = 3;
    addCall.mockResolvedValue(answer());
    const events: unknown[] = [];
    const stop = on('shop:cart-added', (detail) => events.push(detail));
    await addProductToCart(input);
    stop();
    expect(store.cartHtml.value).toBe('<div class="mini-cart">1 line</div>');
    expect(store.cartCount.value).toBe(5);
    expect(events).toEqual([{ productId: '1002', items: input.items, count: 5 }]);
  });

  it("takes the server's basket_count when it sends one", async () => {
    store.cartCount.value = 3;
    addCall.mockResolvedValue({ ...answer(), cartCount: 9 });
    await addProductToCart(input);
    expect(store.cartCount.value).toBe(9);
  });

  it('leaves an unknown count unknown rather than guessing it', async () => {
    addCall.mockResolvedValue(answer());
    await addProductToCart(input);
    expect(store.cartCount.value).toBeNull();
  });

  it('opens the single-basket panel with the recommendations when the server sent them', async () => {
    addCall.mockResolvedValue(answer({ singleBasket: '<div class="single-basket">recs</div>' }));
    await addProductToCart(input);
    expect(store.singleBasketHtml.value).toBe('<div class="single-basket">recs</div>');
    expect(store.openPanel.value).toBe('single-basket');
  });

  it('opens the cart panel otherwise', async () => {
    addCall.mockResolvedValue(answer());
    await addProductToCart(input);
    expect(store.singleBasketHtml.value).toBeNull();
    expect(store.openPanel.value).toBe('cart');
  });

  it('on the cart page reloads the cart section in place instead of opening a panel', async () => {
    resetStore({ contentId: '3', pageId: 'shop-basket' });
    document.body.innerHTML = '<main><div data-cart-page><section class="cart-page">old</section></div></main>';
    store.cartCount.value = 1;
    const urls = stubCartPage('<section class="cart-page">new <b>lines</b></section>', 4);
    addCall.mockResolvedValue(answer({ singleBasket: '<div>recs</div>' }));
    await addProductToCart(input);
    expect(urls).toEqual([location.href]);
    expect(document.querySelector('[data-cart-page]')!.innerHTML).toBe('<section class="cart-page">new <b>lines</b></section>');
    expect(store.cartCount.value).toBe(4);
    expect(store.openPanel.value).toBeNull();
    expect(store.singleBasketHtml.value).toBeNull();
  });

  it('keeps the counted lines when the cart page answer has no X-Cart-Count', async () => {
    resetStore({ pageId: 'shop-basket' });
    document.body.innerHTML = '<div data-cart-page>old</div>';
    store.cartCount.value = 1;
    stubCartPage('<p>new</p>');
    addCall.mockResolvedValue(answer());
    await addProductToCart(input);
    expect(document.querySelector('[data-cart-page]')!.innerHTML).toBe('<p>new</p>');
    expect(store.cartCount.value).toBe(3);
  });

  it('opens the cart panel when the cart page cannot be reloaded: the add did happen', async () => {
    resetStore({ pageId: 'shop-basket' });
    document.body.innerHTML = '<div data-cart-page>old</div>';
    stubCartPage('', undefined, new ApiError('http', '/basket/', { status: 500 }));
    addCall.mockResolvedValue(answer());
    await addProductToCart(input);
    expect(document.querySelector('[data-cart-page]')!.innerHTML).toBe('old');
    expect(store.openPanel.value).toBe('cart');
    expect(store.cartHtml.value).toBe('<div class="mini-cart">1 line</div>');
  });

  it('ignores a second add of the same product while one is in flight', async () => {
    const call = deferred<CartAddAnswer>();
    addCall.mockReturnValue(call.promise);
    const first = addProductToCart(input);
    expect(cartAddsPending.value.has('1002')).toBe(true);
    await addProductToCart(input);
    void addProductToCart(input);
    expect(addCall).toHaveBeenCalledTimes(1);
    call.resolve(answer());
    await first;
    expect(cartAddsPending.value.has('1002')).toBe(false);
    addCall.mockResolvedValue(answer());
    await addProductToCart(input);
    expect(addCall).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['ru', 'Не удалось добавить товар в корзину. Попробуйте ещё раз.'],
    ['ua', 'Не вдалося додати товар до кошика. Спробуйте ще раз.'],
  ] as const)('on failure leaves the store as it was and tells the shopper in %s', async (lang, text) => {
    resetStore({ lang });
    store.cartCount.value = 2;
    store.cartHtml.value = '<div>before</div>';
    addCall.mockRejectedValue(new ApiError('parse', '/ajax/basket_array/'));
    const events: unknown[] = [];
    const stop = on('shop:cart-added', (detail) => events.push(detail));
    await addProductToCart(input);
    stop();
    expect(store.cartCount.value).toBe(2);
    expect(store.cartHtml.value).toBe('<div>before</div>');
    expect(store.openPanel.value).toBeNull();
    expect(store.singleBasketHtml.value).toBeNull();
    expect(store.selectedSizes.value.size).toBe(0);
    expect(cartAddsPending.value.size).toBe(0);
    expect(events).toEqual([]);
    expect(store.notices.value.map((notice) => [notice.text, notice.tone])).toEqual([[text, 'error']]);
  });
});

describe('loadCartPage', () => {
  beforeEach(() => vi.mocked(api.followServerLink).mockReset());

  it('takes only the content of a [data-cart-page] the answer itself carries', async () => {
    stubCartPage('<html><body><header>h</header><div data-cart-page><ul><li>line</li></ul></div></body></html>', 7);
    expect(await loadCartPage(location.href)).toEqual({ html: '<ul><li>line</li></ul>', count: 7 });
  });

  it('keeps a fragment answer as it is', async () => {
    stubCartPage('<h1>Корзина</h1><ul><li>line</li></ul>');
    expect(await loadCartPage(location.href)).toEqual({ html: '<h1>Корзина</h1><ul><li>line</li></ul>', count: undefined });
  });

  it('rejects with the ApiError of the call', async () => {
    const error = new ApiError('network', '/basket/', { message: 'API refused a call to another origin' });
    vi.mocked(api.followServerLink).mockRejectedValueOnce(error);
    await expect(loadCartPage('https://evil.example/basket/')).rejects.toBe(error);
  });
});

describe('add-to-cart tracking', () => {
  beforeEach(() => {
    resetStore({ production: true, currency: 'UAH', pageId: 'shop-product' });
    addCall.mockReset();
    trackCookieCall.mockClear();
    trackEventCall.mockClear();
    (window as unknown as { dataLayer?: unknown[] }).dataLayer = undefined;
  });

  it('splits the category path into GA4 fields, at most five', () => {
    expect(categoryFields('Одежда|Платья')).toEqual({ item_category: 'Одежда', item_category2: 'Платья' });
    expect(categoryFields('a|b|c|d|e|f')).toEqual({
      item_category: 'a',
      item_category2: 'b',
      item_category3: 'c',
      item_category4: 'd',
      item_category5: 'e',
    });
    expect(categoryFields('')).toEqual({});
  });

  it('sends nothing off production', async () => {
    resetStore({ production: false });
    const fbq = vi.fn();
    vi.stubGlobal('fbq', fbq);
    addCall.mockResolvedValue(answer({ products: [product({ needEFFB: true })] }));
    await addProductToCart(input);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(trackEventCall).not.toHaveBeenCalled();
    expect(trackCookieCall).not.toHaveBeenCalled();
    expect(fbq).not.toHaveBeenCalled();
    expect(dataLayer()).toBeUndefined();
  });

  it('per added product: event and cookie calls, a GA4 add_to_cart and the pixel AddToCart with its event id', async () => {
    const fbq = vi.fn();
    vi.stubGlobal('fbq', fbq);
    addCall.mockResolvedValue(answer({ products: [product(), product({ pid: '1004', name: 'Куртка', categoryData: 'Одежда', addedProductPrice: 5000, addToBasketEventId: undefined })] }));
    await addProductToCart(input);
    await vi.waitFor(() => expect(trackCookieCall).toHaveBeenCalledTimes(2));
    expect(trackEventCall.mock.calls).toEqual([
      [{ cid: '1002', url: location.href, type: 'add_to_cart' }],
      [{ cid: '1004', url: location.href, type: 'add_to_cart' }],
    ]);
    expect(trackCookieCall.mock.calls).toEqual([[{ type: 'add_to_cart', productId: '1002' }], [{ type: 'add_to_cart', productId: '1004' }]]);
    expect(dataLayer()).toEqual([
      { ecommerce: null },
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'UAH',
          value: 3310,
          items: [
            {
              item_id: '1002',
              item_name: 'Платье',
              item_brand: 'Adidas',
              item_category: 'Одежда',
              item_category2: 'Платья',
              item_category3: 'Миди',
              price: 3310,
              quantity: 1,
            },
          ],
        },
      },
      { ecommerce: null },
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'UAH',
          value: 5000,
          items: [{ item_id: '1004', item_name: 'Куртка', item_brand: 'Adidas', item_category: 'Одежда', price: 5000, quantity: 1 }],
        },
      },
    ]);
    const pixel1002 = { content_ids: ['1002'], content_type: 'product', content_name: 'Платье', value: 3310, currency: 'UAH' };
    expect(fbq.mock.calls).toEqual([
      ['track', 'AddToCart', pixel1002, { eventID: 'basket-1' }],
      ['track', 'AddToCart', { content_ids: ['1004'], content_type: 'product', content_name: 'Куртка', value: 5000, currency: 'UAH' }],
    ]);
  });

  it('sends the retargeting add-to-cart event when needEFFB is true', async () => {
    const fbq = vi.fn();
    vi.stubGlobal('fbq', fbq);
    addCall.mockResolvedValue(answer({ products: [product({ needEFFB: true })] }));
    await addProductToCart(input);
    expect(fbq.mock.calls.map((call) => call[1])).toEqual(['AddToCart', RETARGETING_ADD_TO_CART]);
  });

  it('skips the retargeting event for admins, and when needEFFB is false', async () => {
    const fbq = vi.fn();
    vi.stubGlobal('fbq', fbq);
    addCall.mockResolvedValue(answer({ isAdmin: true, products: [product({ needEFFB: true })] }));
    await addProductToCart(input);
    expect(fbq.mock.calls.map((call) => call[1])).toEqual(['AddToCart']);

    fbq.mockClear();
    addCall.mockResolvedValue(answer({ products: [product({ needEFFB: false })] }));
    await addProductToCart(input);
    expect(fbq.mock.calls.map((call) => call[1])).toEqual(['AddToCart']);
  });

  it('a failing tracking call disturbs nothing', async () => {
    trackEventCall.mockRejectedValueOnce(new ApiError('network', '/ajax/product_data_for_google/'));
    addCall.mockResolvedValue(answer());
    await addProductToCart(input);
    await vi.waitFor(() => expect(trackCookieCall).toHaveBeenCalledTimes(1));
    expect(store.openPanel.value).toBe('cart');
  });
});
