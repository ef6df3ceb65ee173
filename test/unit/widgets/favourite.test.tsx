import { act } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../../shared/api/index.ts';
import { store } from '../../../shared/store/index.ts';
import { flush, mountMarkers } from '../helpers/mount.ts';
import { resetStore } from '../helpers/resetStore.ts';

vi.mock(import('../../../shared/api/index.ts'), async (original) => ({ ...(await original()), toggleFavourite: vi.fn() }));
const toggleCall = vi.mocked(api.toggleFavourite);

const page = `
  <a href="/favourites/"><span data-widget="favourites-counter">4</span></a>
  <div data-widget="favourites-panel"><ul><li>server list</li></ul></div>
  <span class="fav" id="a" data-widget="favourite" data-product-id="101" data-sid="7"><a href="/favourites/">♡ В избранное</a></span>
  <span class="fav" id="b" data-widget="favourite" data-product-id="101" data-sid="7"><a href="/favourites/">♡ В избранное</a></span>
  <span class="fav" id="c" data-widget="favourite" data-product-id="102" data-active="1"><a href="/favourites/">♥ В избранном</a></span>`;

const button = (id: string) => document.querySelector<HTMLButtonElement>(`#${id} button`)!;
/** What the shopper sees on the button, and what a screen reader calls it (the heart is hidden). */
const seen = (id: string) => button(id).textContent;
const heard = (id: string) =>
  Array.from(button(id).childNodes)
    .filter((node) => !(node instanceof Element && node.getAttribute('aria-hidden') === 'true'))
    .map((node) => node.textContent)
    .join('')
    .trim();

describe('favourite widgets', () => {
  beforeEach(() => {
    resetStore();
    toggleCall.mockReset();
  });

  it('while a lost answer is settled, shows no heart and keeps the words it showed, busy; then what the server holds', async () => {
    await mountMarkers(page, { eager: true });
    act(() => {
      store.favouritesPending.value = new Map([['101', true]]);
    });
    expect(seen('a')).toBe('♥ В избранном');
    act(() => {
      store.favouritesPending.value = new Map([['101', null]]);
    });
    expect(seen('a')).toBe('… В избранном');
    expect(seen('b')).toBe('… В избранном');
    expect(heard('a')).toBe('В избранном');
    expect(button('a').getAttribute('aria-busy')).toBe('true');
    expect(seen('c')).toBe('♥ В избранном');
    act(() => {
      store.favouriteIds.value = new Set(['102']);
      store.favouritesPending.value = new Map();
    });
    expect(seen('a')).toBe('♡ В избранное');
    expect(button('a').getAttribute('aria-busy')).toBe('false');
  });

  it("renders the server state in the server's own words until the store knows", async () => {
    await mountMarkers(page, { eager: true });
    expect(seen('a')).toBe('♡ В избранное');
    expect(heard('a')).toBe('В избранное');
    expect(seen('c')).toBe('♥ В избранном');
    expect(heard('c')).toBe('В избранном');
    // Its words state the state, so it is no aria-pressed toggle (APG: a toggle's label never changes).
    expect(button('a').hasAttribute('aria-pressed')).toBe(false);
    expect(button('a').hasAttribute('aria-label')).toBe(false);
    expect(button('a').type).toBe('button');
    expect(button('c').classList.contains('is-active')).toBe(true);
    expect(document.querySelector('#c')!.classList.contains('is-active')).toBe(true);
    expect(document.querySelector('[data-widget="favourites-counter"]')!.textContent).toBe('4');
    expect(document.querySelector('[data-widget="favourites-panel"]')!.textContent).toBe('server list');
  });

  it('speaks Ukrainian on /ua/ pages; a fallback in Russian words there is named in the console', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    resetStore({ lang: 'ua', root: '/ua/' });
    await mountMarkers(page, { eager: true });
    expect(seen('a')).toBe('♡ В обране');
    expect(seen('c')).toBe('♥ В обраному');
    expect(consoleError.mock.calls.map(([message]) => String(message))).toEqual(
      expect.arrayContaining(['[shop-widgets] favourite: the fallback must say "♡ В обране"']),
    );
  });

  it('marks favourites from favorite_arr once page init answers', async () => {
    await mountMarkers(page, { eager: true });
    await act(() => {
      store.favouriteIds.value = new Set(['101']);
      store.favouritesCount.value = 1;
    });
    expect(seen('a')).toBe('♥ В избранном');
    expect(seen('b')).toBe('♥ В избранном');
    expect(seen('c')).toBe('♡ В избранное');
    expect(document.querySelector('#c')!.classList.contains('is-active')).toBe(false);
    expect(document.querySelector('[data-widget="favourites-counter"]')!.textContent).toBe('1');
  });

  it('a click updates every button of the product, the counter and the side list', async () => {
    toggleCall.mockResolvedValue({ idArray: ['102', '101'], count: 2, html: '<ul><li>new list</li></ul>', isManager: false } as api.FavouritesAnswer);
    await mountMarkers(page, { eager: true });
    await act(() => button('a').click());
    await flush();
    expect(toggleCall).toHaveBeenCalledWith({ productId: '101', sid: '7', isCollage: false });
    expect(seen('a')).toBe('♥ В избранном');
    expect(seen('b')).toBe('♥ В избранном');
    expect(document.querySelector('#b')!.classList.contains('is-active')).toBe(true);
    expect(document.querySelector('[data-widget="favourites-counter"]')!.textContent).toBe('2');
    expect(document.querySelector('[data-widget="favourites-panel"]')!.textContent).toBe('new list');
  });

  it('the side list shows its empty state at 0', async () => {
    toggleCall.mockResolvedValue({ idArray: [], count: 0, html: '', isManager: false } as api.FavouritesAnswer);
    await mountMarkers(page, { eager: true });
    await act(() => button('c').click());
    await flush();
    expect(document.querySelector('[data-widget="favourites-panel"]')!.textContent).toBe('В избранном пока ничего нет');
    expect(document.querySelector('[data-widget="favourites-counter"]')!.classList.contains('is-empty')).toBe(true);
  });

  it('rolls every button back when the call fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail!: (error: unknown) => void;
    toggleCall.mockReturnValue(new Promise((_resolve, reject) => (fail = reject)));
    await mountMarkers(page, { eager: true });
    await act(() => button('a').click());
    expect(seen('b')).toBe('♥ В избранном');
    expect(button('b').getAttribute('aria-busy')).toBe('true');
    await flush();
    expect(toggleCall).toHaveBeenCalledTimes(1);
    await act(async () => {
      fail(new api.ApiError('http', '/ajax/to/favorite/', { status: 500 }));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(seen('a')).toBe('♡ В избранное');
    expect(seen('b')).toBe('♡ В избранное');
    expect(document.querySelector('#b')!.classList.contains('is-active')).toBe(false);
    expect(document.querySelector('[data-widget="favourites-counter"]')!.textContent).toBe('4');
  });

  it('reports a favourite marker without a product id and leaves its HTML', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await mountMarkers('<main><span class="fav" data-widget="favourite"><a href="/favourites/">♡</a></span></main>', { eager: true });
    expect(String(error.mock.calls[0]![0])).toBe(
      '[shop-widgets] widget "favourite" at body > main > span.fav: data-product-id: is missing; expected the product id, e.g. data-product-id="1002"',
    );
    expect(document.querySelector('.fav')!.innerHTML).toBe('<a href="/favourites/">♡</a>');
  });
});
