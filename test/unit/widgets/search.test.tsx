import { act, fireEvent } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import * as api from '../../../shared/api/index.ts';
import { SEARCH_LOG_WAIT_MS } from '../../../shared/actions/search.ts';
import { navigation } from '../../../shared/browser/navigation.ts';
import { search } from '../../../widgets/search/index.ts';
import { SUGGEST_DEBOUNCE_MS } from '../../../widgets/search/suggestionLoader.ts';
import { mountMarkers } from '../helpers/mount.ts';
import { resetStore } from '../helpers/resetStore.ts';

vi.mock(import('../../../shared/api/index.ts'), async (original) => ({ ...(await original()), loadAutocomplete: vi.fn(), logAutocomplete: vi.fn() }));
const autocompleteCall = vi.mocked(api.loadAutocomplete);
const logCall = vi.mocked(api.logAutocomplete);

const FORM =
  '<form class="search-form header__search" role="search" method="get" action="/search/" data-widget="search">' +
  '<label class="visually-hidden" for="search-q">Поиск</label>' +
  '<input id="search-q" class="search-form__input" type="search" name="q" value="" placeholder="Поиск" autocomplete="off">' +
  '<button class="button search-form__submit" type="submit">Найти</button></form>';

const LEVIS =
  '<ul class="autocomplete">' +
  '<li class="autocomplete__item autocomplete__item--brand"><a href="/brand/levis/" data-anchor="Levi&#39;s">Levi&#39;s</a></li>' +
  '<li class="autocomplete__item autocomplete__item--category"><a href="/catalog/dzhinsy/" data-anchor="Джинсы">Джинсы</a></li>' +
  '<li class="autocomplete__item autocomplete__item--product"><a href="/product/1017/">Levi&#39;s   Джинсы\n Luna</a></li>' +
  '</ul>';
const LEVI = '<ul class="autocomplete"><li class="autocomplete__item"><a href="/brand/levis/?from=levi" data-anchor="Levi">Levi only</a></li></ul>';
const NOTHING = '<p class="autocomplete__empty">Ничего не найдено</p>';

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const form = () => document.querySelector<HTMLFormElement>('form')!;
const input = () => document.querySelector<HTMLInputElement>('#search-q')!;
const popup = () => document.querySelector<HTMLElement>('.search-form__suggestions')!;
const listbox = () => document.querySelector<HTMLElement>('[role="listbox"]')!;
const options = () => [...document.querySelectorAll<HTMLElement>('[role="option"]')];
const labels = () => options().map((option) => option.textContent);
const activeOption = () => input().getAttribute('aria-activedescendant');
const statusText = () => popup().querySelector('[role="status"]')?.textContent ?? null;

