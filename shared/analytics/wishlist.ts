import { trackCookie, trackEvent, type FavouritesAnswer } from '../api/index.ts';
import { store } from '../store/index.ts';
import { pushDataLayer, sendPixel } from './globals.ts';

/**
 * A favourite add tells analytics, on production pages only, and never for managers.
 * Tracking failures are swallowed: they must never disturb the shopper.
 */
export async function trackWishlistAdd(productId: string, answer: FavouritesAnswer): Promise<void> {
  const context = store.pageContext.peek();
  if (!context.production || answer.isManager) return;
  const product = productFields(answer.productData);
  pushDataLayer({
    event: 'add_to_wishlist',
    ecommerce: {
      currency: context.currency,
      items: [{ item_id: productId, item_name: product.name, item_brand: product.brand, price: product.price }],
    },
  });
  sendPixel('AddToWishlist', { content_ids: [productId], content_type: 'product' }, answer.wishlistEventId);
  await Promise.allSettled([
    trackCookie({ type: 'add_to_wishlist', productId }),
    trackEvent({ cid: productId, url: location.href, type: 'add_to_wishlist' }),
  ]);
}

function productFields(data: unknown): { name?: string; brand?: string; price?: number } {
  if (!data || typeof data !== 'object') return {};
  const record = data as Record<string, unknown>;
  const price = Number(record.price);
  return {
    name: typeof record.name === 'string' ? record.name : undefined,
    brand: typeof record.brand === 'string' ? record.brand : undefined,
    price: Number.isFinite(price) ? price : undefined,
  };
}
