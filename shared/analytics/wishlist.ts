import { trackCookie, trackEvent, type FavouritesAnswer } from '../api/index.ts';
import { store } from '../store/index.ts';
import { pushDataLayer, sendPixel } from './globals.ts';
import { productItem } from './productItem.ts';

/**
 * A favourite add tells analytics, on production pages only, and never for managers: the event
 * and cookie calls, the pixel with the server's event id, and a GA4 item from the answer's
 * productdata (the product data call is made only when the answer carries none).
 * Tracking failures are swallowed: they must never disturb the shopper.
 */
export async function trackWishlistAdd(productId: string, answer: FavouritesAnswer): Promise<void> {
  const context = store.pageContext.peek();
  if (!context.production || answer.isManager) return;
  sendPixel('AddToWishlist', { content_ids: [productId], content_type: 'product' }, answer.wishlistEventId);
  // Settled from the start: a call that fails while the product data comes is handled at once.
  const calls = Promise.allSettled([
    trackCookie({ type: 'add_to_wishlist', productId }),
    trackEvent({ cid: productId, url: location.href, type: 'add_to_wishlist' }),
  ]);
  const item = await productItem(productId, answer.productData);
  pushDataLayer({ event: 'add_to_wishlist', ecommerce: { currency: context.currency, items: [item] } });
  await calls;
}