async function wait(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** Focus reaches the field: that first use fetches the suggestions' part, which mounts. */
async function focusField(): Promise<void> {
  await act(() => input().focus());
  await act(async () => {
    await vi.dynamicImportSettled();
  });
}

/** Typing as the browser reports it: the value, then an input event. */
async function type(value: string): Promise<void> {
  await act(() => {
    input().value = value;
    fireEvent.input(input());
  });
}

async function key(name: string, init: KeyboardEventInit = {}): Promise<boolean> {
  let notPrevented = true;
  await act(() => {
    notPrevented = fireEvent.keyDown(input(), { key: name, ...init });
  });
  return notPrevented;
}

/** Mounts the header form (fake timers on), focuses the field and gets the answer for `query`. */
async function mountWithList(query = 'lev', answer = LEVIS): Promise<void> {
  autocompleteCall.mockResolvedValue(answer);
  await mountMarkers(FORM, { widgets: [search], flush: false });
  await focusField();
  await type(query);
  await wait(SUGGEST_DEBOUNCE_MS);
}

describe('search: suggestions', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetStore();
    autocompleteCall.mockReset();
    logCall.mockReset();
    vi.spyOn(navigation, 'goTo').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('keeps the server’s form and field, makes the field a combobox and adds a hidden popup after it', async () => {
    document.body.innerHTML = '';
    await mountMarkers(FORM, { widgets: [search], flush: false });
    const field = input();
    expect(form().contains(field)).toBe(true);
    expect(field.getAttribute('role')).toBe('combobox');
    expect(field.getAttribute('aria-autocomplete')).toBe('list');
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(field.getAttribute('aria-controls')).toBe(listbox().id);
    expect(field.hasAttribute('aria-activedescendant')).toBe(false);
    expect(field.nextElementSibling).toBe(popup());
    expect(popup().hidden).toBe(true);
    expect(popup().style.display).toBe('none');
    expect(popup().style.position).toBe('absolute');
    expect(popup().style.top).toBe('100%');
    expect([popup().style.left, popup().style.right].map((edge) => parseFloat(edge))).toEqual([0, 0]);
    expect(form().style.position).toBe('relative');
    expect(listbox().getAttribute('aria-label')).toBe('Подсказки');
    expect(form().querySelector('button[type="submit"]')!.textContent).toBe('Найти');
    expect(autocompleteCall).not.toHaveBeenCalled();
  });

  it('asks 500 ms after the last keystroke, only from 2 characters after trimming, with the page’s address', async () => {
    autocompleteCall.mockResolvedValue(LEVIS);
    await mountMarkers(FORM, { widgets: [search], flush: false });
    await focusField();
    await type('l');
    await wait(2000);
    await type(' l   ');
    await wait(2000);
    expect(autocompleteCall).not.toHaveBeenCalled();
    await type('le');
    await wait(300);
    await type('lev');
    await wait(SUGGEST_DEBOUNCE_MS - 1);
    expect(autocompleteCall).not.toHaveBeenCalled();
    await wait(1);
    expect(autocompleteCall).toHaveBeenCalledTimes(1);
    expect(autocompleteCall.mock.calls[0]![0]).toEqual({ name: 'lev', fromUrl: location.href });
    expect(labels()).toEqual(["Levi's", 'Джинсы', "Levi's Джинсы Luna"]);
    expect(popup().hidden).toBe(false);
    expect(popup().style.display).toBe('');
    expect(input().getAttribute('aria-expanded')).toBe('true');
    await type('  le  ');
    await wait(SUGGEST_DEBOUNCE_MS);
    expect(autocompleteCall.mock.calls[1]![0]).toEqual({ name: 'le', fromUrl: location.href });
  });

  it('shows the options with ids, the item’s class and no active one', async () => {
    await mountWithList();
    const [brand, category, product] = options();
    expect(brand!.id).toBe(`${listbox().id}-option-0`);
    expect(product!.id).toBe(`${listbox().id}-option-2`);
    expect(brand!.className).toBe('search-form__option autocomplete__item autocomplete__item--brand');
    expect(category!.getAttribute('aria-selected')).toBe('false');
    expect(activeOption()).toBeNull();
    expect(options().some((option) => option.querySelector('a'))).toBe(false);
  });

  it('drops an older answer that arrives after a newer one, and aborts the older call', async () => {
    const older = deferred<string>();
    const newer = deferred<string>();
    autocompleteCall.mockReturnValueOnce(older.promise).mockReturnValueOnce(newer.promise);
    await mountMarkers(FORM, { widgets: [search], flush: false });
    await focusField();
    await type('le');
    await wait(SUGGEST_DEBOUNCE_MS);
    await type('levi');
    await wait(SUGGEST_DEBOUNCE_MS);
    expect(autocompleteCall).toHaveBeenCalledTimes(2);
    expect(autocompleteCall.mock.calls[0]![1]!.signal!.aborted).toBe(true);
    expect(autocompleteCall.mock.calls[1]![1]!.signal!.aborted).toBe(false);
    newer.resolve(LEVI);
    await wait(0);
    expect(labels()).toEqual(['Levi only']);
    older.resolve(LEVIS);
    await wait(0);
    expect(labels()).toEqual(['Levi only']);
    expect(console.error).not.toHaveBeenCalled();
  });

  it('drops an answer whose query the field no longer holds, even when the call ignored its abort', async () => {
    const slow = deferred<string>();
    autocompleteCall.mockReturnValueOnce(slow.promise);
    await mountMarkers(FORM, { widgets: [search], flush: false });
    await focusField();
    await type('le');
    await wait(SUGGEST_DEBOUNCE_MS);
    await type('l');
    slow.resolve(LEVIS);
    await wait(0);
    expect(options()).toEqual([]);
    expect(popup().hidden).toBe(true);
  });

  it('asks once per query for the page: typing back to a query shows its answer at once', async () => {
    autocompleteCall.mockResolvedValueOnce(LEVIS).mockResolvedValueOnce(LEVI);
    await mountMarkers(FORM, { widgets: [search], flush: false });
    await focusField();
    await type('lev');
    await wait(SUGGEST_DEBOUNCE_MS);
    await type('levi');
    await wait(SUGGEST_DEBOUNCE_MS);
    expect(labels()).toEqual(['Levi only']);
    await type('lev ');
    expect(labels()).toEqual(["Levi's", 'Джинсы', "Levi's Джинсы Luna"]);
    await wait(5000);
    await type('levi');
    await wait(5000);
    expect(labels()).toEqual(['Levi only']);
    expect(autocompleteCall).toHaveBeenCalledTimes(2);
  });

  it('shows the server’s own "nothing found" words as a status, with no listbox expanded', async () => {
    await mountWithList('qqq', NOTHING);
    expect(statusText()).toBe('Ничего не найдено');
    expect(popup().hidden).toBe(false);
    expect(listbox().hidden).toBe(true);
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });

  it.each([
    ['ru', 'Подсказки сейчас недоступны'],
    ['ua', 'Підказки зараз недоступні'],
  ] as const)('a failed call (%s) says so in the popup; the field and the form keep working', async (lang, text) => {
    resetStore({ lang });
    autocompleteCall.mockRejectedValueOnce(new api.ApiError('http', '/ajax/search-autocomplete/', { status: 500 }));
    await mountMarkers(FORM, { widgets: [search], flush: false });
    await focusField();
    await type('lev');
    await wait(SUGGEST_DEBOUNCE_MS);
    expect(statusText()).toBe(text);
    expect(popup().hidden).toBe(false);
    expect(console.error).toHaveBeenCalledTimes(1);
    expect(input().value).toBe('lev');
    expect(fireEvent.submit(form())).toBe(true);
    // Not cached: the next keystrokes ask again, and a good answer replaces the message.
    autocompleteCall.mockResolvedValueOnce(LEVI);
    await type('levi');
    await wait(SUGGEST_DEBOUNCE_MS);
    expect(statusText()).toBeNull();
    expect(labels()).toEqual(['Levi only']);
  });

  it('an empty answer shows nothing', async () => {
    await mountWithList('lev', '');
    expect(popup().hidden).toBe(true);
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });

  it('asks at mount for what was typed before it, in the focused field, keeping field, value and caret', async () => {
    autocompleteCall.mockResolvedValue(LEVIS);
    document.body.innerHTML = '';
    const holder = document.createElement('div');
    holder.innerHTML = FORM;
    document.body.append(holder);
    const field = holder.querySelector('input')!;
    field.value = 'levi';
    field.focus();
    field.setSelectionRange(2, 2);
    const marker = holder.querySelector<HTMLElement>('[data-widget]')!;
    const { Mounter } = await import('../../../shared/runtime/Mounter.ts');
    const { Registry } = await import('../../../shared/runtime/index.ts');
    const registry = new Registry();
    registry.register(search);
    await act(() => new Mounter(registry).scan(document));
    // The field has focus at mount: its suggestions' part is fetched at once.
    await act(async () => {
      await vi.dynamicImportSettled();
    });
    expect(input()).toBe(field);
    expect(document.activeElement).toBe(field);
    expect([field.value, field.selectionStart]).toEqual(['levi', 2]);
    expect(marker.contains(field)).toBe(true);
    await wait(SUGGEST_DEBOUNCE_MS - 1);
    expect(autocompleteCall).not.toHaveBeenCalled();
    await wait(1);
    expect(autocompleteCall.mock.calls[0]![0].name).toBe('levi');
    expect(labels()).toHaveLength(3);
  });

  it('an answer that comes after the shopper left the field waits for their return', async () => {
    autocompleteCall.mockResolvedValue(LEVIS);
    await mountMarkers(FORM, { widgets: [search], flush: false });
    await focusField();
    await type('lev');
    await act(() => input().blur());
    await wait(SUGGEST_DEBOUNCE_MS);
    expect(popup().hidden).toBe(true);
    await focusField();
    expect(popup().hidden).toBe(false);
    expect(labels()).toHaveLength(3);
  });
});

