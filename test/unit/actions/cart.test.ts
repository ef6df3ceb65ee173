import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../../shared/api/index.ts';
import { ApiError, type CartAddAnswer, type CartProduct } from '../../../shared/api/index.ts';
import { addProductToCart } from '../../../shared/actions/cart.ts';
import { followCartLink } from '../../../shared/actions/cartPage.ts';
import { showMessage } from '../../../shared/actions/notices.ts';
import { registerPanel, type PanelName } from '../../../shared/store/panels.ts';
import { categoryFields } from '../../../shared/analytics/cart.ts';
import { on } from '../../../shared/events/index.ts';
import { store } from '../../../shared/store/index.ts';
import { flush } from '../helpers/mount.ts';
import { dataLayer, resetDataLayer } from '../helpers/dataLayer.ts';
import { resetStore } from '../helpers/resetStore.ts';
import { deferred } from '../helpers/deferred.ts';
import { cartAddFailed } from '../../../shared/i18n/messages/cart.ts';
import { favouriteFailed } from '../../../shared/i18n/messages/favourite.ts';
import { sizeRequired } from '../../../shared/i18n/messages/sizes.ts';

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

/** Cart html with this many lines, the way the server renders it (the count is its lines). */
const cartHtml = (lines: number) =>
  `<div class="mini-cart"><ul class="cart-lines">${Array.from({ length: lines }, (_, i) => `<li class="cart-line" data-basketid="${5001 + i}">line</li>`).join('')}</ul></div>`;

function answer(partial: Partial<CartAddAnswer> = {}): CartAddAnswer {
  return { products: [product()], isAdmin: false, basketProduct: cartHtml(1), ...partial };
}

/** The server link answers with this html (or fails); returns the URLs followed and how. */
function stubCartPage(html: string, fail?: ApiError): { url: string; safeToRepeat?: boolean }[] {
  const calls: { url: string; safeToRepeat?: boolean }[] = [];
  vi.mocked(api.followServerLink).mockImplementation(async (url, options) => {
    calls.push({ url, safeToRepeat: options?.safeToRepeat });
    if (fail) throw fail;
    return html;
  });
  return calls;
}

// The page's panels, as the mini-cart and single-basket widgets register them while mounted.
let panels: (() => void)[] = [];
function withPanels(...names: PanelName[]): void {
  panels.push(...names.map((name) => registerPanel(name)));
}
afterEach(() => {
  for (const unregister of panels) unregister();
  panels = [];
});

const input = { productId: '1002', sid: 'blk1-1002', items: [{ id: '1002', s: '10021' }, { id: '1002', s: '10020' }] };

