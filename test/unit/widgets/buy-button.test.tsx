import { act, fireEvent } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../../shared/api/index.ts';
import { ApiError, type CartAddAnswer } from '../../../shared/api/index.ts';
import { registerPanel } from '../../../shared/store/panels.ts';
import type { Mounter } from '../../../shared/runtime/Mounter.ts';
import { store } from '../../../shared/store/index.ts';
import { SIZE_HINT_MS } from '../../../widgets/buy-button/BuyButton.tsx';
import { buyButton } from '../../../widgets/buy-button/index.ts';
import { sizePicker } from '../../../widgets/size-picker/index.ts';
import { flush, mountMarkers, type MountOptions } from '../helpers/mount.ts';
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

let mounter: Mounter | null = null;

/** Only the buy button and the size picker are known: other markers stay server HTML. */
async function mountPage(html: string, options: Pick<MountOptions, 'flush'> = {}): Promise<void> {
  mounter = await mountMarkers(html, { widgets: [buyButton, sizePicker], eager: true, ...options });
}

const select1002 =
  '<label class="buy__size"><span class="visually-hidden">Размер</span><select name="size" required><option value="">Выберите размер</option><option value="10020">S</option><option value="10021">M</option></select></label>';
const buyForm = (attrs: string, inner = select1002, productId = '1002') =>
  `<form class="buy" method="post" action="/basket/add/" data-widget="buy-button" data-product-id="${productId}" data-sid="blk1-${productId}" ${attrs}><input type="hidden" name="productid" value="${productId}"><input type="hidden" name="sid" value="blk1-${productId}">${inner}<button class="button button--buy" type="submit">Купить</button></form>`;
const sizeLinks =
  '<div class="sizes" role="group" aria-label="Размеры" data-widget="size-picker" data-product-id="1002"><a class="size" href="/product/1002/?size=10020" data-size-key="10020" data-so="IT 40">S</a><a class="size" href="/product/1002/?size=10021" data-size-key="10021" data-so="IT 42" data-reserved="1">M</a></div>';

const buy = () => document.querySelector<HTMLButtonElement>('form.buy button')!;
const status = () => document.querySelector('form.buy [role="status"]')!.textContent;
/** The words the button shows (and is named by): its one label not hidden. */
const label = (button: HTMLButtonElement = buy()) =>
  [...button.querySelectorAll('span')].filter((span) => span.children.length === 0 && span.getAttribute('aria-hidden') !== 'true').map((span) => span.textContent).join('') ||
  button.textContent;