describe('search: the combobox keys', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetStore();
    autocompleteCall.mockReset();
    logCall.mockReset();
    vi.spyOn(navigation, 'goTo').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const id = (index: number) => `${listbox().id}-option-${index}`;
  const selected = () => options().map((option) => option.getAttribute('aria-selected') === 'true');

  it('Down and Up move the active option and wrap around; aria-activedescendant, aria-selected and is-active follow', async () => {
    await mountWithList();
    expect(await key('ArrowDown')).toBe(false);
    expect(activeOption()).toBe(id(0));
    expect(selected()).toEqual([true, false, false]);
    expect(options()[0]!.classList.contains('is-active')).toBe(true);
    await key('ArrowDown');
    await key('ArrowDown');
    expect(activeOption()).toBe(id(2));
    await key('ArrowDown');
    expect(activeOption()).toBe(id(0));
    expect(await key('ArrowUp')).toBe(false);
    expect(activeOption()).toBe(id(2));
    expect(options()[2]!.classList.contains('is-active')).toBe(true);
    expect(options()[0]!.classList.contains('is-active')).toBe(false);
    await key('ArrowUp');
    expect(activeOption()).toBe(id(1));
  });

  it('Up from no active option goes to the last', async () => {
    await mountWithList();
    await key('ArrowUp');
    expect(activeOption()).toBe(id(2));
  });

  it.each(['ArrowLeft', 'ArrowRight', 'Home', 'End'])('%s clears the active option and keeps its own caret move', async (name) => {
    await mountWithList();
    await key('ArrowDown');
    expect(await key(name)).toBe(true);
    expect(activeOption()).toBeNull();
    expect(selected()).toEqual([false, false, false]);
    expect(popup().hidden).toBe(false);
  });

  it('typing clears the active option', async () => {
    await mountWithList();
    await key('ArrowDown');
    await type('levi');
    expect(activeOption()).toBeNull();
  });

  it('Esc closes the list and never clears what was typed; Down opens it again at the first option', async () => {
    await mountWithList();
    await key('ArrowDown');
    expect(await key('Escape')).toBe(false);
    expect(popup().hidden).toBe(true);
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(activeOption()).toBeNull();
    expect(input().value).toBe('lev');
    // A search field's own Esc would empty it: a closed list keeps it too.
    expect(await key('Escape')).toBe(false);
    expect(input().value).toBe('lev');
    await key('ArrowDown');
    expect(popup().hidden).toBe(false);
    expect(activeOption()).toBe(id(0));
  });

  it('Alt+Down opens without an active option, Alt+Up closes', async () => {
    await mountWithList();
    await key('Escape');
    expect(await key('ArrowDown', { altKey: true })).toBe(false);
    expect(popup().hidden).toBe(false);
    expect(activeOption()).toBeNull();
    await key('ArrowDown');
    expect(await key('ArrowUp', { altKey: true })).toBe(false);
    expect(popup().hidden).toBe(true);
    expect(activeOption()).toBeNull();
  });

  it('arrows do nothing of ours without entries', async () => {
    await mountWithList('qqq', NOTHING);
    expect(await key('ArrowDown')).toBe(true);
    expect(activeOption()).toBeNull();
  });

  it('Enter without an active option is left to the form (a native submit)', async () => {
    await mountWithList();
    expect(await key('Enter')).toBe(true);
    expect(logCall).not.toHaveBeenCalled();
  });

  it('Tab is never blocked', async () => {
    await mountWithList();
    expect(await key('Tab')).toBe(true);
    await type('');
    expect(await key('Tab')).toBe(true);
  });

  it('Enter during an IME composition is the composition’s', async () => {
    await mountWithList();
    await key('ArrowDown');
    expect(await key('Enter', { isComposing: true })).toBe(true);
    expect(logCall).not.toHaveBeenCalled();
  });
});

