// A page the widgets cannot serve as written says so once in the console, naming what is missing
// (issue 33 point 4): a shop-context field a marker on the page needs, a favourite whose fallback
// words are not the widget's. The panel the server has none of: test/unit/actions/panelHtml.test.ts.
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { loadRecallHtml } from '../../../shared/actions/recall.ts';
import { forgetReported } from '../../../shared/log/reportOnce.ts';
import { pageWiring } from '../../../shared/page/pageWiring.ts';
import type { PageContext } from '../../../shared/context/types.ts';
import { mountMarkers } from '../helpers/mount.ts';
import { resetStore } from '../helpers/resetStore.ts';

vi.mock(import('../../../shared/api/index.ts'), async (original) => ({
  ...(await original()),
  openRecall: vi.fn(async () => '<form></form>'),
  pageInit: vi.fn(() => new Promise<never>(() => {})),
}));

let consoleError: MockInstance<typeof console.error>;
/** The console errors the widgets wrote, as text (the element or error after the message left out). */
const errors = () => consoleError.mock.calls.map(([message]) => String(message));

beforeEach(() => {
  forgetReported();
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});

const favourite = (id: string, words: string, active = false) =>
  `<span class="fav" data-widget="favourite" data-product-id="${id}"${active ? ' data-active' : ''}><a class="fav__fallback" href="/favourites/">${words}</a></span>`;

describe('a favourite whose fallback words are not the widget’s', () => {
  const mount = (html: string, context: Partial<PageContext> = {}) => {
    resetStore(context);
    return mountMarkers(html, { eager: true });
  };

  it('is said once for the page, with the first such marker and the words expected', async () => {
    await mount(favourite('1', 'В избранное') + favourite('2', '♡ Добавить') + favourite('3', '♥ Избранное', true));
    expect(errors()).toEqual([`[shop-widgets] favourite: the fallback must say "♡ В избранное"`, expect.stringContaining('"♥ В избранном"')]);
    expect(consoleError.mock.calls[0]![1]).toBe(document.querySelector('[data-product-id="1"]'));
  });

  it('is not said of the widget’s own words, in either state and language, however the server spaces them', async () => {
    await mount(favourite('1', '♡ В избранное') + favourite('2', '\n  ♥   В избранном\n', true));
    await mount(favourite('1', '♡ В обране') + favourite('2', '♥ В обраному', true), { lang: 'ua' });
    expect(errors()).toEqual([]);
  });

  it('in Ukrainian names the Ukrainian words', async () => {
    await mount(favourite('1', '♡ В избранное'), { lang: 'ua' });
    expect(errors()).toEqual([expect.stringContaining('"♡ В обране"')]);
  });
});

describe('a shop-context field a marker on the page needs', () => {
  const look = `<section class="look" data-widget="look" data-look-id="1"><ul class="look__items"><li class="look__item" data-product-id="1001"><a href="/product/1001/">Платье</a></li></ul></section>`;
  const lookMessage = '[shop-widgets] page context: "pageId" is missing or malformed: toggles lack is_collage=1 ("shop-look")';

  it('pageId, on a page with a look: said once, with the look', async () => {
    resetStore({ pageId: '' });
    await mountMarkers(look + look, { eager: true });
    expect(errors()).toEqual([lookMessage]);
    expect(consoleError.mock.calls[0]![1]).toBe(document.querySelector('[data-widget="look"]'));
  });

  it('pageId, on the look page that says so: nothing', async () => {
    resetStore({ pageId: 'shop-look' });
    await mountMarkers(look, { eager: true });
    expect(errors()).toEqual([]);
  });

  const gift = `<form data-widget="gift-form" action="/subscribe/" method="post"><input type="email" name="emailgift"><button type="submit">Подписаться</button></form>`;
  const readyMessage = '[shop-widgets] page context: "ready" is missing or malformed: the gift form is never sent';

  it('ready, on a page with the gift form: said with the form', async () => {
    resetStore({ ready: '' });
    await mountMarkers(gift, { eager: true });
    expect(errors()).toEqual([readyMessage]);
    expect(consoleError.mock.calls[0]![1]).toBe(document.querySelector('form'));
  });

  it.each(['ready', 'loading'])('ready = %j (the server’s own word): nothing', async (ready) => {
    resetStore({ ready });
    await mountMarkers(gift, { eager: true });
    expect(errors()).toEqual([]);
  });

  it('pageId, when the callback form is asked for on a page that names a product', async () => {
    const message = '[shop-widgets] page context: "pageId" is missing or malformed: the callback form lacks the product ("shop-product")';
    resetStore({ pageId: '', productId: '1002' });
    await loadRecallHtml(new AbortController().signal);
    await loadRecallHtml(new AbortController().signal);
    expect(errors()).toEqual([message]);
    forgetReported();
    consoleError.mockClear();
    resetStore({ pageId: '', productId: null });
    await loadRecallHtml(new AbortController().signal);
    resetStore({ pageId: 'shop-catalog', productId: '1002' });
    await loadRecallHtml(new AbortController().signal);
    expect(errors()).toEqual([]);
  });

  const cartMessage = '[shop-widgets] page context: "pageId" is missing or malformed: [data-cart-page] is not reloaded ("shop-basket")';

  it.each([
    ['', '<div data-cart-page></div>', [cartMessage]],
    ['shop-basket', '<div data-cart-page="1"></div>', []],
    ['', '<div data-cart-page="0"></div>', []],
    ['', '<div class="cart"></div>', []],
  ])('pageId %j with %s: %j', (pageId, html, expected) => {
    resetStore({ pageId });
    document.body.innerHTML = html;
    pageWiring.start([], () => {});
    expect(errors()).toEqual(expected);
  });
});
