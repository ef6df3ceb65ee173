// The ky instance the calls go through: same origin, ajax header, timeout, and retries only for
// requests the caller marks safe to repeat.
import ky from 'ky';
import { DEFAULT_API_TIMEOUT_MS } from '../context/types.ts';
import { toApiError } from './errors.ts';
import { resolveSameOrigin } from './same-origin.ts';

export interface ClientOptions {
  /** Per attempt; a timed-out attempt is not retried. */
  timeoutMs: number;
  /** Origin to call; defaults to location.origin. Only the origin part is used: every path of SPEC.md 7 is root-relative. */
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

const MAX_TIMEOUT_MS = 2_147_483_647; // ky refuses more (setTimeout's 32-bit limit)
const DEFAULT_RETRY_DELAY_MS = 300;
const MAX_RETRY_DELAY_MS = 2_000;

/** A usable timeout: a positive finite number, capped; anything else falls back to the default. */
export function normaliseTimeout(ms: number): number {
  if (!Number.isFinite(ms) || ms <= 0) {
    console.warn(`shop-widgets api: ignoring invalid timeout ${String(ms)}, using ${DEFAULT_API_TIMEOUT_MS} ms`);
    return DEFAULT_API_TIMEOUT_MS;
  }
  return Math.min(ms, MAX_TIMEOUT_MS);
}

function pageOrigin(baseUrl: string | undefined): string {
  if (baseUrl !== undefined) return new URL(baseUrl).origin;
  if (typeof location === 'undefined') throw new Error('shop-widgets api: no location; pass baseUrl to createClient');
  return location.origin;
}

export function createClient(options: ClientOptions): ApiClient {
  const origin = pageOrigin(options.baseUrl);
  const timeoutMs = normaliseTimeout(options.timeoutMs);
  const retryDelayMs = Math.max(0, options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS);
  const instance = ky.create({
    prefixUrl: origin,
    credentials: 'same-origin',
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    timeout: timeoutMs,
    retry: { limit: 0 },
  });
  const retryWhenSafe = {
    limit: 2,
    // ky's default list leaves POST out; a read sent as POST (page init) is just as safe.
    methods: ['get', 'post'],
    // Network errors are retried too (ky retries any failure that is not an HTTP error or a timeout).
    statusCodes: [500, 502, 503, 504],
    // Ignore Retry-After: a legacy 503 page may ask for an hour, a shopper will not wait that long.
    afterStatusCodes: [],
    // Exponential backoff: retryDelayMs, then 2 × retryDelayMs, capped.
    delay: (attempt: number) => retryDelayMs * 2 ** (attempt - 1),
    backoffLimit: MAX_RETRY_DELAY_MS,
  };

  async function send(request: ApiRequest): Promise<Response> {
    const target = resolveSameOrigin(request.url, origin);
    request.searchParams?.forEach((value, name) => target.searchParams.append(name, value));
    try {
      // ky joins prefixUrl and input itself and wants no leading slash; the hash never goes to the server.
      return await instance(target.pathname.slice(1) + target.search, {
        method: request.method,
        body: request.body,
        headers: { Accept: request.accept },
        signal: request.signal,
        ...(request.keepalive ? { keepalive: true } : {}),
        retry: request.safeToRepeat === true ? retryWhenSafe : { limit: 0 },
      });
    } catch (err) {
      throw toApiError(err, target.pathname);
    }
  }

  return { origin, timeoutMs, send };
}
