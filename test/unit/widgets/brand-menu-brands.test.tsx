import { act } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import * as api from '../../../shared/api/index.ts';
import { forgetBrandAnswers } from '../../../shared/actions/brandMenu.ts';
import { brandMenu } from '../../../widgets/brand-menu/index.ts';
import { button, choice, columns, dropdown, entry, expireMenuCookie, hrefs, isOpen, MENU } from '../helpers/brandMenu.ts';
import { deferred } from '../helpers/deferred.ts';
import { flush, mountMarkers } from '../helpers/mount.ts';
import { resetStore } from '../helpers/resetStore.ts';
import { store } from '../../../shared/store/index.ts';

vi.mock(import('../../../shared/api/index.ts'), async (original) => ({ ...(await original()), loadBrandMenu: vi.fn() }));
const menuCall = vi.mocked(api.loadBrandMenu);

async function mount(html = MENU): Promise<void> {
  await mountMarkers(html, { widgets: [brandMenu], eager: true });
}

async function press(element: HTMLElement): Promise<void> {
  await act(() => element.click());
  await flush();
}

const asked = () => menuCall.mock.calls.map(([choice]) => choice);
const menuCookie = () => document.cookie.split('; ').find((pair) => pair.startsWith('menu='))?.slice('menu='.length) ?? null;

let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  resetStore();
  forgetBrandAnswers();
  expireMenuCookie();
  menuCall.mockReset();
  menuCall.mockImplementation(async ({ gender, letter }) => ({ brands: [entry(`${gender.toUpperCase()}${letter || 'all'}`)] }));
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => expireMenuCookie());

describe('brand-menu genders and letters', () => {
  it('a letter shows that letter’s brands, pressed; “Все” every brand again', async () => {
    await mount();
    await press(button());
    await press(choice('A'));
    expect(asked()).toEqual([
      { gender: 'w', letter: '' },
      { gender: 'w', letter: 'A' },
    ]);
    expect(choice('A').getAttribute('aria-pressed')).toBe('true');
    expect(choice('Все').getAttribute('aria-pressed')).toBe('false');
    expect(columns()).toEqual([['WA']]);
    await press(choice('0-9'));
    expect(asked()[2]).toEqual({ gender: 'w', letter: '0-9' });
    expect(columns()).toEqual([['W0-9']]);
    await press(choice('Все'));
    expect(columns()).toEqual([['Wall']]);
  });

  it('a gender is pressed, its brands shown, recorded in the menu cookie; then links ask for the men’s sort', async () => {
    await mount();
    await press(button());
    expect(hrefs()).toEqual(['/brand/wall/']);
    await press(choice('Мужчинам'));
    expect(menuCookie()).toBe('m');
    expect(choice('Мужчинам').getAttribute('aria-pressed')).toBe('true');
    expect(choice('Женщинам').getAttribute('aria-pressed')).toBe('false');
    expect(asked()[1]).toEqual({ gender: 'm', letter: '' });
    expect(hrefs()).toEqual(['/brand/mall/?sort=man']);
    await press(choice('Женщинам'));
    expect(menuCookie()).toBe('w');
    expect(hrefs()).toEqual(['/brand/wall/']);
  });

  it('keeps the chosen letter when the gender changes', async () => {
    await mount();
    await press(button());
    await press(choice('B'));
    await press(choice('Мужчинам'));
    expect(asked()[2]).toEqual({ gender: 'm', letter: 'B' });
    expect(choice('B').getAttribute('aria-pressed')).toBe('true');
  });

  it.each([
    ['m', 'w', 'm', ['/brand/mall/?sort=man']],
    ['w', 'm', 'w', ['/brand/wall/']],
    [null, 'm', 'm', ['/brand/mall/']],
    [null, 'w', 'w', ['/brand/wall/']],
    ['x', 'm', 'm', ['/brand/mall/']],
  ] as const)('with the menu cookie %j and data-gender %j it starts on gender %j with links %j', async (cookie, markerGender, gender, links) => {
    if (cookie) document.cookie = `menu=${cookie}; path=/`;
    await mount(MENU.replace('data-gender="w" aria-label', `data-gender="${markerGender}" aria-label`));
    await press(button());
    expect(asked()).toEqual([{ gender, letter: '' }]);
    expect(choice(gender === 'm' ? 'Мужчинам' : 'Женщинам').getAttribute('aria-pressed')).toBe('true');
    expect(hrefs()).toEqual(links);
  });

  it("without a menu cookie page init's menu_gender decides, also when it comes after the mount; a choice then wins", async () => {
    await mount(MENU.replace('data-gender="w" aria-label', 'data-gender="w" aria-label'));
    await act(() => {
      store.menuGender.value = 'm';
    });
    await press(button());
    expect(asked()).toEqual([{ gender: 'm', letter: '' }]);
    expect(choice('Мужчинам').getAttribute('aria-pressed')).toBe('true');
    // No cookie says m: the links are not sorted for men.
    expect(hrefs()).toEqual(['/brand/mall/']);
    await press(choice('Женщинам'));
    await act(() => {
      store.menuGender.value = 'm';
    });
    expect(choice('Женщинам').getAttribute('aria-pressed')).toBe('true');
  });

  it('a menu cookie outranks page init’s menu_gender', async () => {
    document.cookie = 'menu=w; path=/';
    await act(() => {
      store.menuGender.value = 'm';
    });
    await flush();
    await mount();
    await press(button());
    // (Menus of earlier tests, still subscribed to the store, may have asked for either gender: the shown brands tell.)
    expect(choice('Женщинам').getAttribute('aria-pressed')).toBe('true');
    expect(hrefs()).toEqual(['/brand/wall/']);
  });

  it('without data-gender it starts on w', async () => {
    await mount(MENU.replace('data-gender="w" ', ''));
    await press(button());
    expect(asked()).toEqual([{ gender: 'w', letter: '' }]);
  });

  it('appends sort=man to links that already carry a query or a hash, and replaces another sort', async () => {
    document.cookie = 'menu=m; path=/';
    menuCall.mockResolvedValue({
      brands: [
        { url: '/brand/adidas/?color=red', name: 'Adidas', bold: false },
        { url: '/brand/fila/#top', name: 'Fila', bold: false },
        { url: '/brand/puma/?sort=new&page=2#list', name: 'Puma', bold: true },
        { url: `${location.origin}/brand/vans/`, name: 'Vans', bold: false },
      ],
    });
    await mount();
    await press(button());
    expect(hrefs()).toEqual(['/brand/adidas/?color=red&sort=man', '/brand/fila/?sort=man#top', '/brand/puma/?sort=man&page=2#list', '/brand/vans/?sort=man']);
  });
});

