// Accepting cookies sets cookieAccepted=1 for 3000 days.
import { showMessage } from '../../shared/actions/notices.ts';
import { readCookie, setCookie } from '../../shared/browser/cookies.ts';
import { cookieChoiceNotSaved } from '../../shared/i18n/messages/messaging.ts';
import { reportFor } from '../../shared/log/widgetReport.ts';

export const COOKIE_ACCEPTED = 'cookieAccepted';
/** 3000 days (this widget's README). */
export const COOKIE_ACCEPTED_MAX_AGE_S = 3000 * 24 * 60 * 60;

/** The server asked for the notice (page init's notifyAboutCookie) and the shopper has not accepted yet. */
export function cookieNoticeWanted(asked: boolean): boolean {
  return asked && readCookie(COOKIE_ACCEPTED) !== '1';
}

/**
 * Records the shopper's acceptance. A browser that refuses cookies cannot remember it: a console
 * error for developers and a message telling the shopper the notice will come back on other pages.
 */
export function acceptCookies(element: HTMLElement): void {
  if (setCookie(COOKIE_ACCEPTED, '1', { maxAgeSeconds: COOKIE_ACCEPTED_MAX_AGE_S })) return;
  reportFor(element)(`the browser refused the ${COOKIE_ACCEPTED} cookie; the notice is gone for this page only`);
  showMessage(cookieChoiceNotSaved, 'error');
}
