import { handleError } from '../log/handleError.ts';

/**
 * For a tracking promise's catch: tracking never stops or delays the shopper, but a failure is
 * still one report to the error handler, so the page's monitoring sees lost events.
 */
export function trackingFailed(event: string): (error: unknown) => void {
  return (error) => handleError(error, `analytics: ${event} was not sent`);
}
