import { act, fireEvent } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { on } from '../../../shared/events/index.ts';
import { store } from '../../../shared/store/index.ts';
import { sizePicker } from '../../../widgets/size-picker/index.ts';
import { flush, mountMarkers } from '../helpers/mount.ts';
import { resetStore } from '../helpers/resetStore.ts';

vi.mock(import('../../../shared/api/index.ts'), async (original) => ({
  ...(await original()),
  loadProductData: vi.fn(async () => ({ success: false })),
  trackEvent: vi.fn(async () => {}),
}));

/** Only the size picker is known: other markers stay server HTML. */
const mountPage = (html: string) => mountMarkers(html, { widgets: [sizePicker], eager: true });

/** Product 1002 of the fixture store: M and L reserved. 1004: XL does not count toward the two. */
const picker = (id: string, productId: string, links: string) =>
  `<div class="sizes" id="${id}" role="group" aria-label="Размеры" data-widget="size-picker" data-product-id="${productId}">${links}</div>`;
const sizes1002 = [
  '<a class="size" href="/product/1002/?size=10020" data-size-key="10020" data-so="IT 40,FR 38">S</a>',
  '<a class="size" href="/product/1002/?size=10021" data-size-key="10021" data-so="IT 42" data-reserved="1">M</a>',
  '<a class="size" href="/product/1002/?size=10022" data-size-key="10022" data-so="IT 44" data-reserved="1">L</a>',
  '<a class="size" href="/product/1002/?size=10023" data-size-key="10023" data-so="IT 46">XL</a>',
].join('');
const sizes1004 = [
  '<a class="size" href="/product/1004/?size=10040" data-size-key="10040" data-so="IT 40">S</a>',
  '<a class="size" href="/product/1004/?size=10041" data-size-key="10041" data-so="IT 42">M</a>',
  '<a class="size" href="/product/1004/?size=10042" data-size-key="10042" data-so="IT 46" data-no-limit="1">XL</a>',
  '<a class="size" href="/product/1004/?size=10043" data-size-key="10043" data-so="IT 48">XXL</a>',
].join('');

const button = (pickerId: string, label: string) =>
  [...document.querySelectorAll<HTMLButtonElement>(`#${pickerId} button`)].find((b) => b.textContent === label)!;
const pressed = (pickerId: string) =>
  [...document.querySelectorAll<HTMLButtonElement>(`#${pickerId} button[aria-pressed="true"]`)].map((b) => b.textContent);
const alerts = (pickerId: string) => [...document.querySelectorAll(`#${pickerId} [role="alert"]`)].map((a) => a.textContent);
/** The manufacturer line; '' when the picker shows none (an empty line would still take room). */
const manufacturer = (pickerId: string) => document.querySelector(`#${pickerId} .sizes__so`)?.textContent ?? '';
const click = (pickerId: string, label: string) => act(() => void fireEvent.click(button(pickerId, label)));

function stubViewport({ mobile }: { mobile: boolean }): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(max-width: 767px)' ? mobile : query === '(hover: hover)' ? !mobile : false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}

