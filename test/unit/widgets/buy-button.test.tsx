import { act, fireEvent } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../../shared/api/index.ts';
import { ApiError, type CartAddAnswer } from '../../../shared/api/index.ts';
import { Mounter } from '../../../shared/runtime/Mounter.ts';
import { Registry, type AnyWidget } from '../../../shared/runtime/index.ts';
import { store } from '../../../shared/store/index.ts';
import { SIZE_HINT_MS } from '../../../widgets/buy-button/BuyButton.tsx';
import { buyButton } from '../../../widgets/buy-button/index.ts';
import { sizePicker } from '../../../widgets/size-picker/index.ts';
import { resetStore } from '../helpers/resetStore.ts';
import { deferred } from '../helpers/deferred.ts';

vi.mock(import('../../../shared/api/index.ts'), async (original) => ({
  ...(await original()),
  addToCart: vi.fn(),
  loadProductData: vi.fn(async () => ({ success: false })),
  trackEvent: vi.fn(async () => {}),
  trackCookie: vi.fn(async () => {}),
}));

const addCall = vi.mocked(api.addToCart);

const flush = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

async function mountPage(html: string): Promise<void> {
  document.body.innerHTML = html;
  const registry = new Registry();
  registry.register(buyButton as unknown as AnyWidget);
  registry.register(sizePicker as unknown as AnyWidget);
  for (const el of document.querySelectorAll('[data-widget]')) el.setAttribute('data-mount', 'eager');
  await act(() => new Mounter(registry).scan(document));
}

const select1002 =
  '<label class="buy__size"><span class="visually-hidden">Размер</span><select name="size" required><option value="">Выберите размер</option><option value="10020">S</option><option value="10021">M</option></select></label>';
const buyForm = (attrs: string, inner = select1002, productId = '1002') =>
  `<form class="buy" method="post" action="/basket/add/" data-widget="buy-button" data-product-id="${productId}" data-sid="blk1-${productId}" ${attrs}><input type="hidden" name="productid" value="${productId}"><input type="hidden" name="sid" value="blk1-${productId}">${inner}<button class="button button--buy" type="submit">Купить</button></form>`;
const sizeLinks =
  '<div class="sizes" role="group" aria-label="Размеры" data-widget="size-picker" data-product-id="1002"><a class="size" href="/product/1002/?size=10020" data-size-key="10020" data-so="IT 40">S</a><a class="size" href="/product/1002/?size=10021" data-size-key="10021" data-so="IT 42" data-reserved="1">M</a></div>';

const buy = () => document.querySelector<HTMLButtonElement>('form.buy button')!;
const status = () => document.querySelector('form.buy [role="status"]')!.textContent;
const notices = () => store.notices.value.map((notice) => notice.text);
const answer = (partial: Partial<CartAddAnswer> = {}): CartAddAnswer => ({ products: [], isAdmin: false, ...partial });

