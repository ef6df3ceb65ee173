// The ways a call fails in the field (issue 11 "Fault matrix"), put between the page and the fixture
// server with Playwright's routing: per request, so that one call on a shared path (page init,
// the phone popup and the panels all post to /ajax/tpl_action/) fails while its neighbours work.
import type { Page, Request, Route } from '@playwright/test';
import type { Endpoint } from '../../../shared/api/endpoint.ts';

export const faultKinds = ['500', 'hang', 'malformed', 'html', 'drop', 'slow', 'types'] as const;
export type FaultKind = (typeof faultKinds)[number];

/** The fault kinds whose call must fail; 'slow' only delays a good answer. */
export const failingKinds: readonly FaultKind[] = faultKinds.filter((kind) => kind !== 'slow');

/** The client timeout the pages of a 'hang' case get (`?qa_timeout=`): the hang outlasts it. */
export const HANG_TIMEOUT_MS = 1500;
/**
 * How long a 'slow' answer is held: well under the client's default 10 s timeout, and under the
 * 1.5 s the search waits for its log call before it goes on without it.
 */
export const SLOW_MS = 800;

const ERROR_PAGE = '<!doctype html><html><head><title>500</title></head><body><h1>Internal Server Error</h1></body></html>';
const OK_ERROR_PAGE = '<!doctype html><html><head><title>Ошибка</title></head><body><h1>Something went wrong</h1></body></html>';
const TRUNCATED_JSON = '{"id_array": [1, 2';

/** The named fields a request sends: its query, or its form body, or the text parts of a multipart body. */
export function requestFields(request: Request): URLSearchParams {
  const url = new URL(request.url());
  if (request.method() === 'GET') return url.searchParams;
  const type = request.headers()['content-type'] ?? '';
  const body = request.postDataBuffer()?.toString('latin1') ?? '';
  if (!type.startsWith('multipart/form-data')) return new URLSearchParams(body);
  const fields = new URLSearchParams();
  // A text part: its name, a blank line, its value. File parts carry a filename and are skipped.
  for (const part of body.matchAll(/name="([^"]+)"\r\n\r\n([^\r]*)\r\n/g)) fields.append(part[1]!, part[2]!);
  return fields;
}

/** Which requests are one call: the row's method, path and fixed fields, narrowed by the case when needed. */
export interface CallMatcher {
  method: string;
  path: string;
  /** The path is a prefix (a server link with an id in it). */
  prefix: boolean;
  fixed: Readonly<Record<string, string>>;
  /**
   * The row's answer body is never read: junk with a 200 is then an answer the server gave after
   * doing its work, so the request reaches the server and only the body is replaced.
   */
  bodyIgnored: boolean;
  narrow?: (fields: URLSearchParams) => boolean;
}

export function matcherFor(endpoint: Endpoint, path: string | null, narrow?: (fields: URLSearchParams) => boolean): CallMatcher {
  const where = endpoint.path ?? path;
  if (where === null) throw new Error('a row without a path needs the case to name one');
  return { method: endpoint.method, path: where, prefix: endpoint.path === null, fixed: endpoint.fixed ?? {}, bodyIgnored: endpoint.answer.kind === 'none', narrow };
}

const onPath = (pathname: string, matcher: CallMatcher) => (matcher.prefix ? pathname.startsWith(matcher.path) : pathname === matcher.path);

export function isCall(request: Request, matcher: CallMatcher): boolean {
  if (request.method() !== matcher.method || !onPath(new URL(request.url()).pathname, matcher)) return false;
  const fields = requestFields(request);
  return Object.entries(matcher.fixed).every(([name, value]) => fields.get(name) === value) && (matcher.narrow?.(fields) ?? true);
}

/**
 * Every field of an answer the wrong kind of JSON value: a scalar becomes an object, a list or an
 * object becomes `true`. No decoder reads one kind as the other (PHP's lenient spellings, numbers
 * as strings and `[]` as an empty object, stay within the scalar or the container kind).
 */
export function withWrongTypes(answer: unknown): unknown {
  const swap = (value: unknown) => (value !== null && typeof value === 'object' ? true : { wrong: 'type' });
  if (answer === null || typeof answer !== 'object' || Array.isArray(answer)) return swap(answer);
  return Object.fromEntries(Object.entries(answer).map(([key, value]) => [key, swap(value)]));
}

export interface FaultSwitch {
  /** Requests of the call seen so far, failed or passed. */
  readonly calls: number;
  /** From now on the call goes through untouched (still counted). */
  heal(): void;
  /** Ends held requests; call before the page closes. */
  release(): Promise<void>;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Makes every request of the call fail in the given way until `heal()`. */
export async function injectFault(page: Page, matcher: CallMatcher, kind: FaultKind): Promise<FaultSwitch> {
  let calls = 0;
  let healed = false;
  const held: Route[] = [];

  async function junk(route: Route, contentType: string, body: string): Promise<void> {
    if (!matcher.bodyIgnored) return route.fulfill({ status: 200, contentType, body });
    const response = await route.fetch();
    return route.fulfill({ response, contentType, body });
  }

  async function fail(route: Route): Promise<void> {
    switch (kind) {
      case '500':
        return route.fulfill({ status: 500, contentType: 'text/html; charset=UTF-8', body: ERROR_PAGE });
      case 'malformed':
        return junk(route, 'application/json; charset=UTF-8', TRUNCATED_JSON);
      case 'html':
        return junk(route, 'text/html; charset=UTF-8', OK_ERROR_PAGE);
      case 'drop':
        return route.abort('connectionreset');
      case 'hang':
        // Never answered: the client's timeout ends it. Held so that release() can end it for good.
        held.push(route);
        return;
      case 'slow':
        await wait(SLOW_MS);
        return route.continue();
      case 'types': {
        const response = await route.fetch();
        const text = await response.text();
        let body = text;
        try {
          body = JSON.stringify(withWrongTypes(JSON.parse(text)));
        } catch {
          // Not JSON (an html row): wrong field types do not apply, the answer goes as it was.
        }
        return route.fulfill({ response, body });
      }
    }
  }

  const handler = async (route: Route) => {
    if (!isCall(route.request(), matcher)) return route.fallback();
    calls += 1;
    if (healed) return route.continue();
    return fail(route).catch(() => undefined);
  };
  await page.route((url) => onPath(url.pathname, matcher), handler);

  return {
    get calls() {
      return calls;
    },
    heal() {
      healed = true;
    },
    async release() {
      await Promise.all(held.splice(0).map((route) => route.abort('timedout').catch(() => undefined)));
    },
  };
}
