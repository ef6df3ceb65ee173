import { act } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../../shared/api/index.ts';
import { store } from '../../../shared/store/index.ts';
import * as lazyDialogs from '../../../shared/ui/lazyDialogs.ts';
import { flush, mountMarkers } from '../helpers/mount.ts';
import { afterModalDelay, lazyDialogsSettled, useRunningModalClock } from '../helpers/dialogs.ts';
import { resetStore } from '../helpers/resetStore.ts';
import { deferred } from '../helpers/deferred.ts';

// The 300 ms modal delay is jumped, not waited out.
beforeEach(useRunningModalClock);

vi.mock(import('../../../shared/api/index.ts'), async (original) => ({
  ...(await original()),
  toggleFavourite: vi.fn(),
  clearFavourites: vi.fn(),
}));
// The dialog's loader, spied on: its fetch can be made to fail or come late.
vi.mock(import('../../../shared/ui/lazyDialogs.ts'), async (original) => {
  const actual = await original();
  return { ...actual, loadConfirmDialog: vi.fn(actual.loadConfirmDialog) };
});
const toggleCall = vi.mocked(api.toggleFavourite);
const clearCall = vi.mocked(api.clearFavourites);

const tile = (id: string) => `<article class="tile" data-product-id="${id}">
  <a class="tile__image" href="/product/${id}/">фото ${id}</a>
  <span class="fav" data-widget="favourite" data-mount="eager" data-product-id="${id}" data-sid="blk-${id}" data-active="1"><a class="fav__fallback" href="/favourites/">♥ В избранном</a></span>
  <h2 class="tile__name"><a href="/product/${id}/">Товар ${id}</a></h2>
</article>`;

const section = (ids: string[], empty = '') => `
  <section class="favourites-page" data-widget="favourites-page">
    <h1>Избранное</h1>
    <form class="favourites-page__clear" method="post" action="/favourites/clear/"><input type="hidden" name="removeall" value="1"><button type="submit" class="button">Очистить избранное</button></form>
    <div class="favourites-page__template" data-favourites-template>Вы добавили <b>${ids.length}</b> товара</div>
    <div class="grid">${ids.map(tile).join('')}</div>
    ${empty}
  </section>`;

const layout = (ids: string[], empty = '') => `
  <a href="/favourites/"><span class="counter" data-widget="favourites-counter">${ids.length}</span></a>
  <aside><div class="fav-list" data-widget="favourites-panel"><ul>${ids.map((id) => `<li class="fav-item" data-product-id="${id}">Товар ${id}<span class="fav" data-widget="favourite" data-mount="eager" data-product-id="${id}" data-active="1"><a href="/favourites/">♥</a></span></li>`).join('')}</ul></div></aside>
  <main>${section(ids, empty)}</main>`;

/** The page and the panel render their server html again (ServerHtml); its favourites mount too. */
const mountPage = (html: string) => mountMarkers(html, { mountInserted: true });

const page = () => document.querySelector('[data-widget="favourites-page"]')!;
const tileIds = () => [...page().querySelectorAll('article.tile')].map((el) => el.getAttribute('data-product-id'));
const tileButton = (id: string) => page().querySelector<HTMLButtonElement>(`article[data-product-id="${id}"] .fav button`)!;
const isFavourite = (button: HTMLButtonElement) => button.classList.contains('is-active');
const panelButton = (id: string) => document.querySelector<HTMLButtonElement>(`[data-widget="favourites-panel"] [data-product-id="${id}"] .fav button`)!;
const clearButton = () => page().querySelector<HTMLButtonElement>('.favourites-page__clear button')!;
const template = () => page().querySelector('[data-favourites-template]')!;
const emptyText = () => page().querySelector('.favourites-page__empty')?.textContent ?? null;
const counter = () => document.querySelector('[data-widget="favourites-counter"]')!.textContent;
const panel = () => document.querySelector('[data-widget="favourites-panel"]')!;
const dialog = () => document.querySelector<HTMLElement>('[role="alertdialog"]');

function answer(ids: string[], html = '<ul class="fav-list__items"><li>new list</li></ul>'): api.FavouritesAnswer {
  return { idArray: ids, count: ids.length, html, isManager: false };
}

async function askToClear(): Promise<HTMLElement> {
  clearButton().focus();
  await act(() => clearButton().click());
  await lazyDialogsSettled();
  await flush();
  await afterModalDelay();
  return dialog()!;
}