/** Picks an option the way a browser does: value, then a change event (the library's change fires input under Preact). */
function choose(select: HTMLSelectElement, value: string): void {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

function stubHover(hover: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(hover: hover)' ? hover : false, media: query }));
}

describe('buy-button', () => {
  beforeEach(() => {
    resetStore({ contentId: '2', pageId: 'shop-product' });
    addCall.mockReset();
    stubHover(true);
  });
  afterEach(() => vi.useRealTimers());

  it("renders one button with the fallback's text and classes, not the no-JS form controls", async () => {
    await mountPage(buyForm(''));
    const form = document.querySelector('form.buy')!;
    expect(form.querySelectorAll('button')).toHaveLength(1);
    expect(buy().type).toBe('button');
    expect(buy().textContent).toBe('Купить');
    expect(buy().className).toBe('button button--buy');
    expect(form.querySelectorAll('select, input')).toHaveLength(0);
  });

  it('in select mode renders its own labelled select from the fallback options', async () => {
    await mountPage(buyForm('data-size-source="select"'));
    const select = document.querySelector<HTMLSelectElement>('form.buy select')!;
    expect(select.getAttribute('aria-label')).toBe('Размер');
    expect([...select.options].map((option) => [option.value, option.textContent])).toEqual([
      ['', 'Выберите размер'],
      ['10020', 'S'],
      ['10021', 'M'],
    ]);
  });

  it.each([
    ['ru', 'Для покупки укажите размер!'],
    ['ua', 'Для покупки вкажіть розмір!'],
  ] as const)('without a size shows the message in %s and makes no call', async (lang, text) => {
    resetStore({ lang });
    await mountPage(buyForm('') + buyForm('data-size-source="select"').replace('data-product-id="1002"', 'data-product-id="1003"'));
    await act(() => void fireEvent.click(buy()));
    expect(notices()).toEqual([text]);
    await act(() => void fireEvent.click(document.querySelectorAll<HTMLButtonElement>('form.buy button')[1]!));
    expect(notices()).toEqual([text]);
    expect(addCall).not.toHaveBeenCalled();
  });

  it.each([
    ['ru', 'Для покупки укажите размер!'],
    ['ua', 'Для покупки вкажіть розмір!'],
  ] as const)('with data-size-prompt="hint" shows the hint next to the button in %s for exactly 1 s', async (lang, text) => {
    vi.useFakeTimers();
    resetStore({ lang });
    await mountPage(buyForm('data-size-prompt="hint"'));
    expect(status()).toBe('');
    await act(() => void fireEvent.click(buy()));
    expect(status()).toBe(text);
    expect(buy().nextElementSibling?.getAttribute('role')).toBe('status');
    await act(() => void vi.advanceTimersByTime(SIZE_HINT_MS - 1));
    expect(status()).toBe(text);
    await act(() => void vi.advanceTimersByTime(1));
    expect(status()).toBe('');
    expect(SIZE_HINT_MS).toBe(1000);
    expect(notices()).toEqual([]);
    expect(addCall).not.toHaveBeenCalled();
  });

  it('sends the sizes chosen on the picker, in choice order', async () => {
    addCall.mockResolvedValue(answer());
    await mountPage(sizeLinks + buyForm(''));
    const size = (label: string) => [...document.querySelectorAll<HTMLButtonElement>('.sizes button')].find((b) => b.textContent === label)!;
    await act(() => void fireEvent.click(size('M')));
    await act(() => void fireEvent.click(size('S')));
    await act(() => void fireEvent.click(buy()));
    await flush();
    expect(addCall).toHaveBeenCalledWith({
      contentId: '2',
      sid: 'blk1-1002',
      items: [
        { id: '1002', s: '10021' },
        { id: '1002', s: '10020' },
      ],
    });
  });

  it("sends the select's option text in select mode", async () => {
    addCall.mockResolvedValue(answer());
    await mountPage(buyForm('data-size-source="select"'));
    await act(() => choose(document.querySelector<HTMLSelectElement>('form.buy select')!, '10021'));
    await act(() => void fireEvent.click(buy()));
    await flush();
    expect(addCall).toHaveBeenCalledWith({ contentId: '2', sid: 'blk1-1002', items: [{ id: '1002', s: 'M' }] });
  });

  it("starts select mode from the option the server printed selected", async () => {
    addCall.mockResolvedValue(answer());
    await mountPage(buyForm('data-size-source="select"', select1002.replace('<option value="10020">', '<option value="10020" selected>')));
    expect(document.querySelector<HTMLSelectElement>('form.buy select')!.value).toBe('10020');
    await act(() => void fireEvent.click(buy()));
    await flush();
    expect(addCall).toHaveBeenCalledWith({ contentId: '2', sid: 'blk1-1002', items: [{ id: '1002', s: 'S' }] });
  });

  it('sends NOSIZE for a product without sizes', async () => {
    addCall.mockResolvedValue(answer());
    await mountPage(buyForm('data-no-sizes="1"', '<input type="hidden" name="size" value="NOSIZE">', '1062'));
    expect(document.querySelector('form.buy select')).toBeNull();
    await act(() => void fireEvent.click(buy()));
    await flush();
    expect(addCall).toHaveBeenCalledWith({ contentId: '2', sid: 'blk1-1062', items: [{ id: '1062', s: 'NOSIZE' }] });
  });

  it.each([
    ['ru', 'выберите размер'],
    ['ua', 'виберіть розмір'],
  ] as const)('on desktop, hovering or focusing without a size relabels the button in %s', async (lang, label) => {
    resetStore({ lang });
    await mountPage(buyForm('').replace('>Купить<', lang === 'ua' ? '>Купити<' : '>Купить<'));
    const text = lang === 'ua' ? 'Купити' : 'Купить';
    await act(() => void fireEvent.pointerEnter(buy()));
    expect(buy().textContent).toBe(label);
    await act(() => void fireEvent.pointerLeave(buy()));
    expect(buy().textContent).toBe(text);
    await act(() => void fireEvent.focusIn(buy()));
    expect(buy().textContent).toBe(label);
    await act(() => void fireEvent.focusOut(buy()));
    expect(buy().textContent).toBe(text);
  });

  it('keeps its label on hover when a size is chosen, or for a product without sizes', async () => {
    await mountPage(buyForm('') + buyForm('data-no-sizes="1"', '', '1062'));
    await act(() => {
      store.selectedSizes.value = new Map([['1002', ['10020']]]);
    });
    const [sized, sizeless] = document.querySelectorAll<HTMLButtonElement>('form.buy button');
    await act(() => void fireEvent.pointerEnter(sized!));
    await act(() => void fireEvent.pointerEnter(sizeless!));
    expect(sized!.textContent).toBe('Купить');
    expect(sizeless!.textContent).toBe('Купить');
  });

  it('keeps its label on a device that cannot hover', async () => {
    stubHover(false);
    await mountPage(buyForm(''));
    await act(() => void fireEvent.pointerEnter(buy()));
    await act(() => void fireEvent.focusIn(buy()));
    expect(buy().textContent).toBe('Купить');
  });

  it('is disabled and busy while the add is pending, and a double click sends once', async () => {
    const call = deferred<CartAddAnswer>();
    addCall.mockReturnValue(call.promise);
    await mountPage(buyForm('data-no-sizes="1"', '', '1062') + buyForm('data-no-sizes="1"', '', '1062'));
    const [first, second] = document.querySelectorAll<HTMLButtonElement>('form.buy button');
    await act(() => {
      first!.click();
      first!.click();
    });
    expect(first!.getAttribute('aria-disabled')).toBe('true');
    expect(first!.getAttribute('aria-busy')).toBe('true');
    expect(second!.getAttribute('aria-disabled')).toBe('true');
    await act(() => void fireEvent.click(second!));
    expect(addCall).toHaveBeenCalledTimes(1);
    await act(async () => {
      call.resolve(answer());
      await call.promise;
    });
    await flush();
    expect(first!.getAttribute('aria-disabled')).toBe('false');
    expect(first!.getAttribute('aria-busy')).toBe('false');
    expect(store.openPanel.value).toBe('cart');
  });

  it.each([
    ['ru', 'Не удалось добавить товар в корзину. Попробуйте ещё раз.'],
    ['ua', 'Не вдалося додати товар до кошика. Спробуйте ще раз.'],
  ] as const)('on failure is enabled again, says so in %s and changes nothing', async (lang, text) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    resetStore({ lang });
    store.cartCount.value = 1;
    const call = deferred<CartAddAnswer>();
    addCall.mockReturnValue(call.promise);
    await mountPage(buyForm('data-no-sizes="1"', '', '1062'));
    await act(() => void fireEvent.click(buy()));
    expect(buy().getAttribute('aria-disabled')).toBe('true');
    await act(async () => {
      call.reject(new ApiError('timeout', '/ajax/basket_array/'));
      await call.promise.catch(() => {});
    });
    await flush();
    expect(buy().getAttribute('aria-disabled')).toBe('false');
    expect(notices()).toEqual([text]);
    expect(store.cartCount.value).toBe(1);
    expect(store.openPanel.value).toBeNull();
  });

  it('opens the single-basket panel after an add that brought recommendations', async () => {
    addCall.mockResolvedValue(answer({ singleBasket: '<div class="single-basket">recs</div>' }));
    await mountPage(buyForm('data-no-sizes="1"', '', '1001'));
    await act(() => void fireEvent.click(buy()));
    await flush();
    expect(store.openPanel.value).toBe('single-basket');
    expect(store.singleBasketHtml.value).toBe('<div class="single-basket">recs</div>');
  });

  it('rejects an unknown data-size-source and keeps the form', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await mountPage(buyForm('data-size-source="links"'));
    expect(String(error.mock.calls[0]![0])).toContain('data-size-source: "links" is not valid');
    expect(document.querySelectorAll('form.buy select')).toHaveLength(1);
  });
});
