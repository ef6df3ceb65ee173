import { act, fireEvent } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../../shared/api/index.ts';
import { search } from '../../../widgets/search/index.ts';
import { PLACEHOLDER_LETTER_MS, PLACEHOLDER_PAUSE_MS } from '../../../widgets/search/placeholderAnimation.ts';
import { mountMarkers } from '../helpers/mount.ts';
import { resetStore } from '../helpers/resetStore.ts';

vi.mock(import('../../../shared/api/index.ts'), async (original) => ({ ...(await original()), loadAutocomplete: vi.fn(), logAutocomplete: vi.fn() }));

const FORM =
  '<form class="search-form header__search" role="search" method="get" action="/search/" data-widget="search">' +
  '<label class="visually-hidden" for="search-q">Поиск</label>' +
  '<input id="search-q" class="search-form__input" type="search" name="q" value="" placeholder="Поиск" autocomplete="off">' +
  '<button class="button search-form__submit" type="submit">Найти</button></form>';

const form = () => document.querySelector<HTMLFormElement>('form')!;
const input = () => document.querySelector<HTMLInputElement>('#search-q')!;
const placeholder = () => input().getAttribute('placeholder');

async function wait(ms: number): Promise<void> {
  await act(() => void vi.advanceTimersByTime(ms));
}

/** The placeholder after each of `steps` waits, starting with the value at mount. */
async function placeholders(steps: readonly number[]): Promise<(string | null)[]> {
  const seen = [placeholder()];
  for (const ms of steps) {
    await wait(ms);
    seen.push(placeholder());
  }
  return seen;
}

/** Submits as the button does: a cancelable submit event; true when it went through. */
async function submit(): Promise<boolean> {
  let sent = true;
  await act(() => {
    sent = fireEvent.submit(form());
  });
  return sent;
}

function stubReducedMotion(reduce: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)', media: query }));
}

