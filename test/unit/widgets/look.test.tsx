import { act, fireEvent } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../../shared/api/index.ts';
import { store } from '../../../shared/store/index.ts';
import { flush, mountMarkers } from '../helpers/mount.ts';
import { resetStore } from '../helpers/resetStore.ts';
import { deferred } from '../helpers/deferred.ts';

vi.mock(import('../../../shared/api/index.ts'), async (original) => ({ ...(await original()), toggleFavourite: vi.fn() }));
const toggleCall = vi.mocked(api.toggleFavourite);

const item = (id: string, name: string, favourite = false) =>
  `<li class="look__item" data-product-id="${id}" data-sid="blk-${id}"${favourite ? ' data-favourite="1"' : ''}><a class="look__item-link" href="/product/${id}/"><img src="/img/p${id}.svg" width="196" height="253" alt=""><span class="look__item-brand">Бренд ${id}</span> <span class="look__item-name">${name}</span></a><a class="look__open" href="/product/${id}/">Открыть товар</a></li>`;

const lookHtml = (control = '1001') => `
  <section class="look" data-widget="look" data-look-id="1">
    <h1>Образ: Вечер в городе</h1>
    <ul class="look__items">${item('1001', 'Платье Aurora', true)}${item('1056', 'Туфли Sierra')}${item('1062', 'Сумка Breeze')}</ul>
    <div class="look__favourite"><span class="fav" data-widget="favourite" data-product-id="${control}" data-sid="blk-${control}" data-look-control="1" data-active="1"><a class="fav__fallback" href="/favourites/">♥ В избранном</a></span></div>
  </section>
  <span class="counter" data-widget="favourites-counter">1</span>`;

/** The look renders its server parts again (ServerHtml); their markers (the favourite) mount too. */
const mountLook = (html = lookHtml()) => mountMarkers(html, { mountInserted: true });

const look = () => document.querySelector('[data-widget="look"]')!;
const items = () => [...look().querySelectorAll<HTMLLIElement>('li.look__item')];
const itemOf = (id: string) => look().querySelector<HTMLLIElement>(`li.look__item[data-product-id="${id}"]`)!;
const radio = (id: string) => itemOf(id).querySelector<HTMLInputElement>('input[type="radio"]')!;
const toggle = () => look().querySelector<HTMLButtonElement>('.look__favourite button')!;
const flags = () => items().map((li) => li.getAttribute('data-favourite'));
/** The look's favourite button as the shopper sees and hears it. */
const shown = () => toggle().textContent;
const named = () => toggle().getAttribute('aria-label');
const selectedIds = () => items().filter((li) => li.classList.contains('is-selected')).map((li) => li.getAttribute('data-product-id'));
const key = (id: string, name: string) =>
  act(() => {
    fireEvent.keyDown(radio(id), { key: name });
  });

function answer(ids: string[]): api.FavouritesAnswer {
  return { idArray: ids, count: ids.length, html: '<ul><li>list</li></ul>', isManager: false };
}

