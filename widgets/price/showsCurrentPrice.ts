import { store } from '../../shared/store/index.ts';

/**
 * Whether the marker already shows what Price would render now, so that it need not mount (a
 * listing's prices are almost always what page init sends: the page was rendered with them).
 * True when no entry came for the product, or an entry with neither `html` nor `p` (Price keeps
 * the marker's own HTML then), and when the entry's `html` is what the marker holds: both as the
 * browser serialises them (quotes, attribute spelling), apart from the whitespace around the block.
 * An entry without `html` is formatted by Price in its own markup: never current.
 */
export function showsCurrentPrice(element: HTMLElement, { productId }: { productId: string }): boolean {
  const price = store.prices.peek().get(productId);
  if (!price?.html.trim()) return price?.price === undefined;
  // Parsed and serialised inside a template: inert, so an image in the block loads nothing.
  const block = document.createElement('template');
  block.innerHTML = price.html;
  return block.innerHTML.trim() === element.innerHTML.trim();
}
