import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import * as api from '../../../shared/api/index.ts';
import { loadSuggestions, logSearchChoice, SEARCH_LOG_WAIT_MS } from '../../../shared/actions/search.ts';
import { jsonAnswer, sent, stubFetch, textAnswer } from '../api/fetch-stub.ts';
import { searchSuggestionsFailed } from '../../../shared/i18n/messages/search.ts';

vi.mock(import('../../../shared/api/index.ts'), async (original) => ({ ...(await original()), loadAutocomplete: vi.fn(), logAutocomplete: vi.fn() }));
const autocompleteCall = vi.mocked(api.loadAutocomplete);
const logCall = vi.mocked(api.logAutocomplete);

async function useRealCalls(): Promise<void> {
  const real = await vi.importActual<typeof api>('../../../shared/api/index.ts');
  autocompleteCall.mockImplementation(real.loadAutocomplete);
  logCall.mockImplementation(real.logAutocomplete);
}

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  autocompleteCall.mockReset();
  logCall.mockReset();
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('loadSuggestions', () => {
  it('GET /ajax/search-autocomplete/ with name and this page as fromurl; resolves the html', async () => {
    await useRealCalls();
    const fetch = stubFetch(textAnswer('<ul><li><a href="/brand/levis/">Levi&#39;s</a></li></ul>'));
    await expect(loadSuggestions('levi & co', new AbortController().signal)).resolves.toEqual({ ok: true, value: '<ul><li><a href="/brand/levis/">Levi&#39;s</a></li></ul>' });
    const request = await sent(fetch);
    expect([request.method, request.path]).toEqual(['GET', '/ajax/search-autocomplete/']);
    expect(request.query).toEqual({ name: 'levi & co', fromurl: location.href });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('an empty answer is an answer', async () => {
    await useRealCalls();
    stubFetch(textAnswer(''));
    await expect(loadSuggestions('zz', new AbortController().signal)).resolves.toEqual({ ok: true, value: '' });
  });

  it.each([
    ['a 500', () => textAnswer('oops', 500)],
    ['an error page', () => textAnswer('<!DOCTYPE html><html><body>Fatal error</body></html>')],
    ['a lost connection', () => new TypeError('Failed to fetch')],
  ])('%s resolves null and is reported once', async (_, answer) => {
    // A 500 and a lost connection are tried again after 300 and 600 ms: the clock jumps them.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await useRealCalls();
    stubFetch(answer());
    const result = loadSuggestions('lev', new AbortController().signal);
    let settled = false;
    void result.finally(() => (settled = true));
    while (!settled) await vi.advanceTimersByTimeAsync(100);
    await expect(result).resolves.toEqual({ ok: false, message: searchSuggestionsFailed });
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError.mock.calls[0]![0]).toBe('[shop-widgets] the search suggestions could not be loaded');
  });

  it('an aborted call tells nothing and reports nothing, even when its answer raced the abort', async () => {
    const controller = new AbortController();
    autocompleteCall.mockImplementationOnce(async () => {
      controller.abort();
      return '<ul></ul>';
    });
    await expect(loadSuggestions('lev', controller.signal)).resolves.toEqual({ ok: false, message: null });
    autocompleteCall.mockRejectedValueOnce(new api.ApiError('network', '/ajax/search-autocomplete/'));
    await expect(loadSuggestions('lev', controller.signal)).resolves.toEqual({ ok: false, message: null });
    expect(consoleError).not.toHaveBeenCalled();
  });
});

describe('logSearchChoice', () => {
  const choice = { query: 'lev', anchor: "Levi's", url: '/brand/levis/?a=1' };

  it('GET /ajax/search-autocomplete-log/ with query, anchor and url; resolves the id', async () => {
    await useRealCalls();
    const fetch = stubFetch(jsonAnswer({ id: 4242 }));
    await expect(logSearchChoice(choice)).resolves.toBe('4242');
    const request = await sent(fetch);
    expect([request.method, request.path]).toEqual(['GET', '/ajax/search-autocomplete-log/']);
    expect(request.query).toEqual({ query: 'lev', anchor: "Levi's", url: '/brand/levis/?a=1' });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it.each([
    ['a 500', () => textAnswer('oops', 500)],
    ['malformed JSON', () => textAnswer('{"id": ')],
    ['an answer without an id', () => jsonAnswer({ ok: true })],
    ['an empty id', () => jsonAnswer({ id: '' })],
    ['an html error page', () => textAnswer('<html><body>Error</body></html>')],
  ])('%s resolves null and is reported once', async (_, answer) => {
    await useRealCalls();
    const fetch = stubFetch(answer());
    await expect(logSearchChoice(choice)).resolves.toBeNull();
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError.mock.calls[0]![0]).toBe('[shop-widgets] the search choice could not be logged; going on without search_task');
    // A log call is never repeated.
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it(`gives up after ${SEARCH_LOG_WAIT_MS} ms, aborts the call and reports it once`, async () => {
    vi.useFakeTimers();
    await useRealCalls();
    const fetch = stubFetch('hang');
    let result: string | null | undefined;
    void logSearchChoice(choice).then((id) => (result = id));
    await vi.advanceTimersByTimeAsync(SEARCH_LOG_WAIT_MS - 1);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toBeNull();
    expect(fetch.mock.calls[0]![0].signal.aborted).toBe(true);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError.mock.calls[0]![0]).toBe(`[shop-widgets] the search choice log took longer than ${SEARCH_LOG_WAIT_MS} ms; going on without search_task`);
  });

  it('gives up on time even when the call ignores its abort', async () => {
    vi.useFakeTimers();
    logCall.mockImplementation(() => new Promise(() => {}));
    let result: string | null | undefined;
    void logSearchChoice(choice).then((id) => (result = id));
    await vi.advanceTimersByTimeAsync(SEARCH_LOG_WAIT_MS);
    expect(result).toBeNull();
  });

  it('an answer in time wins, and nothing is reported later', async () => {
    vi.useFakeTimers();
    logCall.mockImplementation(() => new Promise((resolve) => setTimeout(() => resolve({ id: '8' }), SEARCH_LOG_WAIT_MS - 1)));
    const id = logSearchChoice(choice);
    await vi.advanceTimersByTimeAsync(SEARCH_LOG_WAIT_MS * 3);
    await expect(id).resolves.toBe('8');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('the caller’s abort resolves null at once, unreported', async () => {
    const controller = new AbortController();
    logCall.mockImplementation(() => new Promise(() => {}));
    const id = logSearchChoice(choice, controller.signal);
    controller.abort();
    await expect(id).resolves.toBeNull();
    expect(logCall.mock.calls[0]![1]!.signal!.aborted).toBe(true);
    const already = new AbortController();
    already.abort();
    await expect(logSearchChoice(choice, already.signal)).resolves.toBeNull();
    expect(logCall).toHaveBeenCalledTimes(1);
    expect(consoleError).not.toHaveBeenCalled();
  });
});
