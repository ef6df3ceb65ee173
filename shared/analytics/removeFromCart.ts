import { trackCookie, trackEvent } from '../api/index.ts';
import { store } from '../store/index.ts';
import { pushDataLayer } from './globals.ts';
import { productItem } from './productItem.ts';

/**
 * A confirmed removal of a cart line tells analytics, on production pages only
 * (widgets/cart-remove): the remove_from_cart event and cookie calls, and a GA4 remove_from_cart
 * described by the server's product data. When that data cannot be had, GA4 still learns the
 * product id. Failures are swallowed: tracking must never disturb the shopper.
 */
export async function trackCartRemove(productId: string): Promise<void> {
  const { production, currency } = store.pageContext.peek();
  if (!production) return;
  // Settled from the start: a call that fails while the product data comes is handled, not an
  // unhandled rejection on the shopper's console.
  const calls = Promise.allSettled([
    trackEvent({ cid: productId, url: location.href, type: 'remove_from_cart' }),
    trackCookie({ type: 'remove_from_cart', productId }),
  ]);
  const item = await productItem(productId);
  const value = typeof item.price === 'number' ? { value: item.price } : {};
  pushDataLayer({ event: 'remove_from_cart', ecommerce: { currency, ...value, items: [item] } });
  await calls;
}
