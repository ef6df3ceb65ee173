import { trackEvent } from '../api/index.ts';
import { MARKER_ATTR, PRODUCT_ID_ATTR } from '../browser/markerAttributes.ts';
import { store } from '../store/index.ts';
import { pushDataLayer } from './globals.ts';
import { bareItem } from './bareItem.ts';
import { trackingFailed } from './trackingFailed.ts';

/**
 * GA4 select_item, on production pages only: the shopper selected a product from a list. Its
 * event call goes out, and a GA4 select_item with `item`: the product id alone when the shopper is
 * leaving the page by the product's link (no time to ask the server; the call goes with keepalive),
 * or described by the server's product data when the page stays (a quick view, selectInPlace.ts).
 */
export async function sendSelectItem(productId: string, item: () => Promise<Record<string, unknown>> | Record<string, unknown>, keepalive: boolean): Promise<void> {
  const { production, currency } = store.pageContext.peek();
  if (!production) return;
  // Settled from the start: a call that fails while the product data comes is handled at once.
  const event = Promise.allSettled([trackEvent({ cid: productId, url: location.href, type: 'select_item' }, { keepalive })]);
  pushDataLayer({ event: 'select_item', ecommerce: { currency, items: [await item()] } });
  await event;
}

/**
 * The product a click selects: a link inside an element that carries `data-product-id` (a
 * listing tile, a cart line, a favourites-list item, a look item), not a link that belongs to a
 * widget inside it (the favourite's fallback, a size link, a remove link). null for any other click.
 */
export function selectedProduct(target: EventTarget | null): string | null {
  if (!(target instanceof Element)) return null;
  const link = target.closest('a[href]');
  const product = link?.closest(`[${PRODUCT_ID_ATTR}]`);
  if (!link || !product) return null;
  const marker = link.closest(`[${MARKER_ATTR}]`);
  if (marker && (marker === product || product.contains(marker))) return null;
  return product.getAttribute(PRODUCT_ID_ATTR)?.trim() || null;
}

/**
 * Watches the page for product selections (one listener on the document for every list, present
 * and future). Only production pages track, so others pay nothing. Returns the function that stops.
 */
export function trackProductSelections(root: Document = document): () => void {
  if (!store.pageContext.peek().production) return () => {};
  const onClick = (event: MouseEvent) => {
    // The main button follows the link; the middle one opens it in a new tab.
    if (event.type === 'click' ? event.button !== 0 : event.button !== 1) return;
    const productId = selectedProduct(event.target);
    if (productId) void sendSelectItem(productId, () => bareItem(productId), true).catch(trackingFailed('select_item'));
  };
  root.addEventListener('click', onClick);
  root.addEventListener('auxclick', onClick);
  return () => {
    root.removeEventListener('click', onClick);
    root.removeEventListener('auxclick', onClick);
  };
}