describe('search: choosing a suggestion', () => {
  let goTo: MockInstance<(path: string) => void>;

  beforeEach(() => {
    vi.useFakeTimers();
    resetStore();
    autocompleteCall.mockReset();
    logCall.mockReset();
    goTo = vi.spyOn(navigation, 'goTo').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('Enter on the active option logs the choice (typed query trimmed, anchor, url) and goes there with search_task', async () => {
    logCall.mockResolvedValue({ id: '77' });
    await mountWithList();
    await type('  lev ');
    await key('ArrowDown');
    await key('ArrowDown');
    expect(await key('Enter')).toBe(false);
    await wait(0);
    expect(logCall).toHaveBeenCalledTimes(1);
    expect(logCall.mock.calls[0]![0]).toEqual({ query: 'lev', anchor: 'Джинсы', url: '/catalog/dzhinsy/' });
    expect(goTo).toHaveBeenCalledTimes(1);
    expect(goTo).toHaveBeenCalledWith('/catalog/dzhinsy/?search_task=77');
    expect(popup().hidden).toBe(true);
  });

  it('the anchor is the link’s text without data-anchor; search_task joins the url’s own parameters', async () => {
    logCall.mockResolvedValue({ id: '5' });
    await mountWithList('levi', LEVI + '<ul><li><a href="/product/1017/?size=M#photos">Levi&#39;s Luna</a></li></ul>');
    await act(() => options()[1]!.click());
    await wait(0);
    expect(logCall.mock.calls[0]![0]).toEqual({ query: 'levi', anchor: "Levi's Luna", url: '/product/1017/?size=M#photos' });
    expect(goTo).toHaveBeenCalledWith('/product/1017/?size=M&search_task=5#photos');
  });

  it('mouse and touch: pressing an option keeps focus in the field, the click chooses it', async () => {
    logCall.mockResolvedValue({ id: '9' });
    await mountWithList();
    const option = options()[0]!;
    let pointerDown = true;
    let mouseDown = true;
    await act(() => {
      pointerDown = fireEvent.pointerDown(option);
      mouseDown = fireEvent.mouseDown(option);
    });
    expect([pointerDown, mouseDown]).toEqual([false, false]);
    expect(popup().hidden).toBe(false);
    expect(document.activeElement).toBe(input());
    await act(() => option.click());
    await wait(0);
    expect(goTo).toHaveBeenCalledWith('/brand/levis/?search_task=9');
  });

  it.each([
    ['fails', () => logCall.mockRejectedValue(new api.ApiError('http', '/ajax/search-autocomplete-log/', { status: 500 }))],
    ['answers without an id', () => logCall.mockRejectedValue(new api.ApiError('parse', '/ajax/search-autocomplete-log/'))],
  ])('when the log call %s, the shopper still goes to the entry, without search_task', async (_, arrange) => {
    arrange();
    await mountWithList();
    await act(() => options()[0]!.click());
    await wait(0);
    expect(goTo).toHaveBeenCalledTimes(1);
    expect(goTo).toHaveBeenCalledWith('/brand/levis/');
    expect(console.error).toHaveBeenCalledTimes(1);
  });

  it(`a log call slower than ${SEARCH_LOG_WAIT_MS} ms is aborted and the shopper goes on without search_task`, async () => {
    logCall.mockImplementation(() => new Promise(() => {}));
    await mountWithList();
    await act(() => options()[2]!.click());
    await wait(SEARCH_LOG_WAIT_MS - 1);
    expect(goTo).not.toHaveBeenCalled();
    await wait(1);
    expect(goTo).toHaveBeenCalledWith('/product/1017/');
    expect(logCall.mock.calls[0]![1]!.signal!.aborted).toBe(true);
  });

  it('a second choice while leaving is ignored', async () => {
    const log = deferred<{ id: string }>();
    logCall.mockReturnValue(log.promise);
    await mountWithList();
    await act(() => options()[0]!.click());
    await key('ArrowDown');
    await key('Enter');
    log.resolve({ id: '3' });
    await wait(0);
    expect(logCall).toHaveBeenCalledTimes(1);
    expect(goTo).toHaveBeenCalledTimes(1);
    expect(goTo).toHaveBeenCalledWith('/brand/levis/?search_task=3');
  });
});

describe('search: hostile input', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetStore();
    autocompleteCall.mockReset();
    logCall.mockReset();
    vi.spyOn(navigation, 'goTo').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const HOSTILE =
    '<ul class="autocomplete">' +
    '<li class="autocomplete__item"><a href="javascript:alert(document.cookie)">javascript: link</a></li>' +
    '<li class="autocomplete__item"><a href="https://evil.example/phish/">Off-site link</a></li>' +
    '<li class="autocomplete__item"><a href="//evil.example/x/">Protocol-relative</a></li>' +
    '<li class="autocomplete__item"><a href=" JaVaScRiPt:alert(1)">mixed case</a></li>' +
    '<li class="autocomplete__item"><a href="/search/?q=hostile" data-anchor="&lt;img src=x onerror=alert(1)&gt;">&lt;img src=x onerror=alert(1)&gt;</a></li>' +
    '<li class="autocomplete__item" onclick="alert(1)"><img src="x" onerror="alert(1)"><script>alert(1)</script></li>' +
    '</ul>';

  it('drops javascript: and off-site entries and shows markup-like labels as text', async () => {
    logCall.mockResolvedValue({ id: '1' });
    await mountWithList('hostile', HOSTILE);
    expect(labels()).toEqual(['<img src=x onerror=alert(1)>']);
    expect(document.querySelector('img, script, [onclick], a[href^="javascript"]')).toBeNull();
    await act(() => options()[0]!.click());
    await wait(0);
    expect(logCall.mock.calls[0]![0]).toEqual({ query: 'hostile', anchor: '<img src=x onerror=alert(1)>', url: '/search/?q=hostile' });
    expect(navigation.goTo).toHaveBeenCalledWith('/search/?q=hostile&search_task=1');
  });

  it('what the shopper types is sent as text and never parsed as HTML', async () => {
    const typed = '<img src=x onerror=alert(1)><b>bold</b>';
    await mountWithList(typed, NOTHING);
    expect(autocompleteCall.mock.calls[0]![0].name).toBe(typed);
    expect(input().value).toBe(typed);
    expect(document.querySelector('img, b')).toBeNull();
  });
});

describe('search: closing and reopening', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetStore();
    autocompleteCall.mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('focus leaving the form closes the list; focus staying inside it does not', async () => {
    await mountWithList();
    const button = form().querySelector<HTMLButtonElement>('button')!;
    await act(() => void fireEvent.focusOut(input(), { relatedTarget: button }));
    expect(popup().hidden).toBe(false);
    const outside = document.createElement('a');
    outside.href = '/';
    document.body.append(outside);
    await act(() => outside.focus());
    expect(popup().hidden).toBe(true);
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });

  it('a pointerdown outside closes it; one inside the form does not', async () => {
    await mountWithList();
    await act(() => void fireEvent.pointerDown(form().querySelector('button')!));
    expect(popup().hidden).toBe(false);
    await act(() => void fireEvent.pointerDown(document.body));
    expect(popup().hidden).toBe(true);
  });

  it('focusing the field again with an answer cached for its query reopens the list', async () => {
    await mountWithList();
    await act(() => input().blur());
    expect(popup().hidden).toBe(true);
    await focusField();
    expect(popup().hidden).toBe(false);
    expect(labels()).toHaveLength(3);
    expect(autocompleteCall).toHaveBeenCalledTimes(1);
  });
});

