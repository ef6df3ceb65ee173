import { act, render } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../../shared/api/index.ts';
import { ApiError } from '../../../shared/api/index.ts';
import type { Mounter } from '../../../shared/runtime/Mounter.ts';
import { store } from '../../../shared/store/index.ts';
import { Notices } from '../../../shared/ui/Notices.tsx';
import { flush, mountMarkers } from '../helpers/mount.ts';
import { resetStore } from '../helpers/resetStore.ts';
import { deferred } from '../helpers/deferred.ts';

vi.mock(import('../../../shared/api/index.ts'), async (original) => ({
  ...(await original()),
  followServerLink: vi.fn(),
  loadCartPopup: vi.fn(async () => new Promise<string>(() => {})),
  loadProductData: vi.fn(async () => ({ success: true, id: '1002', name: 'Платье', brand: 'Adidas', price: 3310 })),
  trackCookie: vi.fn(async () => {}),
  trackEvent: vi.fn(async () => {}),
}));
const followCall = vi.mocked(api.followServerLink);

const line = (basketId: string, productId: string, text = 'Удалить') =>
  `<li class="cart-line" data-basketid="${basketId}" data-product-id="${productId}"><a class="cart-line__name" href="/product/${productId}/"> Платье ${productId} </a>` +
  `<a class="cart-line__remove" href="/basket/remove/${basketId}/" data-widget="cart-remove" data-basket-id="${basketId}" data-product-id="${productId}">${text}</a></li>`;

let mounter: Mounter;

const marker = (id: string) => document.querySelector<HTMLElement>(`[data-widget="cart-remove"][data-basket-id="${id}"]`);
const button = (id: string) => marker(id)?.querySelector('button') ?? null;

