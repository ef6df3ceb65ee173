import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../../shared/api/index.ts';
import { ApiError, type ProductDataAnswer, type ServerLinkAnswer } from '../../../shared/api/index.ts';
import { cartLinesRemoving, removeCartLine, withoutLine } from '../../../shared/actions/cartLines.ts';
import { store } from '../../../shared/store/index.ts';
import { resetStore } from '../helpers/resetStore.ts';
import { deferred } from '../helpers/deferred.ts';

vi.mock(import('../../../shared/api/index.ts'), async (original) => ({
  ...(await original()),
  followServerLink: vi.fn(),
  loadProductData: vi.fn(),
  trackCookie: vi.fn(async () => {}),
  trackEvent: vi.fn(async () => {}),
}));

const followCall = vi.mocked(api.followServerLink);
const productDataCall = vi.mocked(api.loadProductData);

const line = (basketId: string, productId: string, name = `Товар ${productId}`) =>
  `<li class="cart-line" data-basketid="${basketId}" data-product-id="${productId}"><a class="cart-line__name" href="/product/${productId}/">${name}</a>` +
  `<a class="cart-line__remove" href="/basket/remove/${basketId}/" data-widget="cart-remove" data-basket-id="${basketId}" data-product-id="${productId}">Удалить</a></li>`;

const miniCartHtml = `<div class="mini-cart"><ul class="cart-lines">${line('50001', '1002')}${line('50002', '1062')}</ul></div>`;
const input = { basketId: '50001', productId: '1002', href: '/basket/remove/50001/' };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const dataLayer = () => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer;

describe('removeCartLine', () => {
  beforeEach(() => {
    resetStore();
    document.body.innerHTML = '';
    vi.spyOn(console, 'error').mockImplementation(() => {});
    followCall.mockReset();
    productDataCall.mockReset();
    vi.mocked(api.trackCookie).mockClear();
    vi.mocked(api.trackEvent).mockClear();
    (window as unknown as { dataLayer?: unknown[] }).dataLayer = undefined;
  });
  afterEach(() => vi.useRealTimers());

  it('follows the line\'s own remove link', async () => {
    followCall.mockResolvedValue({ html: '' });
    expect(await removeCartLine(input)).toBe(true);
    expect(followCall).toHaveBeenCalledTimes(1);
    expect(followCall).toHaveBeenCalledWith('/basket/remove/50001/');
  });

  it('on the cart page replaces the cart section with the answer and takes the count from X-Cart-Count', async () => {
    resetStore({ pageId: 'shop-basket' });
    store.cartCount.value = 2;
    document.body.innerHTML = `<section class="cart-page" data-cart-page><h1>Корзина (2)</h1><ul>${line('50001', '1002')}${line('50002', '1062')}</ul></section>`;
    followCall.mockResolvedValue({ html: `<h1>Корзина (1)</h1><ul>${line('50002', '1062')}</ul>`, cartCount: 1 });
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
    followCall.mockResolvedValue({ html: '<html><body><header>шапка</header><section data-cart-page><p class="cart-empty">Пусто</p></section></body></html>' });
    await removeCartLine(input);
    expect(document.querySelector('[data-cart-page]')!.innerHTML).toBe('<p class="cart-empty">Пусто</p>');
  });

  it('on the cart page gives focus that was in the old cart to the new heading', async () => {
    resetStore({ pageId: 'shop-basket' });
    document.body.innerHTML = `<section data-cart-page><h1>Корзина</h1><button id="inside">x</button></section>`;
    document.getElementById('inside')!.focus();
    followCall.mockResolvedValue({ html: '<h1 id="new">Корзина (0)</h1>' });
    await removeCartLine(input);
    expect(document.activeElement).toBe(document.getElementById('new'));
  });

  it('elsewhere removes the line from the page and from the mini-cart html, and counts one line less', async () => {
    store.cartHtml.value = miniCartHtml;
    store.cartCount.value = 2;
    document.body.innerHTML = `<ul>${line('50001', '1002')}${line('50002', '1062')}</ul>`;
    followCall.mockResolvedValue({ html: '<h1>cart page fragment</h1>' });
    await removeCartLine(input);
    expect(document.querySelector('[data-basketid="50001"]')).toBeNull();
    expect(document.querySelector('[data-basketid="50002"]')).not.toBeNull();
    expect(document.body.textContent).not.toContain('cart page fragment');
    expect(store.cartHtml.value).not.toContain('50001');
    expect(store.cartHtml.value).toContain('data-basketid="50002"');
    expect(store.cartCount.value).toBe(1);
  });

  it('takes the count from X-Cart-Count when the server sent one', async () => {
    store.cartCount.value = 5;
    followCall.mockResolvedValue({ html: '', cartCount: 3 });
    await removeCartLine(input);
    expect(store.cartCount.value).toBe(3);
  });

  it('never counts below 0, and leaves an unknown count unknown', async () => {
    store.cartCount.value = 0;
    followCall.mockResolvedValue({ html: '' });
    await removeCartLine(input);
    expect(store.cartCount.value).toBe(0);
    store.cartCount.value = null;
    await removeCartLine(input);
    expect(store.cartCount.value).toBeNull();
  });

  it('tells the page with shop:cart-line-removed', async () => {
    const seen: unknown[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent).detail);
    document.addEventListener('shop:cart-line-removed', listener);
    followCall.mockResolvedValue({ html: '' });
    await removeCartLine(input);
    document.removeEventListener('shop:cart-line-removed', listener);
    expect(seen).toEqual([{ basketId: '50001', productId: '1002' }]);
  });

  it('sends nothing to analytics unless the page is production', async () => {
    followCall.mockResolvedValue({ html: '' });
    await removeCartLine(input);
    await flush();
    expect(api.trackEvent).not.toHaveBeenCalled();
    expect(api.trackCookie).not.toHaveBeenCalled();
    expect(productDataCall).not.toHaveBeenCalled();
    expect(dataLayer()).toBeUndefined();
  });

  it('on production pages sends the remove_from_cart event, cookie and GA4 calls', async () => {
    resetStore({ production: true, currency: 'UAH' });
    followCall.mockResolvedValue({ html: '' });
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
    followCall.mockResolvedValue({ html: '' });
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
    expect(cartLinesRemoving.value.size).toBe(0);
  });

  it('sends once while a removal of the same line is in flight, and can be tried again after', async () => {
    const call = deferred<ServerLinkAnswer>();
    followCall.mockReturnValueOnce(call.promise);
    const first = removeCartLine(input);
    expect(cartLinesRemoving.value.has('50001')).toBe(true);
    expect(await removeCartLine(input)).toBe(false);
    expect(followCall).toHaveBeenCalledTimes(1);
    call.reject(new ApiError('network', '/basket/remove/50001/'));
    expect(await first).toBe(false);
    expect(cartLinesRemoving.value.has('50001')).toBe(false);
    followCall.mockResolvedValue({ html: '' });
    expect(await removeCartLine(input)).toBe(true);
    expect(followCall).toHaveBeenCalledTimes(2);
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
