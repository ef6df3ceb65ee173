import { trackCookie, trackEvent, type CartAddAnswer, type CartProduct } from '../api/index.ts';
import { store } from '../store/index.ts';
import { pushDataLayer, sendPixel } from './globals.ts';
import { categoryFields, QUANTITY_PER_EVENT } from './productItem.ts';

export { categoryFields };

/** The analytics quantity of one add, whatever the answer's quantity says (widgets/buy-button). */
const QUANTITY_PER_ADD = QUANTITY_PER_EVENT;

function addedItem(product: CartProduct): Record<string, unknown> {
  return {
    item_id: product.pid,
    item_name: product.name,
    item_brand: product.brand,
    ...categoryFields(product.categoryData),
    price: product.addedProductPrice,
    quantity: QUANTITY_PER_ADD,
  };
}

/**
 * A confirmed add tells analytics, on production pages only: per added product the event and
 * cookie calls and a GA4 add_to_cart. The retargeting pixel's AddToCart (deduplicated by the
 * server's fb_addToBasketEventid) goes out only when the server asks for it (needEFFB) and the
 * visitor is no admin (widgets/buy-button: admins skip that one event).
 * Failures are swallowed: tracking must never disturb the shopper.
 */
export async function trackCartAdd(answer: CartAddAnswer): Promise<void> {
  const { production, currency } = store.pageContext.peek();
  if (!production) return;
  const calls: Promise<void>[] = [];
  for (const product of answer.products) {
    pushDataLayer({ event: 'add_to_cart', ecommerce: { currency, value: product.addedProductPrice, items: [addedItem(product)] } });
    if (product.needEFFB && !answer.isAdmin) {
      const pixel = { content_ids: [product.pid], content_type: 'product', content_name: product.name, value: product.addedProductPrice, currency };
      sendPixel('AddToCart', pixel, product.addToBasketEventId);
    }
    calls.push(
      trackEvent({ cid: product.pid, url: location.href, type: 'add_to_cart' }),
      trackCookie({ type: 'add_to_cart', productId: product.pid }),
    );
  }
  await Promise.allSettled(calls);
}