describe('brand-menu answers', () => {
  it('asks once per gender and letter for the page: going back, closing and reopening, a second menu', async () => {
    await mount(MENU + MENU.replace('data-gender="w"', 'data-gender="w" id="second"'));
    await press(button());
    await press(choice('A'));
    await press(choice('Все'));
    expect(columns()).toEqual([['Wall']]);
    await press(button());
    await press(button());
    expect(columns()).toEqual([['Wall']]);
    await press(document.querySelector<HTMLButtonElement>('#second button.brand-menu__button')!);
    expect(asked()).toEqual([
      { gender: 'w', letter: '' },
      { gender: 'w', letter: 'A' },
    ]);
  });

  it('an answered choice shows at once, without the loader', async () => {
    await mount();
    await press(button());
    await press(choice('A'));
    await act(() => choice('Все').click());
    expect(dropdown().querySelector('[role="status"]')).toBeNull();
    expect(columns()).toEqual([['Wall']]);
  });

  it('an older answer that comes later never replaces the newer choice’s', async () => {
    const forA = deferred<api.BrandMenuAnswer>();
    const forB = deferred<api.BrandMenuAnswer>();
    await mount();
    await press(button());
    menuCall.mockReturnValueOnce(forA.promise).mockReturnValueOnce(forB.promise);
    await press(choice('A'));
    await press(choice('B'));
    await act(() => forB.resolve({ brands: [entry('Birkenstock')] }));
    await flush();
    expect(columns()).toEqual([['Birkenstock']]);
    await act(() => forA.resolve({ brands: [entry('Adidas')] }));
    await flush();
    expect(columns()).toEqual([['Birkenstock']]);
    expect(choice('B').getAttribute('aria-pressed')).toBe('true');
    // The late answer was still kept for its own letter.
    await press(choice('A'));
    expect(columns()).toEqual([['Adidas']]);
    expect(menuCall).toHaveBeenCalledTimes(3);
  });

  it('an older answer that comes first is not shown for the newer choice, which keeps loading', async () => {
    const forA = deferred<api.BrandMenuAnswer>();
    const forB = deferred<api.BrandMenuAnswer>();
    await mount();
    await press(button());
    menuCall.mockReturnValueOnce(forA.promise).mockReturnValueOnce(forB.promise);
    await press(choice('A'));
    await press(choice('B'));
    await act(() => forA.resolve({ brands: [entry('Adidas')] }));
    await flush();
    expect(columns()).toEqual([]);
    expect(dropdown().querySelector('[role="status"]')?.textContent).toBe('Идёт загрузка');
    await act(() => forB.resolve({ brands: [entry('Birkenstock')] }));
    await flush();
    expect(columns()).toEqual([['Birkenstock']]);
  });

  it('a failure says so with a retry and the brands page, keeps the menu usable, and the retry asks again', async () => {
    const cause = new api.ApiError('http', '/ajax/mmenu/', { status: 500 });
    menuCall.mockRejectedValueOnce(cause);
    await mount();
    await press(button());
    expect(dropdown().querySelector('[role="alert"]')!.textContent).toBe('Не удалось загрузить бренды. Проверьте соединение и попробуйте ещё раз.');
    const failed = dropdown().querySelector('.brand-menu__failed')!;
    expect(failed.querySelector('a')?.getAttribute('href')).toBe('/brands/');
    expect(failed.querySelector('a')?.textContent).toBe('Бренды');
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError.mock.calls[0]![1]).toBe(cause);
    expect(isOpen()).toBe(true);
    const retry = dropdown().querySelector<HTMLButtonElement>('button.brand-menu__retry')!;
    expect(retry.textContent).toBe('Повторить');
    retry.focus();
    await press(retry);
    expect(dropdown().querySelector('[role="alert"]')).toBeNull();
    expect(columns()).toEqual([['Wall']]);
    expect(menuCall).toHaveBeenCalledTimes(2);
    // Focus stayed in the menu, which stayed open.
    expect(dropdown().contains(document.activeElement)).toBe(true);
    expect(isOpen()).toBe(true);
  });

  it('after a failure the other letters still work, and choosing the failed one again asks again', async () => {
    menuCall.mockRejectedValueOnce(new SyntaxError('Unexpected token < in JSON'));
    await mount();
    await press(button());
    expect(dropdown().querySelector('[role="alert"]')).not.toBeNull();
    await press(choice('A'));
    expect(columns()).toEqual([['WA']]);
    await press(choice('Все'));
    expect(columns()).toEqual([['Wall']]);
    expect(asked()).toEqual([
      { gender: 'w', letter: '' },
      { gender: 'w', letter: 'A' },
      { gender: 'w', letter: '' },
    ]);
  });

  it('speaks Ukrainian on a Ukrainian page', async () => {
    resetStore({ lang: 'ua', root: '/ua/' });
    menuCall.mockRejectedValueOnce(new api.ApiError('timeout', '/ajax/mmenu/'));
    const answer = deferred<api.BrandMenuAnswer>();
    menuCall.mockReturnValueOnce(answer.promise);
    await mount();
    await press(button());
    expect(dropdown().querySelector('[role="alert"]')!.textContent).toBe('Не вдалося завантажити бренди. Перевірте з’єднання і спробуйте ще раз.');
    expect(dropdown().querySelector('button.brand-menu__retry')!.textContent).toBe('Повторити');
    await press(dropdown().querySelector<HTMLButtonElement>('button.brand-menu__retry')!);
    expect(dropdown().querySelector('[role="status"]')!.textContent).toBe('Йде завантаження');
    await act(() => answer.resolve({ brands: [] }));
    await flush();
    expect(dropdown().querySelector('.brand-menu__empty')!.textContent).toBe('Брендів на цю літеру немає.');
  });
});