describe('favourites-page', () => {
  beforeEach(() => {
    resetStore();
    toggleCall.mockReset();
    clearCall.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('renders the server page itself: heading, a clear button with the server text, the template text and every tile', async () => {
    await mountPage(layout(['1001', '1002', '1003']));
    expect(page().querySelector('h1')!.textContent).toBe('Избранное');
    expect(page().querySelector('form')).toBeNull();
    expect(clearButton().getAttribute('type')).toBe('button');
    expect(clearButton().textContent).toBe('Очистить избранное');
    expect(clearButton().className).toBe('button');
    // The server's sentence (its markup too) until the store knows the count.
    expect(template().firstElementChild!.innerHTML).toBe('Вы добавили <b>3</b> товара');
    expect(tileIds()).toEqual(['1001', '1002', '1003']);
    // The tiles' favourite markers were mounted inside the re-rendered grid.
    expect(tileButton('1002').textContent).toBe('♥ В избранном');
    expect(emptyText()).toBeNull();
    // Tiles stay the grid's items for the page's CSS grid: each wrapper is display: contents.
    expect(page().querySelector('.grid > .favourites-page__tile > article.tile')).not.toBeNull();
  });

  it('unchecking a tile removes it once the server confirmed; the others, the counter and the side list follow', async () => {
    const call = deferred<api.FavouritesAnswer>();
    toggleCall.mockReturnValue(call.promise);
    await mountPage(layout(['1001', '1002', '1003']));
    await act(() => tileButton('1002').click());
    // Optimistic flip on the button, but the tile waits for the server's word.
    expect(isFavourite(tileButton('1002'))).toBe(false);
    expect(tileIds()).toEqual(['1001', '1002', '1003']);
    await act(async () => {
      call.resolve(answer(['1001', '1003']));
      await call.promise;
    });
    await flush();
    expect(toggleCall).toHaveBeenCalledWith({ productId: '1002', sid: 'blk-1002', isCollage: false });
    expect(tileIds()).toEqual(['1001', '1003']);
    expect(counter()).toBe('2');
    expect(panel().textContent).toBe('new list');
    // Nothing on the page contradicts the new count.
    expect(template().textContent).toBe('Вы добавили 2 товара');
    expect(emptyText()).toBeNull();
  });

  it('a toggle from elsewhere (the side panel) that ends without the product removes its tile', async () => {
    toggleCall.mockResolvedValue(answer(['1002']));
    await mountPage(layout(['1001', '1002']));
    await act(() => panelButton('1001').click());
    await flush();
    expect(tileIds()).toEqual(['1002']);
  });

  it('a toggle that ends with the product still in id_array keeps the tile', async () => {
    toggleCall.mockResolvedValue(answer(['1001', '1002']));
    await mountPage(layout(['1001', '1002']));
    await act(() => tileButton('1001').click());
    await flush();
    expect(tileIds()).toEqual(['1001', '1002']);
  });

  it('page init with favorite_arr removes tiles that are no longer favourites', async () => {
    await mountPage(layout(['1001', '1002']));
    await act(() => {
      store.favouriteIds.value = new Set(['1002']);
      store.favouritesCount.value = 1;
    });
    expect(tileIds()).toEqual(['1002']);
  });

  it('a failed uncheck keeps the tile and rolls the button back', async () => {
    toggleCall.mockRejectedValue(new api.ApiError('http', '/ajax/to/favorite/', { status: 500 }));
    await mountPage(layout(['1001', '1002']));
    await act(() => tileButton('1001').click());
    await flush();
    expect(tileIds()).toEqual(['1001', '1002']);
    expect(isFavourite(tileButton('1001'))).toBe(true);
    expect(template().textContent).toBe('Вы добавили 2 товара');
  });

  it.each([
    ['ru', [1, 2, 5, 11, 21, 22], ['Вы добавили 1 товар', 'Вы добавили 2 товара', 'Вы добавили 5 товаров', 'Вы добавили 11 товаров', 'Вы добавили 21 товар', 'Вы добавили 22 товара']],
    ['ua', [1, 3, 12, 24], ['Ви додали 1 товар', 'Ви додали 3 товари', 'Ви додали 12 товарів', 'Ви додали 24 товари']],
  ] as const)('the template area says the count with the plural rule in %s', async (lang, counts, texts) => {
    resetStore({ lang });
    await mountPage(layout(['1001']));
    const said: string[] = [];
    for (const count of counts) {
      await act(() => {
        store.favouritesCount.value = count;
      });
      said.push(template().textContent ?? '');
    }
    expect(said).toEqual(texts);
  });

  it.each([
    ['ru', 'В избранном пока ничего нет'],
    ['ua', 'В обраному поки нічого немає'],
  ] as const)('the last tile gone, the empty state shows in %s and the template area is emptied', async (lang, text) => {
    resetStore({ lang });
    toggleCall.mockResolvedValue(answer([], ''));
    await mountPage(layout(['1001']));
    await act(() => tileButton('1001').click());
    await flush();
    expect(tileIds()).toEqual([]);
    expect(emptyText()).toBe(text);
    expect(template().textContent).toBe('');
    expect(template().childNodes).toHaveLength(0);
    expect(counter()).toBe('0');
  });

  it('keeps the empty text the server rendered for an empty page', async () => {
    await mountPage(layout([], '<p class="favourites-page__empty">Здесь пусто (сервер)</p>'));
    expect(tileIds()).toEqual([]);
    expect(emptyText()).toBe('Здесь пусто (сервер)');
    expect(page().querySelectorAll('.favourites-page__empty')).toHaveLength(1);
  });

  it('moves keyboard focus to the next tile when the focused tile leaves', async () => {
    toggleCall.mockResolvedValue(answer(['1001', '1003']));
    await mountPage(layout(['1001', '1002', '1003']));
    tileButton('1002').focus();
    await act(() => tileButton('1002').click());
    await flush();
    expect(tileIds()).toEqual(['1001', '1003']);
    expect(document.activeElement).toBe(page().querySelector('article[data-product-id="1003"] .tile__image'));
  });

  it('moves focus to the empty text when the last focused tile leaves', async () => {
    toggleCall.mockResolvedValue(answer([], ''));
    await mountPage(layout(['1001']));
    tileButton('1001').focus();
    await act(() => tileButton('1001').click());
    await flush();
    expect(document.activeElement).toBe(page().querySelector('.favourites-page__empty'));
  });

  it.each([
    ['ru', 'Очистить избранное?', 'Да', 'Нет'],
    ['ua', 'Очистити обране?', 'Так', 'Ні'],
  ] as const)('the clear button asks first, in %s, as an alert dialog', async (lang, question, yes, no) => {
    resetStore({ lang });
    await mountPage(layout(['1001']));
    const box = await askToClear();
    expect(box.getAttribute('aria-modal')).toBe('true');
    expect(box.querySelector('h2')!.textContent).toBe(question);
    expect(box.getAttribute('aria-labelledby')).toBe(box.querySelector('h2')!.id);
    expect(box.querySelector('.shop-confirm__yes')!.textContent).toBe(yes);
    expect(box.querySelector('.shop-confirm__no')!.textContent).toBe(no);
    expect(clearCall).not.toHaveBeenCalled();
  });

  it('yes: one removeall call, then the grid, side list, template area and counter are emptied', async () => {
    const call = deferred<api.ClearFavouritesAnswer>();
    clearCall.mockReturnValue(call.promise);
    await mountPage(layout(['1001', '1002']));
    const box = await askToClear();
    await act(() => box.querySelector<HTMLButtonElement>('.shop-confirm__yes')!.click());
    await flush();
    expect(clearCall).toHaveBeenCalledTimes(1);
    expect(dialog()).toBeNull();
    // Pending: nothing emptied yet, the button says it is busy and ignores clicks.
    expect(tileIds()).toEqual(['1001', '1002']);
    expect(clearButton().getAttribute('aria-disabled')).toBe('true');
    expect(clearButton().getAttribute('aria-busy')).toBe('true');
    await act(() => clearButton().click());
    await flush();
    // Long enough for a question to show, had one been asked.
    await afterModalDelay();
    expect(dialog()).toBeNull();
    await act(async () => {
      call.resolve({ html: '<p class="fav-list__empty">В избранном пусто (сервер)</p>' });
      await call.promise;
    });
    await flush();
    expect(tileIds()).toEqual([]);
    expect(template().textContent).toBe('');
    expect(emptyText()).toBe('В избранном пока ничего нет');
    expect(counter()).toBe('0');
    expect(store.favouritesCount.value).toBe(0);
    expect([...store.favouriteIds.value!]).toEqual([]);
    expect(panel().querySelector('.fav-item')).toBeNull();
    expect(panel().textContent).toBe('В избранном пусто (сервер)');
    expect(clearButton().getAttribute('aria-disabled')).toBeNull();
    // Focus came back to the clear button from the dialog.
    expect(document.activeElement).toBe(clearButton());
  });

  it('no: nothing is called and nothing changes', async () => {
    await mountPage(layout(['1001', '1002']));
    const box = await askToClear();
    await act(() => box.querySelector<HTMLButtonElement>('.shop-confirm__no')!.click());
    await flush();
    expect(dialog()).toBeNull();
    expect(clearCall).not.toHaveBeenCalled();
    expect(tileIds()).toEqual(['1001', '1002']);
    expect(template().textContent).toBe('Вы добавили 2 товара');
    expect(counter()).toBe('2');
    expect(panel().querySelectorAll('.fav-item')).toHaveLength(2);
  });

  it('Escape closes the question without clearing', async () => {
    await mountPage(layout(['1001']));
    const box = await askToClear();
    await act(() => {
      box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    await flush();
    expect(dialog()).toBeNull();
    expect(clearCall).not.toHaveBeenCalled();
    expect(tileIds()).toEqual(['1001']);
  });

  it.each([
    ['ru', 'Не удалось очистить избранное. Попробуйте ещё раз.'],
    ['ua', 'Не вдалося очистити обране. Спробуйте ще раз.'],
  ] as const)('a failed clear says so in %s and empties nothing', async (lang, text) => {
    resetStore({ lang });
    clearCall.mockRejectedValue(new api.ApiError('http', '/ajax/to/favorite/', { status: 500 }));
    await mountPage(layout(['1001', '1002']));
    const box = await askToClear();
    await act(() => box.querySelector<HTMLButtonElement>('.shop-confirm__yes')!.click());
    await flush();
    expect(store.notices.value.map((n) => [n.text, n.tone])).toEqual([[text, 'error']]);
    expect(tileIds()).toEqual(['1001', '1002']);
    expect(template().textContent).toBe('Вы добавили 2 товара');
    expect(counter()).toBe('2');
    expect(panel().querySelectorAll('.fav-item')).toHaveLength(2);
    expect(clearButton().getAttribute('aria-disabled')).toBeNull();
  });

  it('a page without a grid is reported and keeps its server HTML (the form still submits)', async () => {
    const error = vi.mocked(console.error);
    const html = '<section class="favourites-page" data-widget="favourites-page"><form class="favourites-page__clear" method="post" action="/favourites/clear/"><button type="submit">Очистить избранное</button></form></section>';
    await mountPage(html);
    await flush();
    expect(String(error.mock.calls.find((call) => String(call[0]).includes('favourites-page'))![0])).toContain('widget "favourites-page"');
    expect(page().innerHTML).toBe(html.replace(/^<section[^>]*>|<\/section>$/g, ''));
  });

  it('server text in the page stays text: nothing in it is turned into markup', async () => {
    const html = section(['1001']).replace('<h1>Избранное</h1>', '<h1>&lt;img src=x onerror=alert(1)&gt;</h1>');
    await mountPage(html);
    expect(page().querySelector('h1')!.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(page().querySelector('img')).toBeNull();
  });

  it('reaching for the clear button fetches the question’s code; when that fails the button stays as it was and the press asks again', async () => {
    const loadConfirmDialog = vi.mocked(lazyDialogs.loadConfirmDialog);
    loadConfirmDialog.mockClear();
    await mountPage(layout(['1001']));
    expect(loadConfirmDialog).not.toHaveBeenCalled();
    loadConfirmDialog.mockRejectedValueOnce(new Error('the common chunk did not load'));
    await act(() => {
      clearButton().dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    });
    expect(loadConfirmDialog).toHaveBeenCalledTimes(1);
    await lazyDialogsSettled();
    await flush();
    expect(dialog()).toBeNull();
    const box = await askToClear();
    expect(loadConfirmDialog).toHaveBeenCalledTimes(2);
    expect(box.textContent).toContain('Очистить избранное?');
    expect(clearCall).not.toHaveBeenCalled();
  });
});
