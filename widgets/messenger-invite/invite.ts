// The messaging-app invite, on a phone, on every 6th page view of a session, never on
// the card-payment page (countPageView already says no there).
import { isMobileViewport } from '../../shared/browser/device.ts';
import { countPageView } from '../../shared/browser/pageViews.ts';
import type { PageId } from '../../shared/context/types.ts';
import { reportFor } from '../../shared/log/widgetReport.ts';

/** Set once the invite was shown: a marker mounted again (or a second one) does not bring it back. */
let shownOnThisPage = false;
/** Set once this page said in the console that its views cannot be counted. */
let toldNotCounted = false;

/**
 * Whether this page shows the invite. Every page view of the session is counted, by the page
 * wiring at boot, with this marker on the page or not, whatever the device (every page view counts,
 * not only a phone's); this reads the page's answer (and counts the view itself when nothing did
 * yet: a page without the wiring). Only a phone-sized viewport shows it. When sessionStorage
 * refuses the count, one console error per page, from the invite only.
 */
export function takeInvite(pageId: PageId, element: HTMLElement): boolean {
  const sixthView = countPageView(pageId);
  if (sixthView === null && !toldNotCounted) {
    toldNotCounted = true;
    reportFor(element)('the browser refused sessionStorage (blocked, full or missing); page views cannot be counted, so the invite is not shown');
  }
  if (!sixthView || shownOnThisPage || !isMobileViewport()) return false;
  shownOnThisPage = true;
  return true;
}

/** For tests: a new page load. */
export function forgetInviteShown(): void {
  shownOnThisPage = false;
  toldNotCounted = false;
}

/** The invite's title, which names the dialog: the marker must hold one with words. */
export function inviteTitleOf(marker: ParentNode): HTMLElement | null {
  const title = marker.querySelector<HTMLElement>('.messenger-invite__title');
  return title && title.textContent?.trim() ? title : null;
}
