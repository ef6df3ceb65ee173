import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../../shared/api/index.ts';
import { ApiError, type ProductDataAnswer } from '../../../shared/api/index.ts';
import { withoutLine, withoutTotals } from '../../../shared/actions/cartLineHtml.ts';
import { removeCartLine } from '../../../shared/actions/cartLines.ts';
import { showMessage } from '../../../shared/actions/notices.ts';
import { store } from '../../../shared/store/index.ts';
import { dataLayer, resetDataLayer } from '../helpers/dataLayer.ts';
import { resetStore } from '../helpers/resetStore.ts';
import { deferred } from '../helpers/deferred.ts';
import { flush } from '../helpers/mount.ts';
import { cartRemoveFailed } from '../../../shared/i18n/messages/cart.ts';

vi.mock(import('../../../shared/api/index.ts'), async (original) => ({
  ...(await original()),
  followServerLink: vi.fn(),
  loadCartPopup: vi.fn(),
  loadProductData: vi.fn(),
  trackCookie: vi.fn(async () => {}),
  trackEvent: vi.fn(async () => {}),
}));

const followCall = vi.mocked(api.followServerLink);
const popupCall = vi.mocked(api.loadCartPopup);
const productDataCall = vi.mocked(api.loadProductData);

const line = (basketId: string, productId: string, name = `Товар ${productId}`) =>
  `<li class="cart-line" data-basketid="${basketId}" data-product-id="${productId}"><a class="cart-line__name" href="/product/${productId}/">${name}</a>` +
  `<a class="cart-line__remove" href="/basket/remove/${basketId}/" data-widget="cart-remove" data-basket-id="${basketId}" data-product-id="${productId}">Удалить</a></li>`;

const miniCartHtml = `<div class="mini-cart"><ul class="cart-lines">${line('50001', '1002')}${line('50002', '1062')}</ul><p class="cart-total">Итого: <strong>5 000 грн</strong></p></div>`;
const freshPopup = `<div class="cart-popup"><ul class="cart-lines">${line('50002', '1062')}</ul><p class="cart-total">Итого: <strong>1 690 грн</strong></p></div>`;
const input = { basketId: '50001', productId: '1002', href: '/basket/remove/50001/' };

