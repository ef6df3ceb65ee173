import { DecodeError, html, read } from '../../../shared/api/fields.ts';
import { describe, expect, it } from 'vitest';
import { ApiError, isApiError, toApiError } from '../../../shared/api/index.ts';

describe('ApiError', () => {
  it('carries kind, endpoint, status and cause', () => {
    const cause = new Error('boom');
    const err = new ApiError('http', '/ajax/auth/', { status: 503, cause });
    expect(err).toBeInstanceOf(Error);
    expect(isApiError(err)).toBe(true);
    expect(err).toMatchObject({ name: 'ApiError', kind: 'http', endpoint: '/ajax/auth/', status: 503, cause });
    expect(err.message).toBe('API http error 503 on /ajax/auth/');
  });
});

describe('toApiError', () => {
  it('keeps the http error the client made, with its status and path', () => {
    const err = toApiError(new ApiError('http', '/ajax/auth/', { status: 502 }), '/other/');
    expect(err).toMatchObject({ kind: 'http', status: 502, endpoint: '/ajax/auth/' });
  });

  it('maps a DOMException TimeoutError to timeout', () => {
    expect(toApiError(new DOMException('signal timed out', 'TimeoutError'), '/a/').kind).toBe('timeout');
    expect(toApiError(new DOMException('aborted', 'AbortError'), '/a/').kind).toBe('network');
  });

  it('maps fetch failures and aborts to network', () => {
    expect(toApiError(new TypeError('Failed to fetch'), '/a/').kind).toBe('network');
    expect(toApiError(new DOMException('aborted', 'AbortError'), '/a/').kind).toBe('network');
    expect(toApiError('a string thrown by someone', '/a/').kind).toBe('network');
  });

  it('maps JSON and schema failures to parse', () => {
    let syntax: unknown;
    try {
      JSON.parse('{');
    } catch (err) {
      syntax = err;
    }
    expect(toApiError(syntax, '/a/').kind).toBe('parse');
    let decoding: unknown;
    try {
      read(html, 1);
    } catch (err) {
      decoding = err;
    }
    expect(decoding).toBeInstanceOf(DecodeError);
    expect(toApiError(decoding, '/a/').kind).toBe('parse');
  });

  it('returns an ApiError unchanged', () => {
    const original = new ApiError('parse', '/a/');
    expect(toApiError(original, '/b/')).toBe(original);
  });
});
