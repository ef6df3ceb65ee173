// Copying a promo code stores it in promocodeBanner, a session cookie (no lifetime is asked for).
import { setCookie } from '../../shared/browser/cookies.ts';
import { reportFor } from '../../shared/log/widgetReport.ts';

export const PROMO_CODE_COOKIE = 'promocodeBanner';

/** Stores the code; false when the browser refuses cookies. */
export function rememberPromoCode(code: string): boolean {
  return setCookie(PROMO_CODE_COOKIE, code);
}

export function reportPromoCodeCookieRefused(element: HTMLElement): void {
  reportFor(element)(`the browser refused the ${PROMO_CODE_COOKIE} cookie; the code is copied without being stored`);
}