describe('cart-remove', () => {
  beforeEach(() => {
    resetStore();
    followCall.mockReset();
    vi.mocked(api.trackEvent).mockClear();
    vi.mocked(api.trackCookie).mockClear();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(async () => {
    await act(() => mounter.unmountWithin(document));
  });

  it('mounts on first use into a button named after the line, and the marker stops being a link meanwhile', async () => {
    mounter = await mountMarkers(`<ul>${line('50001', '1002')}</ul>`);
    expect(button('50001')).toBeNull();
    await act(() => {
      marker('50001')!.dispatchEvent(new Event('focusin', { bubbles: true }));
    });
    const remove = button('50001')!;
    expect(remove.getAttribute('type')).toBe('button');
    expect(remove.textContent).toBe('Удалить');
    expect(remove.getAttribute('aria-label')).toBe('Удалить: Платье 1002');
    expect(document.activeElement).toBe(remove);
    await flush();
    expect(marker('50001')!.hasAttribute('href')).toBe(false);

    await act(() => mounter.unmountWithin(document));
    expect(marker('50001')!.getAttribute('href')).toBe('/basket/remove/50001/');
    expect(marker('50001')!.innerHTML).toBe('Удалить');
  });

  it('the first click is not lost: it follows the remove link and the line goes', async () => {
    followCall.mockResolvedValue('<h1>Корзина</h1>');
    store.cartCount.value = 2;
    mounter = await mountMarkers(`<ul>${line('50001', '1002')}${line('50002', '1062')}</ul>`);
    await act(() => marker('50001')!.click());
    await flush();
    expect(followCall).toHaveBeenCalledWith('/basket/remove/50001/', { safeToRepeat: false });
    expect(document.querySelector('[data-basketid="50001"]')).toBeNull();
    expect(document.querySelector('[data-basketid="50002"]')).not.toBeNull();
    expect(store.cartCount.value).toBe(1);
  });

  it('a press that began on the server link and ends on the marker after mounting still removes, once', async () => {
    followCall.mockResolvedValue('<h1>Корзина</h1>');
    mounter = await mountMarkers(`<ul>${line('50001', '1002')}</ul>`);
    // Keyboard focus (or a mouse press) mounted it; the click then lands on the marker, not the button.
    await act(() => {
      marker('50001')!.dispatchEvent(new Event('focusin', { bubbles: true }));
    });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    await act(() => {
      marker('50001')!.dispatchEvent(click);
    });
    await flush();
    expect(click.defaultPrevented).toBe(true);
    expect(followCall).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[data-basketid="50001"]')).toBeNull();
  });

  it('on the cart page the cart section reloads from the answer', async () => {
    resetStore({ pageId: 'shop-basket' });
    followCall.mockResolvedValue(`<h1>Корзина (1)</h1><ul>${line('50002', '1062')}</ul>`);
    mounter = await mountMarkers(`<section data-cart-page><h1>Корзина (2)</h1><ul>${line('50001', '1002')}${line('50002', '1062')}</ul></section>`, { eager: true });
    await act(() => button('50001')!.click());
    await flush();
    expect(document.querySelector('[data-cart-page] h1')!.textContent).toBe('Корзина (1)');
    expect(document.querySelector('[data-basketid="50001"]')).toBeNull();
    expect(store.cartCount.value).toBe(1);
  });

  it('is busy while the call runs and sends once however often it is clicked', async () => {
    const call = deferred<string>();
    followCall.mockReturnValue(call.promise);
    mounter = await mountMarkers(`<ul>${line('50001', '1002')}</ul>`, { eager: true });
    await act(() => button('50001')!.click());
    expect(button('50001')!.getAttribute('aria-disabled')).toBe('true');
    expect(button('50001')!.getAttribute('aria-busy')).toBe('true');
    await act(() => button('50001')!.click());
    await act(() => button('50001')!.click());
    expect(followCall).toHaveBeenCalledTimes(1);
    await act(async () => {
      call.resolve('<h1>Корзина</h1>');
      await call.promise;
    });
    await flush();
    expect(document.querySelector('[data-basketid="50001"]')).toBeNull();
  });

  it.each([
    ['ru', 'Удалить', 'Не удалось удалить товар. Попробуйте ещё раз.'],
    ['ua', 'Видалити', 'Не вдалося видалити товар. Спробуйте ще раз.'],
  ] as const)('on failure the line stays, the button works again and the shopper is told (%s)', async (lang, label, text) => {
    resetStore({ lang });
    followCall.mockRejectedValueOnce(new ApiError('http', '/basket/remove/50001/', { status: 500 }));
    mounter = await mountMarkers(`<ul>${line('50001', '1002', label)}</ul>`, { eager: true });
    render(<Notices />);
    const remove = button('50001')!;
    expect(remove.getAttribute('aria-label')).toBe(`${label}: Платье 1002`);
    await act(() => remove.click());
    await flush();
    expect(document.querySelector('[data-basketid="50001"]')).not.toBeNull();
    expect(button('50001')!.getAttribute('aria-disabled')).toBe('false');
    expect(document.querySelector('[role="alert"]')!.textContent).toContain(text);

    followCall.mockResolvedValueOnce('<h1>Корзина</h1>');
    await act(() => button('50001')!.click());
    await flush();
    expect(followCall).toHaveBeenCalledTimes(2);
    expect(document.querySelector('[data-basketid="50001"]')).toBeNull();
  });

  it.each([
    [false, 0],
    [true, 1],
  ])('tracks the removal only on production pages (production: %s)', async (production, calls) => {
    resetStore({ production });
    followCall.mockResolvedValue('<h1>Корзина</h1>');
    mounter = await mountMarkers(`<ul>${line('50001', '1002')}</ul>`, { eager: true });
    await act(() => button('50001')!.click());
    await flush();
    expect(api.trackEvent).toHaveBeenCalledTimes(calls);
    expect(api.trackCookie).toHaveBeenCalledTimes(calls);
    if (production) expect(api.trackEvent).toHaveBeenCalledWith({ cid: '1002', url: location.href, type: 'remove_from_cart' });
  });

  it('names itself from the messages when the server printed no text, and without a line name has no extra label', async () => {
    resetStore({ lang: 'ua' });
    mounter = await mountMarkers('<a href="/ua/basket/remove/7/" data-widget="cart-remove" data-basket-id="7" data-product-id="1002"></a>', { eager: true });
    expect(button('7')!.textContent).toBe('Видалити');
    expect(button('7')!.hasAttribute('aria-label')).toBe(false);
  });

  it('reports a marker without its remove link and leaves the server HTML', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    mounter = await mountMarkers('<ul><li><a class="x" data-widget="cart-remove" data-basket-id="5" data-product-id="1002">Удалить</a></li></ul>', { eager: true });
    expect(String(error.mock.calls[0]![0])).toContain('widget "cart-remove"');
    expect(String(error.mock.calls[0]![0])).toContain('href: is missing');
    expect(document.querySelector('a.x')!.innerHTML).toBe('Удалить');
  });
});