const select = () => document.querySelector<HTMLSelectElement>('form.buy select')!;
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
  let panels: (() => void)[] = [];
  beforeEach(() => {
    resetStore({ contentId: '2', pageId: 'shop-product' });
    addCall.mockReset();
    stubHover(true);
    // The page's cart and recommendations panels, as their widgets register them.
    panels = [registerPanel('cart'), registerPanel('single-basket')];
  });
  afterEach(async () => {
    // A button left mounted would re-render when its size hint times out (1 s), possibly after
    // the page is gone: an unhandled error in whichever test runs then.
    await act(() => mounter?.unmountWithin(document));
    mounter = null;
    vi.useRealTimers();
    for (const unregister of panels) unregister();
  });

  it("keeps the server's form as it was and puts its own button in place of the submit button", async () => {
    await mountPage(sizeLinks + buyForm(''));
    const form = document.querySelector('form.buy')!;
    expect(form.querySelectorAll('button')).toHaveLength(1);
    expect(buy().type).toBe('button');
    expect(label()).toBe('Купить');
    expect(buy().className).toBe('button button--buy');
    // The server's select, its label and hidden fields stay where they were: the form keeps its box.
    expect(select().name).toBe('size');
    expect(select().closest('label')!.className).toBe('buy__size');
    expect(form.querySelectorAll('input[type="hidden"]')).toHaveLength(2);
    // The button sits where the submit button was: right after the select's label.
    const order = [...form.querySelectorAll('label.buy__size, button')].map((el) => el.tagName);
    expect(order).toEqual(['LABEL', 'BUTTON']);
  });

  it('sizes the button by its longest label, so the hover label never widens it', async () => {
    await mountPage(sizeLinks + buyForm(''));
    const cells = [...buy().querySelectorAll('span > span')] as HTMLElement[];
    expect(cells.map((cell) => [cell.textContent, cell.style.gridArea, cell.style.visibility, cell.getAttribute('aria-hidden')])).toEqual([
      ['Купить', '1 / 1', '', null],
      ['выберите размер', '1 / 1', 'hidden', 'true'],
    ]);
    expect((buy().firstElementChild as HTMLElement).style.display).toBe('inline-grid');
  });

  it('in select mode keeps the server select with its options', async () => {
    await mountPage(buyForm('data-size-source="select"'));
    expect([...select().options].map((option) => [option.value, option.textContent])).toEqual([
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
    await mountPage(sizeLinks + buyForm('') + buyForm('data-size-source="select"').replace('data-product-id="1002"', 'data-product-id="1003"'));
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
    await mountPage(sizeLinks + buyForm('data-size-prompt="hint"'), { flush: false });
    expect(status()).toBe('');
    await act(() => void fireEvent.click(buy()));
    expect(status()).toBe(text);
    const hint = buy().nextElementSibling as HTMLElement;
    expect(hint.getAttribute('role')).toBe('status');
    // It floats under the button: showing it takes no room in the form.
    expect(hint.style.position).toBe('absolute');
    await act(() => void vi.advanceTimersByTime(SIZE_HINT_MS - 1));
    expect(status()).toBe(text);
    await act(() => void vi.advanceTimersByTime(1));
    expect(status()).toBe('');
    expect(SIZE_HINT_MS).toBe(1000);
    expect(notices()).toEqual([]);
    expect(addCall).not.toHaveBeenCalled();
  });

  it('the hint and the message go as soon as a size is chosen', async () => {
    await mountPage(sizeLinks + buyForm('data-size-prompt="hint"') + buyForm('').replace('data-product-id="1002"', 'data-product-id="1003"'));
    const [hinting, messaging] = document.querySelectorAll<HTMLButtonElement>('form.buy button');
    await act(() => void fireEvent.click(hinting!));
    await act(() => void fireEvent.click(messaging!));
    expect(status()).toBe('Для покупки укажите размер!');
    expect(notices()).toEqual(['Для покупки укажите размер!']);
    await act(() => void fireEvent.click([...document.querySelectorAll<HTMLButtonElement>('.sizes button')][0]!));
    expect(status()).toBe('');
    expect(notices()).toEqual([]);
  });

  it('the server select is one more picker of the product: it follows the size links and sets the selection', async () => {
    addCall.mockResolvedValue(answer());
    await mountPage(sizeLinks + buyForm(''));
    const size = (text: string) => [...document.querySelectorAll<HTMLButtonElement>('.sizes button')].find((b) => b.textContent === text)!;
    await act(() => void fireEvent.click(size('M')));
    expect(select().value).toBe('10021');
    await act(() => choose(select(), '10020'));
    expect(store.selectedSizes.value.get('1002')).toEqual(['10020']);
    expect(size('S').getAttribute('aria-pressed')).toBe('true');
    expect(size('M').getAttribute('aria-pressed')).toBe('false');
    await act(() => void fireEvent.click(buy()));
    await flush();
    // A size chosen in a select is sent as the option's text.
    expect(addCall).toHaveBeenCalledWith({ contentId: '2', sid: 'blk1-1002', items: [{ id: '1002', s: 'S' }] });
  });

  it('the control used last decides: a size link after the select sends the key, the select after a link its text', async () => {
    addCall.mockResolvedValue(answer());
    await mountPage(sizeLinks + buyForm(''));
    const size = (text: string) => [...document.querySelectorAll<HTMLButtonElement>('.sizes button')].find((b) => b.textContent === text)!;
    await act(() => choose(select(), '10020'));
    await act(() => void fireEvent.click(size('S')));
    await act(() => void fireEvent.click(size('M')));
    await act(() => void fireEvent.click(buy()));
    await flush();
    expect(addCall).toHaveBeenLastCalledWith({ contentId: '2', sid: 'blk1-1002', items: [{ id: '1002', s: '10021' }] });
    await act(() => choose(select(), '10020'));
    await act(() => void fireEvent.click(buy()));
    await flush();
    expect(addCall).toHaveBeenLastCalledWith({ contentId: '2', sid: 'blk1-1002', items: [{ id: '1002', s: 'S' }] });
  });

  it("with no size picker on the page it buys with the server's own select", async () => {
    addCall.mockResolvedValue(answer());
    await mountPage(buyForm(''));
    await act(() => void fireEvent.click(buy()));
    expect(notices()).toEqual(['Для покупки укажите размер!']);
    await act(() => choose(select(), '10021'));
    await act(() => void fireEvent.click(buy()));
    await flush();
    expect(addCall).toHaveBeenCalledWith({ contentId: '2', sid: 'blk1-1002', items: [{ id: '1002', s: 'M' }] });
  });

  it("starts from the server select's selected option, which is a choice from the select", async () => {
    addCall.mockResolvedValue(answer());
    await mountPage(sizeLinks + buyForm('', select1002.replace('<option value="10021">', '<option value="10021" selected>')));
    expect(store.selectedSizes.value.get('1002')).toEqual(['10021']);
    expect(select().value).toBe('10021');
    await act(() => void fireEvent.click(buy()));
    await flush();
    expect(addCall).toHaveBeenCalledWith({ contentId: '2', sid: 'blk1-1002', items: [{ id: '1002', s: 'M' }] });
  });

  it('a form with no way to choose a size is reported once, naming the marker and what is missing, and keeps its HTML', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const formHtml = buyForm('', '');
    await mountPage(`<main>${formHtml}</main>`);
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]![0])).toBe(
      '[shop-widgets] widget "buy-button" at body > main > form.buy: no way to choose a size: no size-picker marker with data-product-id="1002" on the page and no size <select> in the form (a product without sizes takes data-no-sizes="1")',
    );
    expect(document.querySelector('main')!.innerHTML).toBe(formHtml.replace('data-sid="blk1-1002" >', 'data-sid="blk1-1002" data-mount="eager">'));
  });

  it('select mode without a select is reported on data-size-source', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await mountPage(sizeLinks + buyForm('data-size-source="select"', ''));
    expect(String(error.mock.calls[0]![0])).toContain('data-size-source: "select" needs a <select> of sizes inside the form');
    expect(document.querySelector('form.buy button')!.getAttribute('type')).toBe('submit');
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
    await mountPage(sizeLinks + buyForm('data-size-source="select"'));
    await act(() => choose(select(), '10021'));
    // Select mode keeps its own value: the product's selection (the size links) is not touched.
    expect(store.selectedSizes.value.get('1002')).toBeUndefined();
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
  ] as const)('on desktop, hovering or focusing without a size relabels the button in %s', async (lang, hoverLabel) => {
    resetStore({ lang });
    await mountPage(sizeLinks + buyForm('').replace('>Купить<', lang === 'ua' ? '>Купити<' : '>Купить<'));
    const text = lang === 'ua' ? 'Купити' : 'Купить';
    await act(() => void fireEvent.pointerEnter(buy()));
    expect(label()).toBe(hoverLabel);
    await act(() => void fireEvent.pointerLeave(buy()));
    expect(label()).toBe(text);
    await act(() => void fireEvent.focusIn(buy()));
    expect(label()).toBe(hoverLabel);
    await act(() => void fireEvent.focusOut(buy()));
    expect(label()).toBe(text);
  });

  it('keeps its label on hover when a size is chosen, or for a product without sizes', async () => {
    await mountPage(sizeLinks + buyForm('') + buyForm('data-no-sizes="1"', '', '1062'));
    await act(() => {
      store.selectedSizes.value = new Map([['1002', ['10020']]]);
    });
    const [sized, sizeless] = document.querySelectorAll<HTMLButtonElement>('form.buy button');
    await act(() => void fireEvent.pointerEnter(sized!));
    await act(() => void fireEvent.pointerEnter(sizeless!));
    expect(label(sized)).toBe('Купить');
    expect(sizeless!.textContent).toBe('Купить');
  });

  it('keeps its label on a device that cannot hover', async () => {
    stubHover(false);
    await mountPage(sizeLinks + buyForm(''));
    await act(() => void fireEvent.pointerEnter(buy()));
    await act(() => void fireEvent.focusIn(buy()));
    expect(label()).toBe('Купить');
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
    // The add's code arrives (the cart chunk's part; unbuilt, an import() that settles later).
    await act(() => vi.dynamicImportSettled());
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
      call.reject(new ApiError('http', '/ajax/basket_array/', { status: 502 }));
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
    expect(document.querySelector('form.buy button')!.getAttribute('type')).toBe('submit');
  });
});
