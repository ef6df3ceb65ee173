// The search's suggestions come as a part (widgets/search/useAutocomplete.ts): fetched on the
// shopper's first use of the form, not at mount; a failed fetch is asked for again on the next
// press or focus, never by a pointer passing over nor by each key typed.
import { act, fireEvent, render } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../../shared/api/index.ts';
import * as runtime from '../../../shared/runtime/index.ts';
import { search } from '../../../widgets/search/index.ts';
import { SUGGEST_DEBOUNCE_MS } from '../../../widgets/search/suggestionLoader.ts';
import { NO_SUGGESTIONS, noChoice, SuggestionPopup } from '../../../widgets/search/SuggestionPopup.tsx';
import { mountMarkers } from '../helpers/mount.ts';
import { resetStore } from '../helpers/resetStore.ts';

vi.mock(import('../../../shared/api/index.ts'), async (original) => ({ ...(await original()), loadAutocomplete: vi.fn(), logAutocomplete: vi.fn() }));
vi.mock(import('../../../shared/runtime/index.ts'), async (original) => {
  const actual = await original();
  // A spy that does what loadPart does (typed as the real one: vi.fn loses its generic).
  return { ...actual, loadPart: vi.fn(actual.loadPart) as unknown as typeof actual.loadPart };
});
const loadPart = vi.mocked(runtime.loadPart);
const autocompleteCall = vi.mocked(api.loadAutocomplete);

const FORM =
  '<form class="search-form" role="search" method="get" action="/search/" data-widget="search">' +
  '<label for="search-q">Поиск</label><input id="search-q" type="search" name="q" value="" placeholder="Поиск">' +
  '<button type="submit">Найти</button></form>';
const ANSWER = '<ul class="autocomplete"><li class="autocomplete__item"><a href="/brand/levis/">Levi&#39;s</a></li></ul>';

const form = () => document.querySelector<HTMLFormElement>('form')!;
const input = () => document.querySelector<HTMLInputElement>('#search-q')!;
const options = () => [...document.querySelectorAll('[role="option"]')].map((option) => option.textContent);

async function settle(): Promise<void> {
  await act(async () => {
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(0);
  });
}

async function typeAndWait(value: string): Promise<void> {
  await act(() => {
    input().value = value;
    fireEvent.input(input());
  });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
  });
}

describe('search: the suggestions part', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetStore();
    loadPart.mockClear();
    autocompleteCall.mockReset().mockResolvedValue(ANSWER);
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('is not fetched at mount: the placeholder runs alone until the shopper reaches for the form', async () => {
    await mountMarkers(FORM, { widgets: [search], flush: false });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(loadPart).not.toHaveBeenCalled();
    // The field is the combobox of an (empty) list from the mount on.
    expect(input().getAttribute('aria-controls')).toBe(document.querySelector('[role="listbox"]')!.id);
  });

  it('until it comes, the slot holds what the popup renders with no suggestions (the popup is in the part)', async () => {
    await mountMarkers(FORM, { widgets: [search], flush: false });
    const slot = document.querySelector<HTMLElement>('.search-form__suggestions')!;
    const listbox = slot.querySelector('[role="listbox"]')!;
    const popup = render(<SuggestionPopup listboxId={listbox.id} label="Подсказки" entries={NO_SUGGESTIONS} active={-1} status={null} onChoose={noChoice} />);
    expect(slot.innerHTML).toBe(popup.container.innerHTML);
    expect(listbox.getAttribute('aria-label')).toBe('Подсказки');
  });

  for (const [name, reach] of [
    ['a pointer over the form', () => void fireEvent.pointerOver(form())],
    ['a press on the field', () => void fireEvent.pointerDown(input())],
    ['focus', () => input().focus()],
    ['typing', () => void fireEvent.input(input())],
  ] as const) {
    it(`${name} fetches it once, and the suggestions work`, async () => {
      await mountMarkers(FORM, { widgets: [search], flush: false });
      await act(reach);
      await act(() => void fireEvent.pointerOver(form()));
      await settle();
      expect(loadPart).toHaveBeenCalledTimes(1);
      await act(() => input().focus());
      await typeAndWait('lev');
      expect(options()).toEqual(["Levi's"]);
    });
  }

  it('after a failed fetch neither a pointer passing over nor typing asks again; focus does, and the suggestions work', async () => {
    loadPart.mockRejectedValueOnce(new Error('the file did not load'));
    await mountMarkers(FORM, { widgets: [search], flush: false });
    await act(() => void fireEvent.pointerOver(form()));
    await settle();
    expect(loadPart).toHaveBeenCalledTimes(1);
    await act(() => void fireEvent.pointerOver(form()));
    await act(() => void fireEvent.input(input()));
    await settle();
    expect(loadPart).toHaveBeenCalledTimes(1);
    // The form still works as the server's: the field takes text.
    await act(() => input().focus());
    await settle();
    expect(loadPart).toHaveBeenCalledTimes(2);
    await typeAndWait('lev');
    expect(options()).toEqual(["Levi's"]);
  });
});
