import type { PageId } from '../context/types.ts';

// The messaging-app invite comes on every 6th page view of a session, and never on the
// card-payment page (widgets/messenger-invite). A session is the tab's sessionStorage: it ends
// with the tab, and a new tab starts counting again. Every page the bundle runs on is a
// page view: the page wiring counts it at boot, whether or not the page carries the invite.

export const PAGE_VIEWS_KEY = 'shopWidgets.pageViews';
export const INVITE_EVERY = 6;
/** The page on which the messaging-app popup is never shown. */
const NO_INVITE_PAGE: PageId = 'card-payment';

/** This page's answer, once counted. */
let thisPageView: boolean | null | undefined;

/**
 * Counts this page view and says whether it is one on which the invite shows (true on the 6th,
 * 12th, …). A page is counted once however often it is asked (the page wiring at boot, then the
 * invite's widget, a re-mount). The card-payment page is not counted (false): the shopper is paying
 * there, so the invite a 6th view would have brought waits for the next page instead of being
 * spent where it cannot show. null when sessionStorage is missing or refuses to read or write:
 * nothing can be counted, and the invite never shows (one on every page would be worse than none);
 * the invite's widget says so in the console, so that a page without it says nothing.
 */
export function countPageView(pageId: PageId): boolean | null {
  if (thisPageView === undefined) {
    thisPageView = false;
    if (pageId !== NO_INVITE_PAGE) {
      thisPageView = null;
      try {
        // The getter throws when storage is blocked (SecurityError), getItem when there is none,
        // setItem on a full quota: the count stays null.
        const storage = window.sessionStorage;
        const stored = storage.getItem(PAGE_VIEWS_KEY) || '';
        // A count this module wrote; anything else (edited by hand, another script's value) starts over.
        const views = String((/^\d{1,9}$/.test(stored) ? +stored : 0) + 1);
        storage.setItem(PAGE_VIEWS_KEY, views);
        // Read back: a storage that accepts writes and keeps nothing counts as refusing them.
        if (storage.getItem(PAGE_VIEWS_KEY) === views) thisPageView = +views % INVITE_EVERY === 0;
      } catch {
        // Not counted.
      }
    }
  }
  return thisPageView;
}

/** Forgets this page's answer, as a new page would (tests start every case as a fresh page). */
export function forgetThisPageView(): void {
  thisPageView = undefined;
}
