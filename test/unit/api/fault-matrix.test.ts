// The API layer's half of the fault matrix (issue 11, issue 29): every row of the endpoint table
// under every way a call fails in the field, through the real client and the row's own decoding.
// What it must give: the kind of failure the widgets handle ('http', 'network', 'timeout',
// 'parse'), or, for a row whose body is never read, the answer the server gave with its 2xx; and
// how often it went out (a read may be sent again after a 5xx or a lost connection, at most three
// times; every other row exactly once). The browser's fault matrix (test/browser/fault-matrix.spec.ts)
// proves each widget's reaction with the shopper's own action, for a rotation of these faults.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../../shared/api/endpoints.ts';
import type { Endpoint } from '../../../shared/api/endpoint.ts';
import { ApiError, configureApi, resetApiClient } from '../../../shared/api/index.ts';
import { callJson, callSilent, callText } from '../../../shared/api/request.ts';
import { stubFetch, textAnswer, type Answer } from './fetch-stub.ts';

const TIMEOUT_MS = 1500;
const ERROR_PAGE = '<!doctype html><html><head><title>500</title></head><body><h1>Internal Server Error</h1></body></html>';
const OK_ERROR_PAGE = '<!doctype html><html><head><title>Ошибка</title></head><body><h1>Something went wrong</h1></body></html>';
const TRUNCATED_JSON = '{"id_array": [1, 2';

/** The faults of test/browser/fault-matrix/faults.ts that need no good answer of the row to build. */
const faults = {
  '500': () => textAnswer(ERROR_PAGE, 500),
  drop: () => new TypeError('Failed to fetch'),
  hang: () => 'hang' as const,
  malformed: () => textAnswer(TRUNCATED_JSON),
  html: () => textAnswer(OK_ERROR_PAGE),
} satisfies Record<string, () => Answer>;
type Fault = keyof typeof faults;

/**
 * The rows that only read (loading a popup, suggestions, page init, product data), named
 * here rather than read from the table, so that a row wrongly marked safe fails below.
 */
const READS = ['autocomplete', 'cartPopup', 'pageInit', 'productData', 'quickView'];

/** Sends one call of the row with the decoding its answer kind has. */
function call(row: Endpoint): Promise<unknown> {
  const options = { url: row.path === null ? '/new-arrivals/?notify=1' : undefined };
  switch (row.answer.kind) {
    case 'json':
      return callJson(row as Parameters<typeof callJson>[0], {}, options);
    case 'html':
      return callText(row as Parameters<typeof callText>[0], {}, options);
    case 'none':
      return callSilent(row as Parameters<typeof callSilent>[0], {}, options);
  }
}

/** What the row gives under the fault: the failure's kind, or 'answered'. */
function expected(row: Endpoint, fault: Fault): string {
  switch (fault) {
    case '500':
      return 'http';
    case 'drop':
      return 'network';
    case 'hang':
      return 'timeout';
    case 'malformed':
    case 'html':
      // A 200 whose body is never read is the server's answer; junk in a body that is read cannot be used.
      return row.answer.kind === 'none' ? 'answered' : 'parse';
  }
}

beforeEach(() => {
  configureApi({ retryDelayMs: 0, timeoutMs: TIMEOUT_MS });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  resetApiClient();
  vi.useRealTimers();
});

describe('every row of the endpoint table under every fault', () => {
  const cases = Object.entries(endpoints).flatMap(([name, row]) => (Object.keys(faults) as Fault[]).map((fault) => ({ name, fault, row: row as Endpoint })));

  it('covers every row', () => {
    expect(new Set(cases.map((entry) => entry.name)).size).toBe(Object.keys(endpoints).length);
    expect(Object.keys(endpoints).length).toBeGreaterThan(20);
  });

  it.each(cases)('$name × $fault', async ({ name, row, fault }) => {
    vi.useFakeTimers();
    const fetch = stubFetch(faults[fault]());
    let outcome: string | undefined;
    void call(row).then(
      () => (outcome = 'answered'),
      (error: unknown) => (outcome = error instanceof ApiError ? error.kind : `not an ApiError: ${String(error)}`),
    );
    // Every answer is in before the timeout; a hang ends on it: not before it, and at it.
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS - 1);
    if (fault === 'hang') {
      expect(outcome).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
    }
    expect(outcome).toBe(expected(row, fault));
    // A read may go out again after a 5xx or a lost connection (twice at most); anything else exactly once.
    const retried = READS.includes(name) && (fault === '500' || fault === 'drop');
    expect(fetch).toHaveBeenCalledTimes(retried ? 3 : 1);
  });
});