describe('size-picker', () => {
  beforeEach(() => {
    resetStore();
    stubViewport({ mobile: false });
  });

  it('turns the server links into toggle buttons, reading only their attributes and text', async () => {
    const hostile = '<a class="size" data-size-key="1" data-so="&lt;img src=x onerror=alert(1)&gt;">&lt;b&gt;XS&lt;/b&gt;</a>';
    await mountPage(picker('a', '1002', hostile + sizes1002));
    const host = document.querySelector('#a')!;
    expect(host.querySelectorAll('a')).toHaveLength(0);
    expect([...host.querySelectorAll('button')].map((b) => [b.type, b.textContent, b.getAttribute('aria-pressed')])).toEqual([
      ['button', '<b>XS</b>', 'false'],
      ['button', 'S', 'false'],
      ['button', 'M', 'false'],
      ['button', 'L', 'false'],
      ['button', 'XL', 'false'],
    ]);
    expect(host.querySelectorAll('b, img')).toHaveLength(0);
    // The link's classes and data stay on the button: the site's `.size[data-reserved='1']` still styles it.
    expect(button('a', 'M').className).toBe('size');
    expect(button('a', 'M').getAttribute('data-reserved')).toBe('1');
    expect(button('a', 'M').getAttribute('data-size-key')).toBe('10021');
    expect(button('a', 'M').getAttribute('data-so')).toBe('IT 42');
    expect(button('a', 'M').hasAttribute('href')).toBe(false);
    // Nothing but the buttons until there is something to say.
    expect(host.children).toHaveLength(5);
    expect(host.getAttribute('role')).toBe('group');
    expect(host.getAttribute('aria-label')).toBe('Размеры');
    await click('a', '<b>XS</b>');
    expect(manufacturer('a')).toBe('Размер производителя: <img src=x onerror=alert(1)>');
    expect(host.querySelectorAll('img')).toHaveLength(0);
  });

  it("keeps a link's other classes, data attributes and title; never its href or handlers", async () => {
    await mountPage(picker('a', '1002', '<a class="size size--wide is-active" href="/x" title="в резерве" data-size-key="7" data-track="s7" onclick="alert(1)" target="_blank">S</a>'));
    const size = button('a', 'S');
    expect(size.className).toBe('size size--wide is-active');
    expect(size.title).toBe('в резерве');
    expect(size.getAttribute('data-track')).toBe('s7');
    expect(['href', 'onclick', 'target'].map((name) => size.hasAttribute(name))).toEqual([false, false, false]);
  });

  it('a marker without a single data-size-key link is reported like a bad attribute and keeps its HTML', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await mountPage('<main><div class="sizes" data-widget="size-picker" data-product-id="1002"><a class="size" href="/p/?size=1">S</a></div></main>');
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]![0])).toBe(
      '[shop-widgets] widget "size-picker" at body > main > div.sizes: data-size-key: no size link inside the marker has one; expected <a data-size-key="…"> per size',
    );
    // Not a stack: no Error object is logged with it.
    expect(error.mock.calls[0]!.some((part) => part instanceof Error)).toBe(false);
    expect(document.querySelector('.sizes')!.innerHTML).toBe('<a class="size" href="/p/?size=1">S</a>');
  });

  it.each([
    ['ru', 'Размеры'],
    ['ua', 'Розміри'],
  ] as const)('names the group in %s when the server gave it no name', async (lang, name) => {
    resetStore({ lang });
    await mountPage(`<div id="a" data-widget="size-picker" data-product-id="1002">${sizes1002}</div>`);
    expect(document.querySelector('#a')!.getAttribute('role')).toBe('group');
    expect(document.querySelector('#a')!.getAttribute('aria-label')).toBe(name);
  });

  it('starts from the links the server printed is-active and puts them in the store', async () => {
    await mountPage(picker('a', '1002', sizes1002.replace('class="size" href="/product/1002/?size=10021"', 'class="size is-active" href="/product/1002/?size=10021"')));
    expect(pressed('a')).toEqual(['M']);
    expect(button('a', 'M').className).toBe('size is-active');
    expect(store.selectedSizes.value.get('1002')).toEqual(['10021']);
  });

  it("the server's own manufacturer line for its chosen size becomes the widget's, the same words, once", async () => {
    const links = sizes1002.replace('class="size" href="/product/1002/?size=10021"', 'class="size is-active" href="/product/1002/?size=10021"');
    await mountPage(picker('a', '1002', `${links}<p class="sizes__so">Размер производителя: IT 42</p>`));
    expect([...document.querySelectorAll('#a .sizes__so')].map((line) => line.textContent)).toEqual(['Размер производителя: IT 42']);
  });

  it('toggles a size, shares the selection with every picker of the product and announces it', async () => {
    await mountPage(picker('a', '1002', sizes1002) + picker('b', '1002', sizes1002) + picker('c', '1004', sizes1004));
    const events: unknown[] = [];
    const stop = on('shop:sizes-changed', (detail) => events.push(detail));
    await click('a', 'L');
    await click('b', 'S');
    expect(pressed('a')).toEqual(['S', 'L']);
    expect(pressed('b')).toEqual(['S', 'L']);
    expect(pressed('c')).toEqual([]);
    expect(store.selectedSizes.value.get('1002')).toEqual(['10022', '10020']);
    await click('a', 'L');
    expect(pressed('b')).toEqual(['S']);
    stop();
    expect(events).toEqual([
      { productId: '1002', sizes: ['10022'] },
      { productId: '1002', sizes: ['10022', '10020'] },
      { productId: '1002', sizes: ['10020'] },
    ]);
  });

  it.each([
    ['ru', 'Можно выбрать только два размера'],
    ['ua', 'Можна вибрати лише два розміри'],
  ] as const)('refuses a third size with a message near the picker in %s, kept until the next change', async (lang, text) => {
    resetStore({ lang });
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    await mountPage(picker('a', '1002', sizes1002) + picker('b', '1002', sizes1002));
    await click('a', 'S');
    await click('a', 'XL');
    await click('a', 'M');
    expect(pressed('a')).toEqual(['S', 'XL']);
    expect(alerts('a')).toEqual([text]);
    expect(alerts('b')).toEqual([]);
    expect(alert).not.toHaveBeenCalled();
    await click('a', 'L');
    expect(alerts('a')).toEqual([text]);
    // The next change, here made on the other picker, clears it.
    await click('b', 'XL');
    expect(pressed('a')).toEqual(['S']);
    expect(alerts('a')).toEqual([]);
  });

  it('does not count a no-limit size toward the two, before or after the others', async () => {
    await mountPage(picker('a', '1004', sizes1004));
    await click('a', 'S');
    await click('a', 'M');
    await click('a', 'XL');
    expect(pressed('a')).toEqual(['S', 'M', 'XL']);
    expect(alerts('a')).toEqual([]);
    await click('a', 'XXL');
    expect(pressed('a')).toEqual(['S', 'M', 'XL']);
    expect(alerts('a')).toEqual(['Можно выбрать только два размера']);

    resetStore();
    await mountPage(picker('a', '1004', sizes1004));
    await click('a', 'XL');
    await click('a', 'S');
    await click('a', 'M');
    expect(pressed('a')).toEqual(['S', 'M', 'XL']);
    expect(alerts('a')).toEqual([]);
  });

  it.each([
    ['ru', 'Размер производителя: IT 44; IT 40; FR 38'],
    ['ua', 'Розмір виробника: IT 44; IT 40; FR 38'],
  ] as const)("shows the manufacturer's sizes of every active size in %s", async (lang, text) => {
    resetStore({ lang });
    await mountPage(picker('a', '1002', sizes1002));
    expect(manufacturer('a')).toBe('');
    await click('a', 'L');
    await click('a', 'S');
    expect(manufacturer('a')).toBe(text);
    await click('a', 'L');
    expect(manufacturer('a')).toBe(text.replace('IT 44; ', ''));
  });

  it.each([
    ['ru', 'Выбранный размер зарезервирован.'],
    ['ua', 'Вибраний розмір зарезервовано.'],
  ] as const)('on a mobile viewport shows the reserved alert in %s while a reserved size is active', async (lang, text) => {
    resetStore({ lang });
    stubViewport({ mobile: true });
    await mountPage(picker('a', '1002', sizes1002));
    await click('a', 'S');
    expect(alerts('a')).toEqual([]);
    await click('a', 'M');
    expect(alerts('a')).toEqual([text]);
    await click('a', 'M');
    expect(alerts('a')).toEqual([]);
  });

  it('shows no reserved alert on a desktop viewport, nor without matchMedia', async () => {
    await mountPage(picker('a', '1002', sizes1002));
    await click('a', 'M');
    expect(alerts('a')).toEqual([]);
    vi.stubGlobal('matchMedia', undefined);
    await click('a', 'L');
    expect(pressed('a')).toEqual(['M', 'L']);
    expect(alerts('a')).toEqual([]);
  });

  it('reports a marker without size links and keeps its server HTML', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await mountPage('<div class="sizes" data-widget="size-picker" data-product-id="1002"><span>нет размеров</span></div>');
    await flush();
    expect(String(error.mock.calls[0]?.[0])).toContain('widget "size-picker"');
    expect(document.querySelector('.sizes')!.innerHTML).toBe('<span>нет размеров</span>');
  });

  it('reports a marker without a product id', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await mountPage(`<div class="sizes" data-widget="size-picker">${sizes1002}</div>`);
    expect(String(error.mock.calls[0]![0])).toContain('data-product-id: is missing');
    expect(document.querySelectorAll('.sizes a')).toHaveLength(4);
  });
});