describe('search: the placeholder animation', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetStore();
    stubReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('types the first sample query letter by letter, 150 ms per letter', async () => {
    await mountMarkers(FORM, { widgets: [search], flush: false });
    const word = 'Летнее платье';
    const expected = Array.from(word, (_, index) => word.slice(0, index + 1));
    expect(await placeholders(Array(word.length - 1).fill(PLACEHOLDER_LETTER_MS))).toEqual(expected);
  });

  it('holds the whole query 1000 ms, then types the next one, and cycles through the 4', async () => {
    await mountMarkers(FORM, { widgets: [search], flush: false });
    const words = ['Летнее платье', 'Белые кроссовки', 'Кожаная куртка', 'Чёрные джинсы'];
    for (const word of words) {
      await wait((word.length - 1) * PLACEHOLDER_LETTER_MS);
      expect(placeholder()).toBe(word);
      await wait(PLACEHOLDER_PAUSE_MS - 1);
      expect(placeholder()).toBe(word);
      await wait(1);
    }
    // Back to the first.
    expect(placeholder()).toBe('Л');
    await wait(PLACEHOLDER_LETTER_MS);
    expect(placeholder()).toBe('Ле');
  });

  it('types Ukrainian queries on a Ukrainian page', async () => {
    resetStore({ lang: 'ua', root: '/ua/' });
    await mountMarkers(FORM, { widgets: [search], flush: false });
    expect(await placeholders([PLACEHOLDER_LETTER_MS, PLACEHOLDER_LETTER_MS, PLACEHOLDER_LETTER_MS])).toEqual(['Л', 'Лі', 'Літ', 'Літн']);
    await wait(('Літня сукня'.length - 4) * PLACEHOLDER_LETTER_MS + PLACEHOLDER_PAUSE_MS);
    expect(placeholder()).toBe('Б');
    await wait(('Білі кросівки'.length - 1) * PLACEHOLDER_LETTER_MS);
    expect(placeholder()).toBe('Білі кросівки');
  });

  it('stops for good when the field is focused: the server’s placeholder comes back and stays', async () => {
    await mountMarkers(FORM, { widgets: [search], flush: false });
    await wait(3 * PLACEHOLDER_LETTER_MS);
    expect(placeholder()).toBe('Летн');
    await act(() => input().focus());
    expect(placeholder()).toBe('Поиск');
    await act(() => input().blur());
    await wait(10_000);
    expect(placeholder()).toBe('Поиск');
  });

  it('stops for good when the field is filled', async () => {
    await mountMarkers(FORM, { widgets: [search], flush: false });
    await wait(PLACEHOLDER_LETTER_MS);
    await act(() => {
      input().value = 'x';
      fireEvent.input(input());
    });
    expect(placeholder()).toBe('Поиск');
    await act(() => {
      input().value = '';
      fireEvent.input(input());
    });
    await wait(10_000);
    expect(placeholder()).toBe('Поиск');
  });

  it('never runs with prefers-reduced-motion: reduce', async () => {
    stubReducedMotion(true);
    await mountMarkers(FORM, { widgets: [search], flush: false });
    await wait(10_000);
    expect(placeholder()).toBe('Поиск');
    // And the form works as without it: an empty submit is still blocked, a filled one sent.
    expect(await submit()).toBe(false);
    input().value = 'платье';
    expect(await submit()).toBe(true);
  });

  it('never starts on a field that holds a value at mount', async () => {
    await mountMarkers(FORM.replace('value=""', 'value="платье"'), { widgets: [search], flush: false });
    await wait(10_000);
    expect(placeholder()).toBe('Поиск');
  });

  it('while it runs, a submit (the button) is cancelled and only focuses the field, which stops it', async () => {
    await mountMarkers(FORM, { widgets: [search], flush: false });
    await wait(PLACEHOLDER_LETTER_MS);
    expect(placeholder()).toBe('Ле');
    const submitted = vi.fn((event: Event) => event.defaultPrevented);
    // After the widget's own listener, as the browser's submission would be.
    form().addEventListener('submit', submitted);
    await act(() => form().querySelector<HTMLButtonElement>('button')!.click());
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(submitted.mock.results[0]!.value).toBe(true);
    expect(document.activeElement).toBe(input());
    expect(placeholder()).toBe('Поиск');
  });

  it('gives the server’s placeholder back on unmount', async () => {
    const mounter = await mountMarkers(FORM, { widgets: [search], flush: false });
    await wait(5 * PLACEHOLDER_LETTER_MS);
    await act(() => mounter.unmountWithin(document));
    expect(placeholder()).toBe('Поиск');
    await wait(10_000);
    expect(placeholder()).toBe('Поиск');
  });

  it('removes a placeholder it typed into a field that had none', async () => {
    const mounter = await mountMarkers(FORM.replace(' placeholder="Поиск"', ''), { widgets: [search], flush: false });
    await wait(PLACEHOLDER_LETTER_MS);
    expect(placeholder()).toBe('Ле');
    await act(() => mounter.unmountWithin(document));
    expect(input().hasAttribute('placeholder')).toBe(false);
  });
});

describe('search: submitting', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetStore();
    // The animation off, so only the empty-search rule speaks.
    stubReducedMotion(true);
    vi.mocked(api.loadAutocomplete).mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it.each(['', '   ', '\u00a0\t'])('an empty search (%j) is not sent: the field gets focus', async (value) => {
    await mountMarkers(FORM, { widgets: [search], flush: false });
    input().value = value;
    expect(document.activeElement).not.toBe(input());
    expect(await submit()).toBe(false);
    expect(document.activeElement).toBe(input());
    expect(input().value).toBe(value);
  });

  it('a search with words is the form’s own GET submit, untouched', async () => {
    await mountMarkers(FORM, { widgets: [search], flush: false });
    input().value = '  платье ';
    expect(await submit()).toBe(true);
    expect(new FormData(form()).get('q')).toBe('  платье ');
  });
});
