import { afterEach, describe, expect, it, vi } from 'vitest';
import { attempt, SUPERSEDED } from '../../../shared/actions/outcome.ts';
import { ApiError } from '../../../shared/api/index.ts';
import { setErrorHandler } from '../../../shared/log/handleError.ts';

const message = { ru: 'Не вышло', ua: 'Не вийшло' };
const report = 'the thing could not be loaded';

afterEach(() => setErrorHandler(null));

describe('attempt: one call for a widget, one outcome', () => {
  it('an answer is ok, with its value; nothing is reported', async () => {
    const handler = vi.fn();
    setErrorHandler(handler);
    await expect(attempt(async () => 'html', { report, message })).resolves.toEqual({ ok: true, value: 'html' });
    expect(handler).not.toHaveBeenCalled();
  });

  it('a failure is reported once, with its cause, and tells the shopper the action’s message', async () => {
    const handler = vi.fn();
    setErrorHandler(handler);
    const cause = new Error('500');
    await expect(attempt(() => Promise.reject(cause), { report, message })).resolves.toEqual({ ok: false, message });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler.mock.calls[0]!.slice(0, 2)).toEqual([cause, report]);
  });

  it('a call the caller aborted tells nothing and reports nothing, whether it failed or its answer raced the abort', async () => {
    const handler = vi.fn();
    setErrorHandler(handler);
    const aborted = new AbortController();
    aborted.abort();
    await expect(attempt(() => Promise.reject(new Error('aborted')), { report, message }, aborted.signal)).resolves.toEqual(SUPERSEDED);
    await expect(attempt(async () => 'late', { report, message }, aborted.signal)).resolves.toEqual({ ok: false, message: null });
    expect(handler).not.toHaveBeenCalled();
  });

  it('unsure: told instead when the server may have done it (no error status, not offline); else the message', async () => {
    setErrorHandler(vi.fn());
    const unsure = { ru: 'Неизвестно', ua: 'Невідомо' };
    for (const kind of ['network', 'timeout', 'parse'] as const) {
      await expect(attempt(() => Promise.reject(new ApiError(kind, '/ajax/x/')), { report, message, unsure }), kind).resolves.toEqual({ ok: false, message: unsure });
    }
    await expect(attempt(() => Promise.reject(new ApiError('http', '/ajax/x/', { status: 503 })), { report, message, unsure })).resolves.toEqual({ ok: false, message });
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await expect(attempt(() => Promise.reject(new ApiError('network', '/ajax/x/')), { report, message, unsure })).resolves.toEqual({ ok: false, message });
    } finally {
      onLine.mockRestore();
    }
    // Without `unsure`, every failure tells the message.
    await expect(attempt(() => Promise.reject(new ApiError('timeout', '/ajax/x/')), { report, message })).resolves.toEqual({ ok: false, message });
  });
});
