import type { PageId } from '../context/types.ts';

// SPEC 2 / 9: the messaging-app invite comes on every 6th page view of a session, and never on the
// card-payment page. A session is the tab's sessionStorage: it ends with the tab, as SPEC's
// "per session" suggests, and a new tab starts counting again.

export const PAGE_VIEWS_KEY = 'shopWidgets.pageViews';
export const INVITE_EVERY = 6;
/** SPEC 2: the page on which the messaging-app popup is never shown. */
const NO_INVITE_PAGE: PageId = 'card-payment';

/** This page's answer: a page is viewed once however often a widget asks (a re-mount). */
let thisPageView: boolean | undefined;

/**
 * Counts this page view and says whether it is one on which the invite shows (the 6th, 12th, …).
 * The card-payment page is not counted: the shopper is paying there, so the invite a 6th view
 * would have brought waits for the next page instead of being spent where it cannot show. When
 * sessionStorage is missing or refuses to read or write, nothing can be counted and the answer is
 * always false (an invite on every page would be worse than none); `onNotCounted` is called then,
 * once per page, for the console error.
 */
export function countPageView(pageId: PageId, onNotCounted?: () => void): boolean {
  if (thisPageView === undefined && pageId === NO_INVITE_PAGE) thisPageView = false;
  if (thisPageView === undefined) {
    const views = countInSession();
    if (views === null) onNotCounted?.();
    thisPageView = views !== null && views % INVITE_EVERY === 0;
  }
  return thisPageView;
}

/** This session's page views, this one included; null when sessionStorage cannot keep the count. */
function countInSession(): number | null {
  try {
    const storage = window.sessionStorage;
    if (!storage) return null;
    const views = storedCount(storage.getItem(PAGE_VIEWS_KEY)) + 1;
    storage.setItem(PAGE_VIEWS_KEY, String(views));
    // Read back: a storage that accepts writes and keeps nothing counts as refusing them.
    return storage.getItem(PAGE_VIEWS_KEY) === String(views) ? views : null;
  } catch {
    // The getter throws when storage is blocked (SecurityError), setItem on a full quota.
    return null;
  }
}

/** A count this module wrote; anything else (edited by hand, another script's value) starts over. */
function storedCount(value: string | null): number {
  if (value === null || !/^\d{1,9}$/.test(value)) return 0;
  return Number(value);
}

/** Forgets this page's answer, as a new page would (tests start every case as a fresh page). */
export function forgetThisPageView(): void {
  thisPageView = undefined;
}