describe('search: unmount', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetStore();
    autocompleteCall.mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('takes away everything it added and asks nothing more', async () => {
    autocompleteCall.mockResolvedValue(LEVIS);
    const mounter = await mountMarkers(FORM, { widgets: [search], flush: false });
    await focusField();
    await type('lev');
    await wait(SUGGEST_DEBOUNCE_MS);
    await key('ArrowDown');
    await type('levis');
    await act(() => mounter.unmountWithin(document));
    await wait(5000);
    expect(autocompleteCall).toHaveBeenCalledTimes(1);
    const field = input();
    for (const name of ['role', 'aria-autocomplete', 'aria-expanded', 'aria-controls', 'aria-activedescendant']) expect(field.hasAttribute(name)).toBe(false);
    expect(document.querySelector('.search-form__suggestions')).toBeNull();
    expect(form().getAttribute('style') ?? '').toBe('');
    expect(field.getAttribute('placeholder')).toBe('Поиск');
    expect(form().outerHTML).toBe(FORM);
  });

  it('keeps a position the page gave the form', async () => {
    await mountMarkers(FORM.replace('data-widget="search"', 'data-widget="search" style="position: sticky"'), { widgets: [search], flush: false });
    expect(form().style.position).toBe('sticky');
  });
});

describe('search: a marker it cannot work with', () => {
  beforeEach(() => {
    resetStore();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['<div data-widget="search"><input type="search" name="q"></div>', 'the marker must be the search <form> itself'],
    ['<form data-widget="search"><input type="search" name="q"><input type="text" name="r"></form>', 'exactly one text or search <input>'],
    ['<form data-widget="search"><input type="checkbox" name="q"></form>', 'exactly one text or search <input>'],
    ['<form data-widget="search"><button>Найти</button></form>', 'exactly one text or search <input>'],
  ])('%s is reported and left as the server rendered it', async (html, says) => {
    await mountMarkers(html, { widgets: [search] });
    const errors = vi.mocked(console.error).mock.calls.map((call) => call.join(' '));
    expect(errors.some((text) => text.includes(says))).toBe(true);
    expect(document.body.innerHTML).toBe(html);
  });
});