describe('addProductToCart', () => {
  beforeEach(() => {
    resetStore({ contentId: '2', pageId: 'shop-product' });
    document.body.innerHTML = '';
    addCall.mockReset();
    trackCookieCall.mockClear();
    trackEventCall.mockClear();
    vi.mocked(api.followServerLink).mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    resetDataLayer();
    withPanels('cart', 'single-basket');
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

  it("takes the answer's cart html, counts its lines and announces the add", async () => {
    store.cartCount.value = 1;
    addCall.mockResolvedValue(answer({ basketProduct: cartHtml(3) }));
    const events: unknown[] = [];
    const stop = on('shop:cart-added', (detail) => events.push(detail));
    await addProductToCart(input);
    stop();
    expect(store.cartHtml.value).toBe(cartHtml(3));
    expect(store.cartCount.value).toBe(3);
    expect(events).toEqual([{ productId: '1002', items: input.items, count: 3 }]);
  });

  it('counts each line once, by basket id, and an empty cart html as 0', async () => {
    const twice = '<ul><li class="cart-line" data-basketid="7">a</li></ul><div class="cart-line" data-basketid="7"></div><li class="cart-line">no id</li>';
    addCall.mockResolvedValue(answer({ basketProduct: twice }));
    await addProductToCart(input);
    expect(store.cartCount.value).toBe(1);
    addCall.mockResolvedValue(answer({ basketProduct: '<p class="cart-empty">Корзина пуста</p>' }));
    await addProductToCart(input);
    expect(store.cartCount.value).toBe(0);
  });

  it('without cart html in the answer the known count grows by the lines sent; an unknown one stays unknown', async () => {
    addCall.mockResolvedValue(answer({ basketProduct: undefined }));
    await addProductToCart(input);
    expect(store.cartCount.value).toBeNull();
    store.cartCount.value = 3;
    await addProductToCart(input);
    expect(store.cartCount.value).toBe(5);
  });

  it("an add takes down a 'choose a size' message and an earlier add failure", async () => {
    showMessage(sizeRequired);
    showMessage(cartAddFailed);
    showMessage(favouriteFailed);
    addCall.mockResolvedValue(answer());
    await addProductToCart(input);
    expect(store.notices.value.map((notice) => notice.key)).toEqual([favouriteFailed.ru]);
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

  it('opens the cart panel when the page has no recommendations panel', async () => {
    for (const unregister of panels) unregister();
    panels = [];
    withPanels('cart');
    addCall.mockResolvedValue(answer({ singleBasket: '<div class="single-basket">recs</div>' }));
    await addProductToCart(input);
    expect(store.openPanel.value).toBe('cart');
  });

  it.each([
    ['ru', 'Добавлено в корзину'],
    ['ua', 'Додано до кошика'],
  ] as const)('on a page without any cart panel still tells the shopper the product is in the cart (%s)', async (lang, text) => {
    for (const unregister of panels) unregister();
    panels = [];
    resetStore({ lang, pageId: 'shop-product' });
    addCall.mockResolvedValue(answer({ singleBasket: '<div>recs</div>' }));
    await addProductToCart(input);
    expect(store.openPanel.value).toBeNull();
    expect(store.notices.value.map((notice) => [notice.text, notice.tone])).toEqual([[text, 'info']]);
  });

  it('on the cart page reloads the cart section in place instead of opening a panel', async () => {
    resetStore({ contentId: '3', pageId: 'shop-basket' });
    document.body.innerHTML = '<main><div data-cart-page><section class="cart-page">old</section></div></main>';
    store.cartCount.value = 1;
    const page = `<h1>Корзина</h1>${cartHtml(4)}`;
    const calls = stubCartPage(page);
    addCall.mockResolvedValue(answer({ singleBasket: '<div>recs</div>' }));
    await addProductToCart(input);
    // The cart page itself only reads: safe to send again after a lost connection.
    expect(calls).toEqual([{ url: location.href, safeToRepeat: true }]);
    expect(document.querySelector('[data-cart-page]')!.innerHTML).toBe(page);
    expect(store.cartCount.value).toBe(4);
    expect(store.openPanel.value).toBeNull();
    expect(store.singleBasketHtml.value).toBeNull();
  });

  it('an error page sent with status 200 instead of the cart page is a failed reload: the cart panel opens', async () => {
    resetStore({ pageId: 'shop-basket' });
    document.body.innerHTML = '<div data-cart-page>old</div>';
    stubCartPage('<!doctype html><h1>Error</h1>');
    addCall.mockResolvedValue(answer());
    await addProductToCart(input);
    expect(document.querySelector('[data-cart-page]')!.innerHTML).toBe('old');
    expect(store.openPanel.value).toBe('cart');
  });

  it('opens the cart panel when the cart page cannot be reloaded: the add did happen', async () => {
    resetStore({ pageId: 'shop-basket' });
    document.body.innerHTML = '<div data-cart-page>old</div>';
    stubCartPage('', new ApiError('http', '/basket/', { status: 500 }));
    addCall.mockResolvedValue(answer());
    await addProductToCart(input);
    expect(document.querySelector('[data-cart-page]')!.innerHTML).toBe('old');
    expect(store.openPanel.value).toBe('cart');
    expect(store.cartHtml.value).toBe(cartHtml(1));
  });

  it('ignores a second add of the same product while one is in flight', async () => {
    const call = deferred<CartAddAnswer>();
    addCall.mockReturnValue(call.promise);
    const first = addProductToCart(input);
    expect(store.cartAddsPending.value.has('1002')).toBe(true);
    await addProductToCart(input);
    void addProductToCart(input);
    // The first add's code (the cart chunk's part, unbuilt its import) arrives, then its call leaves.
    await vi.dynamicImportSettled();
    expect(addCall).toHaveBeenCalledTimes(1);
    call.resolve(answer());
    await first;
    expect(store.cartAddsPending.value.has('1002')).toBe(false);
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
    addCall.mockRejectedValue(new ApiError('http', '/ajax/basket_array/', { status: 500 }));
    const events: unknown[] = [];
    const stop = on('shop:cart-added', (detail) => events.push(detail));
    await addProductToCart(input);
    stop();
    expect(store.cartCount.value).toBe(2);
    expect(store.cartHtml.value).toBe('<div>before</div>');
    expect(store.openPanel.value).toBeNull();
    expect(store.singleBasketHtml.value).toBeNull();
    expect(store.selectedSizes.value.size).toBe(0);
    expect(store.cartAddsPending.value.size).toBe(0);
    expect(events).toEqual([]);
    expect(store.notices.value.map((notice) => [notice.text, notice.tone])).toEqual([[text, 'error']]);
  });
});

describe('followCartLink', () => {
  beforeEach(() => vi.mocked(api.followServerLink).mockReset());

  it('takes only the content of a [data-cart-page] the answer itself carries', async () => {
    stubCartPage('<!doctype html><html><body><header>h</header><div data-cart-page><ul><li>line</li></ul></div></body></html>');
    expect(await followCartLink(location.href, true)).toBe('<ul><li>line</li></ul>');
  });

  it('keeps a fragment answer as it is', async () => {
    stubCartPage('<h1>Корзина</h1><ul><li>line</li></ul>');
    expect(await followCartLink(location.href, true)).toBe('<h1>Корзина</h1><ul><li>line</li></ul>');
  });

  it('a whole page without the cart container is no cart content: ApiError parse', async () => {
    stubCartPage('<!doctype html><h1>Error</h1>');
    await expect(followCartLink('/basket/remove/1/?x=1', false)).rejects.toMatchObject({ kind: 'parse', endpoint: '/basket/remove/1/' });
  });

  it('rejects with the ApiError of the call', async () => {
    const error = new ApiError('network', '/basket/', { message: 'API refused a call to another origin' });
    vi.mocked(api.followServerLink).mockRejectedValueOnce(error);
    await expect(followCartLink('https://evil.example/basket/', true)).rejects.toBe(error);
  });
});

describe('add-to-cart tracking', () => {
  beforeEach(() => {
    resetStore({ production: true, currency: 'UAH', pageId: 'shop-product' });
    addCall.mockReset();
    trackCookieCall.mockClear();
    trackEventCall.mockClear();
    resetDataLayer();
    withPanels('cart');
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
    await flush();
    expect(trackEventCall).not.toHaveBeenCalled();
    expect(trackCookieCall).not.toHaveBeenCalled();
    expect(fbq).not.toHaveBeenCalled();
    expect(dataLayer()).toBeUndefined();
  });

  it('per added product: event and cookie calls, a GA4 add_to_cart and, when the server asks (needEFFB), the pixel AddToCart with its event id', async () => {
    const fbq = vi.fn();
    vi.stubGlobal('fbq', fbq);
    addCall.mockResolvedValue(
      answer({
        products: [
          product({ needEFFB: true }),
          product({ pid: '1004', name: 'Куртка', categoryData: 'Одежда', addedProductPrice: 5000, addToBasketEventId: undefined, needEFFB: true }),
          product({ pid: '1005', name: 'Шарф', categoryData: 'Аксессуары', addedProductPrice: 700, addToBasketEventId: 'basket-3', needEFFB: false }),
        ],
      }),
    );
    await addProductToCart(input);
    await vi.waitFor(() => expect(trackCookieCall).toHaveBeenCalledTimes(3));
    expect(trackEventCall.mock.calls).toEqual([
      [{ cid: '1002', url: location.href, type: 'add_to_cart' }],
      [{ cid: '1004', url: location.href, type: 'add_to_cart' }],
      [{ cid: '1005', url: location.href, type: 'add_to_cart' }],
    ]);
    expect(trackCookieCall.mock.calls).toEqual([
      [{ type: 'add_to_cart', productId: '1002' }],
      [{ type: 'add_to_cart', productId: '1004' }],
      [{ type: 'add_to_cart', productId: '1005' }],
    ]);
    expect(dataLayer()!.slice(0, 4)).toEqual([
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

  it('skips the retargeting event for admins (is_admin) even when needEFFB asks for it; GA4 and the calls still go', async () => {
    const fbq = vi.fn();
    vi.stubGlobal('fbq', fbq);
    addCall.mockResolvedValue(answer({ isAdmin: true, products: [product({ needEFFB: true })] }));
    await addProductToCart(input);
    await vi.waitFor(() => expect(trackCookieCall).toHaveBeenCalledTimes(1));
    expect(fbq).not.toHaveBeenCalled();
    expect(trackEventCall).toHaveBeenCalledTimes(1);
    expect(dataLayer()).toHaveLength(2);
  });

  it('a failing tracking call disturbs nothing', async () => {
    trackEventCall.mockRejectedValueOnce(new ApiError('network', '/ajax/product_data_for_google/'));
    addCall.mockResolvedValue(answer());
    await addProductToCart(input);
    await vi.waitFor(() => expect(trackCookieCall).toHaveBeenCalledTimes(1));
    expect(store.openPanel.value).toBe('cart');
  });
});
