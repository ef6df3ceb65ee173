// docs/api.md newArrivalNotify: POST {new-arrival url} ajax_popup=1 as the shopper opens a
// new-arrival link. A failed call is ignored for the shopper; developers get a console warning.
import { notifyNewArrival } from '../api/index.ts';
import { warn } from '../log/handleError.ts';

/**
 * Sends the notify call for a link being opened, now: the request is on its way before this
 * returns, so the browser may open the link in the same event. keepalive lets it finish even when
 * the shopper closes or leaves this page right after. Never throws or rejects.
 */
export function notifyNewArrivalOpened(url: string): void {
  notifyNewArrival(url, { keepalive: true }).catch((error: unknown) => {
    warn(`new-arrivals: the notify call for ${url} failed; the link opened anyway`, error);
  });
}
