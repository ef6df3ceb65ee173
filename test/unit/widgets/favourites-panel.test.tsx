import { act } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../../shared/api/index.ts';
import { clearAllFavourites } from '../../../shared/actions/clearFavourites.ts';
import { store } from '../../../shared/store/index.ts';
import { flush, mountMarkers } from '../helpers/mount.ts';
import { resetStore } from '../helpers/resetStore.ts';

vi.mock(import('../../../shared/api/index.ts'), async (original) => ({
  ...(await original()),
  toggleFavourite: vi.fn(),
  clearFavourites: vi.fn(),
}));
const toggleCall = vi.mocked(api.toggleFavourite);
const clearCall = vi.mocked(api.clearFavourites);

const serverList = `<ul class="fav-list__items"><li class="fav-item" data-product-id="1001">Платье<span class="fav" data-widget="favourite" data-mount="eager" data-product-id="1001" data-active="1"><a href="/favourites/">♥ В избранном</a></span></li></ul>`;

/** The panel shows its list as server html (ServerHtml); the favourites in it mount too. */
const mountPanel = (html = serverList) => mountMarkers(`<aside><div class="fav-list" data-widget="favourites-panel">${html}</div></aside>`, { mountInserted: true });

const panel = () => document.querySelector('[data-widget="favourites-panel"]')!;

describe('favourites-panel', () => {
  beforeEach(() => {
    resetStore();
    toggleCall.mockReset();
    clearCall.mockReset();
  });

  it('shows the server list with its markers mounted until an answer comes', async () => {
    await mountPanel();
    expect(panel().querySelector('.fav-item')!.textContent).toBe('Платье♥ В избранном');
    expect(panel().querySelector('.fav-item .fav')!.classList.contains('is-active')).toBe(true);
  });

  it('replaces the list with the html of every toggle answer', async () => {
    toggleCall.mockResolvedValue({
      idArray: ['1001', '1002'],
      count: 2,
      html: '<ul class="fav-list__items"><li class="fav-item" data-product-id="1001">Платье</li><li class="fav-item" data-product-id="1002">Кеды</li></ul>',
      isManager: false,
    });
    await mountPanel();
    await act(() => {
      store.favouritesCount.value = 1;
    });
    await act(() => panel().querySelector<HTMLButtonElement>('.fav button')!.click());
    await flush();
    expect([...panel().querySelectorAll('.fav-item')].map((li) => li.textContent)).toEqual(['Платье', 'Кеды']);
  });

  it('at count 0 shows the server html that came with that count (its own empty state)', async () => {
    await mountPanel();
    await act(() => {
      store.favouritesCount.value = 0;
      store.favouritesHtml.value = '<p class="fav-list__empty">Пусто (сервер)</p>';
    });
    expect(panel().textContent).toBe('Пусто (сервер)');
    expect(panel().querySelector('.fav-item')).toBeNull();
  });

  it.each([
    ['ru', 'В избранном пока ничего нет'],
    ['ua', 'В обраному поки нічого немає'],
  ] as const)('at count 0 with no html, or html that shows nothing, shows the empty text in %s', async (lang, text) => {
    // The server list's favourite says its words in Russian: on a Ukrainian page that is named.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    resetStore({ lang });
    await mountPanel();
    // Page init said 0: the page's list is older than that and is not shown.
    await act(() => {
      store.favouritesCount.value = 0;
    });
    expect(panel().textContent).toBe(text);
    await act(() => {
      store.favouritesHtml.value = '<ul class="fav-list__items"> </ul>';
    });
    expect(panel().textContent).toBe(text);
    await act(() => {
      store.favouritesHtml.value = '';
    });
    expect(panel().querySelector('.fav-list__empty')!.textContent).toBe(text);
  });

  it('after clear-all shows the empty state the server answered', async () => {
    clearCall.mockResolvedValue({ html: '<p class="fav-list__empty">В избранном пока ничего нет</p>' });
    await mountPanel();
    await act(async () => {
      await clearAllFavourites();
    });
    await flush();
    expect(panel().querySelector('.fav-item')).toBeNull();
    expect(panel().textContent).toBe('В избранном пока ничего нет');
  });

  it('after clear-all with an empty answer shows its own empty text', async () => {
    clearCall.mockResolvedValue({ html: '' });
    await mountPanel();
    await act(async () => {
      await clearAllFavourites();
    });
    await flush();
    expect(panel().textContent).toBe('В избранном пока ничего нет');
  });
});
