// One request on the wire: fetch with a per-attempt timeout and the caller's cancel signal.
import { ApiError } from './errors.ts';

export interface Attempt {
  url: URL;
  init: RequestInit;
  timeoutMs: number;
  /** The caller's cancel signal (a newer autocomplete query); its abort is 'network', never retried. */
  signal?: AbortSignal;
}

function aborted(endpoint: string): ApiError {
  return new ApiError('network', endpoint, { cause: new DOMException('The call was cancelled', 'AbortError') });
}

/**
 * Resolves with a 2xx response; rejects with ApiError: 'http' with the status for any other status,
 * 'timeout' when no answer came within timeoutMs, 'network' for a lost connection or the caller's
 * abort. The timeout covers the wait for the answer's headers, as the body is read by the caller.
 */
export async function attempt({ url, init, timeoutMs, signal }: Attempt): Promise<Response> {
  const endpoint = url.pathname;
  if (signal?.aborted) throw aborted(endpoint);
  // AbortSignal.timeout / AbortSignal.any are newer than the bundle's browsers: one controller
  // per attempt, aborted by either the clock or the caller.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const cancel = () => controller.abort();
  signal?.addEventListener('abort', cancel);
  try {
    const response = await fetch(new Request(url.href, { ...init, signal: controller.signal }));
    if (response.ok) return response;
    // Free the connection: an error page's body is never read.
    response.body?.cancel().catch(() => undefined);
    throw new ApiError('http', endpoint, { status: response.status });
  } catch (err) {
    if (err instanceof ApiError) throw err;
    if (timedOut) throw new ApiError('timeout', endpoint, { cause: err });
    if (signal?.aborted) throw aborted(endpoint);
    throw new ApiError('network', endpoint, { cause: err });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}
