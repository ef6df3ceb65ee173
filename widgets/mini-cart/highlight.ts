import { readStorage, writeStorage } from '../../shared/browser/storage.ts';

// The first line of the cart popup is
// highlighted only the very first time ever, and the highlighted line keeps its own key.

/** Set once the first highlight was shown; never cleared. */
export const HIGHLIGHT_DONE_KEY = 'shopWidgets.cartHighlightDone';
export const HIGHLIGHT_CLASS = 'is-highlighted';
const LINE = '.cart-line';

/** The per-line 'highlighted' key of a cart line. */
export function lineHighlightKey(basketId: string): string {
  return `shopWidgets.highlighted.${basketId}`;
}

/**
 * Highlights the first cart line in `container` if no popup ever did. An empty cart spends
 * nothing: the flag means "a highlight was shown". A line that was highlighted before (its key is
 * set, e.g. by the old site) is not highlighted again. Returns the highlighted line's basket id
 * ('' when it has none), or null when nothing was highlighted.
 */
export function highlightFirstLineOnce(container: ParentNode): string | null {
  if (readStorage(HIGHLIGHT_DONE_KEY) === '1') return null;
  const first = container.querySelector(LINE);
  if (!first) return null;
  writeStorage(HIGHLIGHT_DONE_KEY, '1');
  const basketId = (first.getAttribute('data-basketid') ?? '').trim();
  if (basketId) {
    if (readStorage(lineHighlightKey(basketId)) === '1') return null;
    writeStorage(lineHighlightKey(basketId), '1');
  }
  first.classList.add(HIGHLIGHT_CLASS);
  return basketId;
}

/** Puts the highlight back on that line after the popup's html was re-rendered while it stayed open. */
export function keepHighlight(container: ParentNode, basketId: string): void {
  for (const line of container.querySelectorAll(LINE)) {
    if (line.getAttribute('data-basketid') === basketId) line.classList.add(HIGHLIGHT_CLASS);
  }
}
