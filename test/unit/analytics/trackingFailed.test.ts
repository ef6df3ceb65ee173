import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackingFailed } from '../../../shared/analytics/trackingFailed.ts';
import { setErrorHandler } from '../../../shared/log/handleError.ts';

describe('trackingFailed', () => {
  afterEach(() => setErrorHandler(null));

  it('hands a lost tracking event to the error handler, naming the GA4 event, and never rethrows', async () => {
    const handler = vi.fn();
    setErrorHandler(handler);
    const cause = new Error('dataLayer push threw');
    await expect(Promise.reject(cause).catch(trackingFailed('add_to_cart'))).resolves.toBeUndefined();
    expect(handler).toHaveBeenCalledWith(cause, 'analytics: add_to_cart was not sent', {});
  });
});
