// Closing the promo banner sets c_a_b2 for 6 hours, and the banner is not shown while it lives.
import { readCookie, setCookie } from '../../shared/browser/cookies.ts';
import { reportFor } from '../../shared/log/widgetReport.ts';

export const BANNER_CLOSED_COOKIE = 'c_a_b2';
export const BANNER_CLOSED_MAX_AGE_S = 6 * 60 * 60;

/** The shopper closed the banner in the last 6 hours: the cookie is there, whatever its value. */
export function bannerClosedBefore(): boolean {
  return readCookie(BANNER_CLOSED_COOKIE) !== null;
}

/**
 * Remembers the closing for 6 hours; false when the browser refused the cookie: a console error,
 * and the closing stands for this page.
 */
export function rememberBannerClosed(element: HTMLElement): boolean {
  if (setCookie(BANNER_CLOSED_COOKIE, '1', { maxAgeSeconds: BANNER_CLOSED_MAX_AGE_S })) return true;
  reportFor(element)(`the browser refused the ${BANNER_CLOSED_COOKIE} cookie; the banner is closed on this page only and comes back on the next`);
  return false;
}