describe('removeCartLine', () => {
  beforeEach(() => {
    resetStore();
    document.body.innerHTML = '';
    vi.spyOn(console, 'error').mockImplementation(() => {});
    followCall.mockReset();
    popupCall.mockReset();
    popupCall.mockResolvedValue(freshPopup);
    productDataCall.mockReset();
    vi.mocked(api.trackCookie).mockClear();
    vi.mocked(api.trackEvent).mockClear();
    resetDataLayer();
  });
  afterEach(() => vi.useRealTimers());

  it("follows the line's own remove link, once: it changes the cart, so it is never repeated", async () => {
    followCall.mockResolvedValue('<h1>Корзина</h1>');
    expect(await removeCartLine(input)).toBe(true);
    expect(followCall).toHaveBeenCalledTimes(1);
    expect(followCall).toHaveBeenCalledWith('/basket/remove/50001/', { safeToRepeat: false });
  });

  it('on the cart page replaces the cart section with the answer and counts its lines', async () => {
    resetStore({ pageId: 'shop-basket' });
    store.cartCount.value = 2;
    document.body.innerHTML = `<section class="cart-page" data-cart-page><h1>Корзина (2)</h1><ul>${line('50001', '1002')}${line('50002', '1062')}</ul></section>`;
    followCall.mockResolvedValue(`<h1>Корзина (1)</h1><ul>${line('50002', '1062')}</ul>`);
    await removeCartLine(input);
    const section = document.querySelector('[data-cart-page]')!;
    expect(section.querySelector('h1')!.textContent).toBe('Корзина (1)');
    expect(section.querySelectorAll('.cart-line')).toHaveLength(1);
    expect(section.querySelector('[data-basketid="50001"]')).toBeNull();
    expect(store.cartCount.value).toBe(1);
  });

  it('on the cart page takes only the section content from an answer that is the whole page', async () => {
    resetStore({ pageId: 'shop-basket' });
    document.body.innerHTML = `<section data-cart-page>${line('50001', '1002')}</section>`;
    store.cartCount.value = 1;
    followCall.mockResolvedValue('<html><body><header>шапка</header><section data-cart-page><p class="cart-empty">Пусто</p></section></body></html>');
    await removeCartLine(input);
    expect(document.querySelector('[data-cart-page]')!.innerHTML).toBe('<p class="cart-empty">Пусто</p>');
    expect(store.cartCount.value).toBe(0);
  });

  it('on the cart page gives focus that was in the old cart to the new heading', async () => {
    resetStore({ pageId: 'shop-basket' });
    document.body.innerHTML = `<section data-cart-page><h1>Корзина</h1><button id="inside">x</button></section>`;
    document.getElementById('inside')!.focus();
    followCall.mockResolvedValue('<h1 id="new">Корзина (0)</h1>');
    await removeCartLine(input);
    expect(document.activeElement).toBe(document.getElementById('new'));
  });

  it('elsewhere removes the line from the page and the mini-cart html at once, counting the lines left', async () => {
    store.cartHtml.value = miniCartHtml;
    store.cartCount.value = 2;
    popupCall.mockReturnValue(new Promise(() => {}));
    document.body.innerHTML = `<ul>${line('50001', '1002')}${line('50002', '1062')}</ul>`;
    followCall.mockResolvedValue('<h1>cart page fragment</h1>');
    await removeCartLine(input);
    expect(document.querySelector('[data-basketid="50001"]')).toBeNull();
    expect(document.querySelector('[data-basketid="50002"]')).not.toBeNull();
    expect(document.body.textContent).not.toContain('cart page fragment');
    expect(store.cartHtml.value).not.toContain('50001');
    expect(store.cartHtml.value).toContain('data-basketid="50002"');
    expect(store.cartCount.value).toBe(1);
  });

  it('elsewhere then reloads the popup html, so the total the shopper sees is the new one', async () => {
    store.cartHtml.value = miniCartHtml;
    followCall.mockResolvedValue('<h1>Корзина</h1>');
    await removeCartLine(input);
    await flush();
    expect(popupCall).toHaveBeenCalledWith({ basketId: '50002' });
    expect(store.cartHtml.value).toBe(freshPopup);
    expect(store.cartCount.value).toBe(1);
  });

  it('when that reload fails, the old total is taken out rather than shown wrong', async () => {
    store.cartHtml.value = miniCartHtml;
    followCall.mockResolvedValue('<h1>Корзина</h1>');
    popupCall.mockRejectedValue(new ApiError('http', '/ajax/block-basket-product/', { status: 500 }));
    await removeCartLine(input);
    await flush();
    expect(store.cartHtml.value).not.toContain('5 000');
    expect(store.cartHtml.value).not.toContain('cart-total');
    expect(store.cartHtml.value).toContain('data-basketid="50002"');
  });

  it('without mini-cart html counts one line less, never below 0, and leaves an unknown count unknown', async () => {
    store.cartCount.value = 1;
    popupCall.mockReturnValue(new Promise(() => {}));
    followCall.mockResolvedValue('<h1>Корзина</h1>');
    await removeCartLine(input);
    expect(store.cartCount.value).toBe(0);
    await removeCartLine(input);
    expect(store.cartCount.value).toBe(0);
    store.cartCount.value = null;
    await removeCartLine(input);
    expect(store.cartCount.value).toBeNull();
  });

  it('an error page sent with status 200 says nothing of the removal: the cart is read again, and a line still there stays, the shopper told', async () => {
    store.cartHtml.value = miniCartHtml;
    store.cartCount.value = 2;
    document.body.innerHTML = `<ul>${line('50001', '1002')}</ul>`;
    followCall.mockResolvedValue('<!doctype html><h1>Error</h1>');
    popupCall.mockResolvedValue(miniCartHtml);
    expect(await removeCartLine(input)).toBe(false);
    expect(popupCall).toHaveBeenCalledTimes(1);
    expect(followCall).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[data-basketid="50001"]')).not.toBeNull();
    expect(store.cartHtml.value).toBe(miniCartHtml);
    expect(store.cartCount.value).toBe(2);
    expect(store.notices.value.map((n) => n.key)).toEqual([cartRemoveFailed.ru]);
  });

  it('a removal that works takes down the message of an earlier failed one', async () => {
    showMessage(cartRemoveFailed);
    followCall.mockResolvedValue('<h1>Корзина</h1>');
    await removeCartLine(input);
    expect(store.notices.value).toEqual([]);
  });

  it('tells the page with shop:cart-line-removed', async () => {
    const seen: unknown[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent).detail);
    document.addEventListener('shop:cart-line-removed', listener);
    followCall.mockResolvedValue('<h1>Корзина</h1>');
    await removeCartLine(input);
    document.removeEventListener('shop:cart-line-removed', listener);
    expect(seen).toEqual([{ basketId: '50001', productId: '1002' }]);
  });

  it('sends nothing to analytics unless the page is production', async () => {
    followCall.mockResolvedValue('<h1>Корзина</h1>');
    await removeCartLine(input);
    await flush();
    expect(api.trackEvent).not.toHaveBeenCalled();
    expect(api.trackCookie).not.toHaveBeenCalled();
    expect(productDataCall).not.toHaveBeenCalled();
    expect(dataLayer()).toBeUndefined();
  });

  it('on production pages sends the remove_from_cart event, cookie and GA4 calls', async () => {
    resetStore({ production: true, currency: 'UAH' });
    followCall.mockResolvedValue('<h1>Корзина</h1>');
    productDataCall.mockResolvedValue({ success: true, id: '1002', name: 'Платье', brand: 'Adidas', price: 3310 } as ProductDataAnswer);
    await removeCartLine(input);
    await flush();
    expect(api.trackEvent).toHaveBeenCalledWith({ cid: '1002', url: location.href, type: 'remove_from_cart' });
    expect(api.trackCookie).toHaveBeenCalledWith({ type: 'remove_from_cart', productId: '1002' });
    expect(productDataCall).toHaveBeenCalledWith('1002');
    expect(dataLayer()).toEqual([
      { ecommerce: null },
      {
        event: 'remove_from_cart',
        ecommerce: {
          currency: 'UAH',
          value: 3310,
          items: [{ item_id: '1002', item_name: 'Платье', item_brand: 'Adidas', price: 3310, quantity: 1 }],
        },
      },
    ]);
  });

  it('still tells GA4 the product id when the product data cannot be had', async () => {
    resetStore({ production: true, currency: 'KZT' });
    followCall.mockResolvedValue('<h1>Корзина</h1>');
    productDataCall.mockRejectedValue(new ApiError('http', '/ajax/product_data_for_google/', { status: 500 }));
    await removeCartLine(input);
    await flush();
    expect(dataLayer()).toEqual([{ ecommerce: null }, { event: 'remove_from_cart', ecommerce: { currency: 'KZT', items: [{ item_id: '1002', quantity: 1 }] } }]);
    expect(api.trackEvent).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['ru', 'Не удалось удалить товар. Попробуйте ещё раз.'],
    ['ua', 'Не вдалося видалити товар. Спробуйте ще раз.'],
  ] as const)('on failure keeps the line, the mini-cart html and the count, and says so (%s)', async (lang, text) => {
    resetStore({ lang, production: true });
    store.cartHtml.value = miniCartHtml;
    store.cartCount.value = 2;
    document.body.innerHTML = `<ul>${line('50001', '1002')}</ul>`;
    followCall.mockRejectedValue(new ApiError('http', '/basket/remove/50001/', { status: 500 }));
    const removed = vi.fn();
    document.addEventListener('shop:cart-line-removed', removed);
    expect(await removeCartLine(input)).toBe(false);
    document.removeEventListener('shop:cart-line-removed', removed);
    await flush();
    expect(document.querySelector('[data-basketid="50001"]')).not.toBeNull();
    expect(store.cartHtml.value).toBe(miniCartHtml);
    expect(store.cartCount.value).toBe(2);
    expect(store.notices.value.map((n) => [n.text, n.tone])).toEqual([[text, 'error']]);
    expect(removed).not.toHaveBeenCalled();
    expect(api.trackEvent).not.toHaveBeenCalled();
    expect(store.cartLinesRemoving.value.size).toBe(0);
  });

  it('sends once while a removal of the same line is in flight, and can be tried again after', async () => {
    const call = deferred<string>();
    followCall.mockReturnValueOnce(call.promise);
    const first = removeCartLine(input);
    expect(store.cartLinesRemoving.value.has('50001')).toBe(true);
    expect(await removeCartLine(input)).toBe(false);
    expect(followCall).toHaveBeenCalledTimes(1);
    call.reject(new ApiError('http', '/basket/remove/50001/', { status: 500 }));
    expect(await first).toBe(false);
    expect(store.cartLinesRemoving.value.has('50001')).toBe(false);
    followCall.mockResolvedValue('<h1>Корзина</h1>');
    expect(await removeCartLine(input)).toBe(true);
    expect(followCall).toHaveBeenCalledTimes(2);
  });
});

describe('withoutTotals', () => {
  it('takes out every .cart-total and keeps the rest', () => {
    expect(withoutTotals(miniCartHtml)).toBe(`<div class="mini-cart"><ul class="cart-lines">${line('50001', '1002')}${line('50002', '1062')}</ul></div>`);
    expect(withoutTotals('<ul></ul>')).toBe('<ul></ul>');
  });
});

describe('withoutLine', () => {
  it('removes only the lines of that basket id', () => {
    const html = `<ul>${line('50001', '1002')}${line('500010', '1003')}</ul><p class="cart-total">Итого</p>`;
    const result = withoutLine(html, '50001');
    expect(result).not.toContain('data-basketid="50001"');
    expect(result).toContain('data-basketid="500010"');
    expect(result).toContain('<p class="cart-total">Итого</p>');
  });

  it('returns the html untouched when the line is not in it, whatever the id looks like', () => {
    const html = `<ul>${line('50001', '1002')}</ul>`;
    expect(withoutLine(html, '"]<img src=x onerror=alert(1)>')).toBe(html);
  });
});
