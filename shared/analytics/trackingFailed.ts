import { handleError } from '../log/handleError.ts';

/**
 * For a tracking promise's catch: tracking never stops or delays the shopper. What reaches the
 * error handler (one report, `analytics: <event> was not sent`) is a failure of the tracking
 * function itself: it threw, e.g. the page's `dataLayer` is not an array and its `push` throws or
 * is missing (globals.ts). Its calls' failures do not: a failed `trackEvent` or `cookieTrack` call
 * is dropped (Promise.allSettled), a failed `productData` call gives GA4 the bare product id
 * (productItem.ts, `.catch(() => null)`) and a throwing pixel (`fbq`) is ignored (globals.ts), so
 * monitoring does not see those lost events.
 */
export function trackingFailed(event: string): (error: unknown) => void {
  return (error) => handleError(error, `analytics: ${event} was not sent`);
}