describe('look', () => {
  beforeEach(() => {
    resetStore({ pageId: 'shop-look' });
    toggleCall.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('renders the items as one radio group with their flags, separate product links and one toggle for the first item', async () => {
    await mountLook();
    expect(look().querySelector('h1')!.textContent).toBe('Образ: Вечер в городе');
    expect(look().querySelector('fieldset legend')!.textContent).toBe('Выберите товар образа');
    expect(items().map((li) => li.getAttribute('data-product-id'))).toEqual(['1001', '1056', '1062']);
    const names = new Set(items().map((li) => li.querySelector('input')!.name));
    expect(names.size).toBe(1);
    expect(radio('1001').checked).toBe(true);
    expect(selectedIds()).toEqual(['1001']);
    // The server's own state attribute: the site's CSS draws the one heart from it.
    expect(flags()).toEqual(['1', null, null]);
    expect(itemOf('1001').querySelector('label')!.textContent).toBe('Бренд 1001 Платье Aurora (в избранном)');
    expect(itemOf('1001').querySelector('label')!.textContent).not.toContain('♥');
    expect(itemOf('1001').querySelector('img')!.getAttribute('src')).toBe('/img/p1001.svg');
    // The product link is outside the radio's label, with its own name.
    const link = itemOf('1056').querySelector<HTMLAnchorElement>('a.look__open')!;
    expect(link.closest('label')).toBeNull();
    expect(link.getAttribute('href')).toBe('/product/1056/');
    expect(link.textContent).toBe('Открыть товар');
    expect(link.getAttribute('aria-label')).toBe('Открыть товар: Туфли Sierra');
    // The server's own favourite control is superseded by the widget's single toggle.
    expect(look().querySelector('[data-widget="favourite"]')).toBeNull();
    expect(look().querySelectorAll('.look__favourite button')).toHaveLength(1);
    // It shows what the server's favourite marker showed, and names the item it acts on.
    expect(shown()).toBe('♥ В избранном');
    expect(named()).toBe('В избранном: Платье Aurora');
    expect(toggle().closest('.fav')!.classList.contains('is-active')).toBe(true);
  });

  it('starts on the item the server control pointed at', async () => {
    await mountLook(lookHtml('1062'));
    expect(selectedIds()).toEqual(['1062']);
    expect(named()).toBe('В избранное: Сумка Breeze');
  });

  it('selects by click: the toggle then names and acts on that item', async () => {
    await mountLook();
    await act(() => radio('1056').click());
    expect(selectedIds()).toEqual(['1056']);
    expect(radio('1056').checked).toBe(true);
    expect(radio('1001').checked).toBe(false);
    expect(shown()).toBe('♡ В избранное');
    expect(named()).toBe('В избранное: Туфли Sierra');
  });

  it('a click on a card selects it and focuses its radio without scrolling the page to it', async () => {
    await mountLook();
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    await act(() => itemOf('1062').querySelector('label')!.click());
    expect(selectedIds()).toEqual(['1062']);
    expect(document.activeElement).toBe(radio('1062'));
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
  });

  it('moves the selection with the arrow keys (wrapping), Home and End, and keeps focus on the selected radio', async () => {
    await mountLook();
    radio('1001').focus();
    await key('1001', 'ArrowRight');
    expect(selectedIds()).toEqual(['1056']);
    expect(document.activeElement).toBe(radio('1056'));
    await key('1056', 'ArrowDown');
    expect(selectedIds()).toEqual(['1062']);
    await key('1062', 'ArrowRight');
    expect(selectedIds()).toEqual(['1001']);
    await key('1001', 'ArrowLeft');
    expect(selectedIds()).toEqual(['1062']);
    expect(document.activeElement).toBe(radio('1062'));
    await key('1062', 'ArrowUp');
    expect(selectedIds()).toEqual(['1056']);
    await key('1056', 'Home');
    expect(selectedIds()).toEqual(['1001']);
    await key('1001', 'End');
    expect(selectedIds()).toEqual(['1062']);
  });

  it('Enter and Space select the focused item', async () => {
    await mountLook();
    radio('1056').focus();
    await key('1056', 'Enter');
    expect(selectedIds()).toEqual(['1056']);
    radio('1062').focus();
    await key('1062', ' ');
    expect(selectedIds()).toEqual(['1062']);
    await key('1062', 'a');
    expect(selectedIds()).toEqual(['1062']);
  });

  it('toggles the selected item with is_collage and resyncs every item from id_array', async () => {
    await mountLook();
    await act(() => radio('1056').click());
    const call = deferred<api.FavouritesAnswer>();
    toggleCall.mockReturnValue(call.promise);
    await act(() => toggle().click());
    // Optimistic: the selected item's flag and the button flip at once.
    expect(flags()).toEqual(['1', '1', null]);
    expect(toggle().getAttribute('aria-busy')).toBe('true');
    await flush();
    expect(toggleCall).toHaveBeenCalledWith({ productId: '1056', sid: 'blk-1056', isCollage: true });
    // The server says 1056 and 1062 are favourites and 1001 is not (changed elsewhere): every item follows.
    await act(async () => {
      call.resolve(answer(['1056', '1062']));
      await call.promise;
    });
    await flush();
    expect(flags()).toEqual([null, '1', '1']);
    expect(itemOf('1062').classList.contains('is-favourite')).toBe(true);
    expect(itemOf('1001').textContent).not.toContain('(в избранном)');
    expect(shown()).toBe('♥ В избранном');
    expect(named()).toBe('В избранном: Туфли Sierra');
    expect(document.querySelector('[data-widget="favourites-counter"]')!.textContent).toBe('2');
  });

  it('resyncs the flags from page init and from toggles of other buttons', async () => {
    await mountLook();
    await act(() => {
      store.favouriteIds.value = new Set(['1062']);
      store.favouritesCount.value = 1;
    });
    expect(flags()).toEqual([null, null, '1']);
    expect(shown()).toBe('♡ В избранное');
  });

  it.each([
    ['ru', 'Не удалось обновить избранное. Попробуйте ещё раз.'],
    ['ua', 'Не вдалося оновити обране. Спробуйте ще раз.'],
  ] as const)('rolls the flag and the button back when the call fails (%s)', async (lang, text) => {
    resetStore({ pageId: 'shop-look', lang });
    toggleCall.mockRejectedValue(new api.ApiError('http', '/ajax/to/favorite/', { status: 500 }));
    await mountLook();
    await act(() => radio('1056').click());
    await act(() => toggle().click());
    await flush();
    expect(flags()).toEqual(['1', null, null]);
    expect(shown()).toBe(lang === 'ru' ? '♡ В избранное' : '♡ В обране');
    expect(store.notices.value.map((n) => n.text)).toEqual([text]);
  });

  it('speaks Ukrainian on /ua/ pages', async () => {
    resetStore({ pageId: 'shop-look', lang: 'ua' });
    await mountLook();
    expect(look().querySelector('legend')!.textContent).toBe('Виберіть товар образу');
    expect(itemOf('1001').querySelector('label')!.textContent).toContain('(в обраному)');
    // The server's link words are kept; our own stand in where the server printed none.
    expect(itemOf('1056').querySelector('a')!.textContent).toBe('Открыть товар');
    expect(shown()).toBe('♥ В обраному');
    expect(named()).toBe('В обраному: Платье Aurora');
    await act(() => radio('1056').click());
    expect(shown()).toBe('♡ В обране');
    expect(named()).toBe('В обране: Туфли Sierra');
  });

  it("without a server 'open' link it names its own, in the page's language", async () => {
    resetStore({ pageId: 'shop-look', lang: 'ua' });
    await mountLook(lookHtml().replace(/<a class="look__open"[^>]*>[^<]*<\/a>/g, ''));
    expect(itemOf('1056').querySelector('a')!.textContent).toBe('Відкрити товар');
    expect(itemOf('1056').querySelector('a')!.getAttribute('aria-label')).toBe('Відкрити товар: Туфли Sierra');
    expect(itemOf('1056').querySelector('a')!.getAttribute('href')).toBe('/product/1056/');
  });

  it('never turns server attributes or text into markup, and keeps links only on this site', async () => {
    const html = lookHtml()
      .replaceAll('href="/product/1056/"', 'href="javascript:alert(1)"')
      .replaceAll('href="/product/1062/"', 'href="https://evil.example/product/1062/"')
      .replace('Сумка Breeze', '&lt;img src=x onerror=alert(1)&gt;')
      .replace('alt=""', 'alt="&quot;&gt;&lt;img src=y&gt;"');
    await mountLook(html);
    expect(itemOf('1056').querySelector('a')).toBeNull();
    expect(itemOf('1062').querySelector('a')).toBeNull();
    expect(itemOf('1001').querySelector('a')!.getAttribute('href')).toBe('/product/1001/');
    expect(itemOf('1062').querySelector('.look__item-name')!.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(itemOf('1001').querySelector('img')!.getAttribute('alt')).toBe('"><img src=y>');
    expect(look().querySelectorAll('img')).toHaveLength(3);
  });

  it('a look without items is reported like a bad attribute (no stack) and keeps its server HTML', async () => {
    const error = vi.mocked(console.error);
    await mountLook('<section class="look" data-widget="look"><ul class="look__items"><li class="look__item">?</li></ul></section>');
    await flush();
    expect(String(error.mock.calls[0]![0])).toBe(
      '[shop-widgets] widget "look" at body > section.look: data-product-id: no item to show: expected <ul class="look__items"> with <li class="look__item" data-product-id="…"> inside the marker',
    );
    expect(error.mock.calls[0]!.some((part) => part instanceof Error)).toBe(false);
    expect(look().innerHTML).toBe('<ul class="look__items"><li class="look__item">?</li></ul>');
  });

  it('rejects a malformed data-look-id with a console error naming it', async () => {
    const error = vi.mocked(console.error);
    await mountLook(lookHtml().replace('data-look-id="1"', 'data-look-id="a b"'));
    expect(String(error.mock.calls[0]![0])).toContain('data-look-id: "a b" is not valid');
    expect(look().querySelector('fieldset')).toBeNull();
  });
});
