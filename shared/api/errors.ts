// The one error type every call rejects with, whatever went wrong underneath.
import { DecodeError } from './fields.ts';

/**
 * network: no answer at all (offline, DNS, CORS, aborted, refused cross-origin URL);
 * timeout: no answer within the client's timeout;
 * http: an answer with a non-2xx status;
 * parse: an answer that is not what the call expects (not JSON, HTML error page, wrong shape).
 */
export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'parse';

export interface ApiErrorOptions {
  status?: number;
  cause?: unknown;
  /** Overrides the default message, e.g. to say why an answer was rejected. */
  message?: string;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** The path that was called, e.g. '/ajax/auth/' (no origin, no query). */
  readonly endpoint: string;
  /** HTTP status, only for kind 'http'. */
  readonly status?: number;
  // Set by hand as well as through ErrorOptions: browsers older than the bundle's target ignore the option.
  override readonly cause: unknown;

  constructor(kind: ApiErrorKind, endpoint: string, options: ApiErrorOptions = {}) {
    const status = options.status === undefined ? '' : ` ${options.status}`;
    super(options.message ?? `API ${kind} error${status} on ${endpoint}`, { cause: options.cause });
    this.kind = kind;
    this.endpoint = endpoint;
    this.status = options.status;
    this.cause = options.cause;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

function errorName(err: unknown): string {
  return err instanceof Error || err instanceof DOMException ? err.name : '';
}

/**
 * Maps anything a call can throw to an ApiError:
 * an ApiError stays as it is (the client makes 'http' and 'timeout' ones), a DOMException named
 * TimeoutError → timeout, JSON SyntaxError or a DecodeError → parse, everything else (TypeError
 * from fetch, AbortError, unknown throws) → network.
 */
export function toApiError(err: unknown, endpoint: string): ApiError {
  if (err instanceof ApiError) return err;
  if (errorName(err) === 'TimeoutError') return new ApiError('timeout', endpoint, { cause: err });
  if (err instanceof SyntaxError || err instanceof DecodeError) return new ApiError('parse', endpoint, { cause: err });
  return new ApiError('network', endpoint, { cause: err });
}
