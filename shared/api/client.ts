// The client every call goes through: same origin, the ajax header, a timeout per attempt, and
// retries only for requests the caller marks safe to repeat. Plain fetch (README: why not ky).
import { DEFAULT_API_TIMEOUT_MS } from '../context/types.ts';
import { attempt } from './attempt.ts';
import { ApiError } from './errors.ts';
import { resolveSameOrigin } from './same-origin.ts';

export interface ClientOptions {
  /** Per attempt; a timed-out attempt is not retried. */
  timeoutMs: number;
  /** Origin to call; defaults to location.origin. Only the origin part is used: every call path is root-relative. */
  baseUrl?: string;
  /** The first retry waits this long, the second twice as long (default 300 → 300 ms, 600 ms). Tests pass 0. */
  retryDelayMs?: number;
}

export interface ApiRequest {
  method: 'GET' | 'POST';
  /** Root-relative path or a same-origin absolute URL; a query already in it is kept. */
  url: string;
  /** Appended to the URL's query (GET calls). */
  searchParams?: URLSearchParams;
  /** URLSearchParams → x-www-form-urlencoded, FormData → multipart; fetch sets the content type. */
  body?: URLSearchParams | FormData;
  accept?: string;
  signal?: AbortSignal;
  /**
   * The request only reads (page init, a popup's html): a 5xx or a lost connection may send it
   * again. Left false, it goes out exactly once, whatever its method: a favourite toggle is a GET
   * that the server applies, and repeating it would undo the shopper's click.
   */
  safeToRepeat?: boolean;
  /** Let the request finish after the page is left (fetch's keepalive). */
  keepalive?: boolean;
}

export interface ApiClient {
  readonly origin: string;
  readonly timeoutMs: number;
  /** Resolves with a 2xx response; rejects with ApiError only. */
  send(request: ApiRequest): Promise<Response>;
}

const MAX_TIMEOUT_MS = 2_147_483_647; // setTimeout's 32-bit limit: more fires at once
const DEFAULT_RETRY_DELAY_MS = 300;
const MAX_RETRY_DELAY_MS = 2_000;
/** A safe read goes out at most three times: two retries. */
const MAX_RETRIES = 2;
/** Server trouble that may pass; a 4xx will not, and Retry-After is ignored (a legacy 503 page may ask for an hour). */
const RETRY_STATUSES = [500, 502, 503, 504];

/**
 * A usable timeout: a positive finite number, capped; anything else falls back to the default.
 * Quietly: the page's value has been through the page context's own check already.
 */
export function normaliseTimeout(ms: number): number {
  return Number.isFinite(ms) && ms > 0 ? Math.min(ms, MAX_TIMEOUT_MS) : DEFAULT_API_TIMEOUT_MS;
}

/** Every browser has a location; a test without one passes baseUrl. */
function pageOrigin(baseUrl: string | undefined): string {
  return baseUrl === undefined ? location.origin : new URL(baseUrl).origin;
}

/** A lost connection or server trouble; never a timeout, a 4xx or the caller's own cancel. */
function worthRetrying(err: ApiError, signal: AbortSignal | undefined): boolean {
  if (signal?.aborted) return false;
  if (err.kind === 'http') return RETRY_STATUSES.includes(err.status ?? 0);
  return err.kind === 'network';
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createClient(options: ClientOptions): ApiClient {
  const origin = pageOrigin(options.baseUrl);
  const timeoutMs = normaliseTimeout(options.timeoutMs);
  const retryDelayMs = Math.max(0, options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS);

  async function send(request: ApiRequest): Promise<Response> {
    const url = resolveSameOrigin(request.url, origin);
    // The hash never goes to the server.
    url.hash = '';
    request.searchParams?.forEach((value, name) => url.searchParams.append(name, value));
    const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' };
    if (request.accept !== undefined) headers.Accept = request.accept;
    const init: RequestInit = { method: request.method, body: request.body, headers, credentials: 'same-origin' };
    if (request.keepalive === true) init.keepalive = true;
    const retries = request.safeToRepeat === true ? MAX_RETRIES : 0;
    for (let retry = 0; ; retry += 1) {
      try {
        return await attempt({ url, init, timeoutMs, signal: request.signal });
      } catch (err) {
        if (!(err instanceof ApiError) || retry >= retries || !worthRetrying(err, request.signal)) throw err;
      }
      // Exponential backoff: retryDelayMs, then twice that, capped.
      await wait(Math.min(retryDelayMs * 2 ** retry, MAX_RETRY_DELAY_MS));
    }
  }

  return { origin, timeoutMs, send };
}
