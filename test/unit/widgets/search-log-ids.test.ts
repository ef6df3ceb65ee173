// What the autocomplete's log answer may hold, and what becomes of it in the address the shopper is
// sent to: only the encoded value of search_task, or no search_task at all. The browser suite keeps
// two of these rows as journeys (hostile-input.spec.ts, "the search"); the rule is checked here for
// every row (issue 29 moved the other eight).
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { navigation } from '../../../shared/browser/navigation.ts';
import { goToSuggestion } from '../../../widgets/search/goToSuggestion.ts';
import { jsonAnswer, stubFetch, textAnswer } from '../api/fetch-stub.ts';

const EVIL_HOST = 'evil.example';
const MARKUP = '<img src=x onerror=window.__pwned=1>';
const CODE = 'javascript:window.__pwned=1';

/** The log's answer (an object is sent as JSON, a string as it is) and the search_task it must give, or null: refused. */
const LOG_IDS: readonly { body: unknown; task: string | null }[] = [
  { body: { id: `1&next=//${EVIL_HOST}` }, task: `1&next=//${EVIL_HOST}` },
  { body: { id: MARKUP }, task: MARKUP },
  { body: { id: CODE }, task: CODE },
  { body: { id: `7#/\\${EVIL_HOST}` }, task: `7#/\\${EVIL_HOST}` },
  { body: { id: ' 42 ' }, task: '42' },
  { body: '{"id": 1e400}', task: null },
  { body: '{"id": 12345678901234567890}', task: null },
  { body: { id: { next: `//${EVIL_HOST}` } }, task: null },
  { body: { id: [`//${EVIL_HOST}`] }, task: null },
  { body: { id: '' }, task: null },
  { body: { id: true }, task: null },
];

const entry = { url: '/brand/puma/?from=search#top', label: 'Puma', anchor: 'Puma', className: 'autocomplete__item' };

let goTo: MockInstance<typeof navigation.goTo>;
let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  goTo = vi.spyOn(navigation, 'goTo').mockImplementation(() => {});
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('the search log id in the address the shopper goes to', () => {
  const rows = LOG_IDS.map((row) => ({ ...row, shown: typeof row.body === 'string' ? row.body : JSON.stringify(row.body) }));
  it.each(rows)('log answer $shown → search_task $task', async ({ body, task }) => {
    stubFetch(typeof body === 'string' ? textAnswer(body) : jsonAnswer(body));
    await goToSuggestion(entry, ' Pu ');
    expect(goTo).toHaveBeenCalledTimes(1);
    const reached = new URL(goTo.mock.calls[0]![0], location.href);
    expect(reached.origin).toBe(location.origin);
    expect(reached.pathname).toBe('/brand/puma/');
    expect(reached.hash).toBe('#top');
    // Exactly the entry's own parameter and search_task: nothing the id held became a parameter of its own.
    expect([...reached.searchParams]).toEqual(task === null ? [['from', 'search']] : [['from', 'search'], ['search_task', task]]);
    if (task === null) {
      expect(consoleError).toHaveBeenCalledTimes(1);
      expect(consoleError.mock.calls[0]![0]).toBe('[shop-widgets] the search choice could not be logged; going on without search_task');
      expect(consoleError.mock.calls[0]!.map(String).join(' ')).toMatch(/expected an id/);
    } else {
      expect(consoleError).not.toHaveBeenCalled();
    }
  });
});