describe('brand-menu hostile entries', () => {
  it('drops javascript:, data: and off-site addresses and shows markup-like names as text', async () => {
    menuCall.mockResolvedValue({
      brands: [
        { url: 'javascript:alert(1)', name: 'Script', bold: false },
        { url: ' JavaScript:alert(1)', name: 'Script2', bold: true },
        { url: 'data:text/html,<b>x</b>', name: 'Data', bold: false },
        { url: 'https://evil.example/brand/', name: 'Evil', bold: false },
        { url: '//evil.example/brand/', name: 'Evil2', bold: false },
        { url: '', name: 'Nowhere', bold: false },
        { url: '/brand/a/', name: '<img src=x onerror="alert(1)">', bold: true },
        { url: '/brand/b/', name: '   ', bold: false },
        { url: '/brand/c/', name: 'Levi’s & Co', bold: false },
      ],
    });
    await mount();
    await press(button());
    expect(hrefs()).toEqual(['/brand/a/', '/brand/c/']);
    expect(columns()).toEqual([['<img src=x onerror="alert(1)">', 'Levi’s & Co']]);
    expect(dropdown().querySelector('img')).toBeNull();
    expect(dropdown().querySelector('a.brand-menu__link--top strong')!.textContent).toBe('<img src=x onerror="alert(1)">');
  });

  it('gender and letter buttons take the server links’ words as text', async () => {
    await mount(MENU.replace('>A</a>', '>&lt;b&gt;A&lt;/b&gt;</a>'));
    await press(button());
    expect(choice('<b>A</b>')).toBeDefined();
    expect(dropdown().querySelector('b')).toBeNull();
  });
});
