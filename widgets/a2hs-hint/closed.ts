// The shopper closed the hint: it stays closed for the rest of the browser session (the tab's
// sessionStorage). Where storage is blocked, only for this page (storage.ts keeps it in memory).
import { readSessionStorage, writeSessionStorage } from '../../shared/browser/storage.ts';
import { reportFor } from '../../shared/log/widgetReport.ts';

export const HINT_CLOSED_KEY = 'shopWidgets.a2hsHintClosed';

export function hintClosed(): boolean {
  return readSessionStorage(HINT_CLOSED_KEY) === '1';
}

/**
 * Closes the hint for the session. A browser that refuses sessionStorage gets a console error: the
 * hint is closed on this page, and the next one shows it again. The shopper is not told: the ×
 * did what it shows, and a message about storage would be one more thing to close.
 */
export function closeHint(element: HTMLElement): void {
  if (writeSessionStorage(HINT_CLOSED_KEY, '1')) return;
  reportFor(element)('the browser refused sessionStorage (blocked, full or missing); the hint is closed on this page only and comes back on the next');
}
