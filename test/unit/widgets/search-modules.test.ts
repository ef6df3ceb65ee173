import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keyOutcome, type ListState } from '../../../widgets/search/comboboxKeys.ts';
import { PLACEHOLDER_LETTER_MS, PLACEHOLDER_PAUSE_MS, placeholderSteps } from '../../../widgets/search/placeholderAnimation.ts';
import { MIN_QUERY_LENGTH, SUGGEST_DEBOUNCE_MS, SuggestionLoader, type QueryOutcome } from '../../../widgets/search/suggestionLoader.ts';
import { readSuggestions } from '../../../widgets/search/suggestions.ts';
import type { Outcome } from '../../../shared/actions/outcome.ts';
import { searchSuggestionsFailed } from '../../../shared/i18n/messages/search.ts';

describe('readSuggestions', () => {
  it('reads each same-origin link as an entry: url as written, label, anchor, the item’s class', () => {
    const list = readSuggestions(
      '<ul class="autocomplete">' +
        '<li class="autocomplete__item autocomplete__item--brand"><a href="/brand/levis/" data-anchor="Levi&#39;s">Levi&#39;s</a></li>' +
        '<li class="autocomplete__item"><a href=" product/1017/?a=1#x ">  Levi&#39;s\n  Luna </a></li>' +
        `<li><a class="hit" href="${location.origin}/catalog/obuv/" data-anchor="">Обувь</a></li>` +
        '<a href="/ua/catalog/sumki/">Сумки</a>' +
        '</ul>',
    );
    expect(list.entries).toEqual([
      { url: '/brand/levis/', label: "Levi's", anchor: "Levi's", className: 'autocomplete__item autocomplete__item--brand' },
      { url: 'product/1017/?a=1#x', label: "Levi's Luna", anchor: "Levi's Luna", className: 'autocomplete__item' },
      { url: `${location.origin}/catalog/obuv/`, label: 'Обувь', anchor: '', className: '' },
      { url: '/ua/catalog/sumki/', label: 'Сумки', anchor: 'Сумки', className: '' },
    ]);
    expect(list.status).toBeNull();
  });

  it.each([
    'javascript:alert(1)',
    ' JAVASCRIPT:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'https://evil.example/',
    '//evil.example/',
    'http://localhost:9999/',
    'mailto:a@b.c',
    '',
  ])('drops a link to %j', (href) => {
    const list = readSuggestions(`<ul><li><a href="${href.replace(/"/g, '&quot;')}">x</a></li><li><a href="/ok/">ok</a></li></ul>`);
    expect(list.entries.map((entry) => entry.url)).toEqual(['/ok/']);
  });

  it('drops a link with nothing to show, and links without href', () => {
    expect(readSuggestions('<a href="/a/"> <img src="/x.png"> </a><a>name</a>').entries).toEqual([]);
  });

  it('takes markup-like text as text, and runs nothing while reading', () => {
    const spy = vi.fn();
    (window as unknown as { hostileRan: () => void }).hostileRan = spy;
    const list = readSuggestions(
      '<ul><li><a href="/q/" data-anchor="&lt;b&gt;">&lt;img src=x onerror=hostileRan()&gt;</a></li>' +
        '<li><img src="x" onerror="hostileRan()"><script>hostileRan()</script></li></ul>',
    );
    expect(list.entries).toEqual([{ url: '/q/', label: '<img src=x onerror=hostileRan()>', anchor: '<b>', className: '' }]);
    expect(list.status).toBeNull();
    expect(spy).not.toHaveBeenCalled();
  });

  it('the text outside links is the status: the server’s "nothing found"', () => {
    expect(readSuggestions('<p class="autocomplete__empty">  Ничего\n не найдено </p>')).toEqual({ entries: [], status: 'Ничего не найдено' });
    expect(readSuggestions('')).toEqual({ entries: [], status: null });
    expect(readSuggestions('<ul><li><a href="javascript:x">bad</a></li></ul>')).toEqual({ entries: [], status: null });
  });
});

describe('keyOutcome', () => {
  const closed: ListState = { open: false, active: -1, count: 3 };
  const at = (active: number): ListState => ({ open: true, active, count: 3 });
  const press = (key: string, altKey = false) => ({ key, altKey });

  it.each([
    ['Down, closed', press('ArrowDown'), closed, at(0)],
    ['Up, closed', press('ArrowUp'), closed, at(2)],
    ['Down, none active', press('ArrowDown'), at(-1), at(0)],
    ['Down', press('ArrowDown'), at(0), at(1)],
    ['Down from the last wraps', press('ArrowDown'), at(2), at(0)],
    ['Up', press('ArrowUp'), at(2), at(1)],
    ['Up from the first wraps', press('ArrowUp'), at(0), at(2)],
    ['Up, none active', press('ArrowUp'), at(-1), at(2)],
    ['Alt+Down, closed', press('ArrowDown', true), closed, at(-1)],
    ['Alt+Up', press('ArrowUp', true), at(1), closed],
    ['Esc', press('Escape'), at(1), closed],
    ['Esc, closed', press('Escape'), closed, closed],
  ])('%s', (_, key, state, next) => {
    expect(keyOutcome(key, state)).toEqual({ state: next, choose: null, preventDefault: true });
  });

  it.each(['ArrowLeft', 'ArrowRight', 'Home', 'End'])('%s clears the active option, the caret moves as usual', (key) => {
    expect(keyOutcome(press(key), at(1))).toEqual({ state: at(-1), choose: null, preventDefault: false });
  });

  it('Enter chooses the active option of an open list, and is left alone otherwise', () => {
    expect(keyOutcome(press('Enter'), at(1))).toEqual({ state: at(1), choose: 1, preventDefault: true });
    expect(keyOutcome(press('Enter'), at(-1))).toBeNull();
    expect(keyOutcome(press('Enter'), { ...at(1), open: false })).toBeNull();
  });

  it('arrows are not ours without entries; Tab and letters never are', () => {
    const empty: ListState = { open: true, active: -1, count: 0 };
    expect(keyOutcome(press('ArrowDown'), empty)).toBeNull();
    expect(keyOutcome(press('ArrowUp'), empty)).toBeNull();
    expect(keyOutcome(press('ArrowDown', true), empty)).toBeNull();
    expect(keyOutcome(press('Tab'), at(1))).toBeNull();
    expect(keyOutcome(press('a'), at(1))).toBeNull();
  });

  it('Alt+Up on a closed list leaves the key to the browser', () => {
    expect(keyOutcome(press('ArrowUp', true), closed)).toEqual({ state: closed, choose: null, preventDefault: false });
  });
});

describe('placeholderSteps', () => {
  it('one step per letter, 150 ms each, the whole word held 1000 ms', () => {
    expect(placeholderSteps(['Ab', 'Cde'])).toEqual([
      { text: 'A', holdMs: PLACEHOLDER_LETTER_MS },
      { text: 'Ab', holdMs: PLACEHOLDER_PAUSE_MS },
      { text: 'C', holdMs: PLACEHOLDER_LETTER_MS },
      { text: 'Cd', holdMs: PLACEHOLDER_LETTER_MS },
      { text: 'Cde', holdMs: PLACEHOLDER_PAUSE_MS },
    ]);
    expect([PLACEHOLDER_LETTER_MS, PLACEHOLDER_PAUSE_MS]).toEqual([150, 1000]);
  });

  it('counts letters, not UTF-16 units', () => {
    expect(placeholderSteps(['👗a']).map((step) => step.text)).toEqual(['👗', '👗a']);
  });
});

describe('SuggestionLoader', () => {
  let outcomes: QueryOutcome<string>[];
  let load: ReturnType<typeof vi.fn<(query: string, signal: AbortSignal) => Promise<Outcome<string>>>>;
  let loader: SuggestionLoader<string>;

  beforeEach(() => {
    vi.useFakeTimers();
    outcomes = [];
    load = vi.fn(async (query: string) => ({ ok: true as const, value: `answer ${query}` }));
    loader = new SuggestionLoader({ load, onOutcome: (outcome) => outcomes.push(outcome) });
  });
  afterEach(() => {
    loader.dispose();
    vi.useRealTimers();
  });

  it(`waits ${SUGGEST_DEBOUNCE_MS} ms after the last request, with at least ${MIN_QUERY_LENGTH} characters after trimming`, async () => {
    loader.request(' a ');
    expect(outcomes).toEqual([{ query: 'a', kind: 'none' }]);
    loader.request('ab');
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS - 1);
    loader.request(' abc ');
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS - 1);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load.mock.calls[0]![0]).toBe('abc');
    expect(outcomes[1]).toEqual({ query: 'abc', kind: 'answer', answer: 'answer abc' });
  });

  it('a failed call is reported for the current query and not cached', async () => {
    load.mockResolvedValueOnce({ ok: false, message: searchSuggestionsFailed });
    loader.request('ab');
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    expect(outcomes).toEqual([{ query: 'ab', kind: 'failed', message: searchSuggestionsFailed }]);
    expect(loader.cached('ab')).toBeUndefined();
    loader.request('ab ');
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    expect(load).toHaveBeenCalledTimes(2);
    expect(loader.cached(' ab')).toBe('answer ab');
  });

  it('going under the minimum aborts the call out and reports nothing of it', async () => {
    let signal: AbortSignal | null = null;
    load.mockImplementationOnce((_query, given) => {
      signal = given;
      return new Promise((resolve) => setTimeout(() => resolve({ ok: true, value: 'late' }), 1000));
    });
    loader.request('ab');
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    loader.request('a');
    expect(signal!.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(2000);
    expect(outcomes).toEqual([{ query: 'a', kind: 'none' }]);
  });

  it('typing away and back while a call is out sends it once, and its answer is shown', async () => {
    load.mockImplementationOnce((query) => new Promise((resolve) => setTimeout(() => resolve({ ok: true, value: `slow ${query}` }), 800)));
    loader.request('ab');
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    loader.request('abc');
    await vi.advanceTimersByTimeAsync(100);
    loader.request('ab');
    await vi.advanceTimersByTimeAsync(3000);
    expect(load).toHaveBeenCalledTimes(1);
    expect(outcomes).toEqual([{ query: 'ab', kind: 'answer', answer: 'slow ab' }]);
  });

  it('after dispose nothing is sent or reported', async () => {
    loader.request('ab');
    loader.dispose();
    await vi.advanceTimersByTimeAsync(5000);
    expect(load).not.toHaveBeenCalled();
    expect(outcomes).toEqual([]);
  });
});
