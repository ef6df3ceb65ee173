import { trackCookie, trackEvent, type CartAddAnswer, type CartProduct } from '../api/index.ts';
import { store } from '../store/index.ts';
import { pushDataLayer, sendPixel } from './globals.ts';
import { categoryFields, productItem, QUANTITY_PER_EVENT } from './productItem.ts';

export { categoryFields };

/** SPEC 9: the analytics quantity of one add, whatever the answer's quantity says. */
const QUANTITY_PER_ADD = QUANTITY_PER_EVENT;

/**
 * The pixel's second add-to-cart event, for retargeting audiences. SPEC names it only by its
 * flag (needEFFB) and says admins skip it; this name is ours, kept in one place.
 */
export const RETARGETING_ADD_TO_CART = 'AddToCartRetargeting';


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
 * cookie calls, a GA4 add_to_cart, the pixel's AddToCart (deduplicated by the server's event id)
 * and, when the server asks for it (needEFFB) and the visitor is no admin, the retargeting event.
 * Failures are swallowed: tracking must never disturb the shopper.
 */
export async function trackCartAdd(answer: CartAddAnswer): Promise<void> {
  const { production, currency } = store.pageContext.peek();
  if (!production) return;
  const calls: Promise<void>[] = [];
  for (const product of answer.products) {
    pushDataLayer({ event: 'add_to_cart', ecommerce: { currency, value: product.addedProductPrice, items: [addedItem(product)] } });
    const pixel = {
      content_ids: [product.pid],
      content_type: 'product',
      content_name: product.name,
      value: product.addedProductPrice,
      currency,
    };
    sendPixel('AddToCart', pixel, product.addToBasketEventId);
    if (product.needEFFB && !answer.isAdmin) sendPixel(RETARGETING_ADD_TO_CART, pixel);
    calls.push(
      trackEvent({ cid: product.pid, url: location.href, type: 'add_to_cart' }),
      trackCookie({ type: 'add_to_cart', productId: product.pid }),
    );
  }
  await Promise.allSettled(calls);
}

/**
 * A product selection (the shopper's first size choice for it), on production pages only: the
 * product's data from the server, then the select_item event call and a GA4 select_item. The
 * event call goes out even when the product data could not be had; the GA4 push needs the data.
 */
export async function trackSelectItem(productId: string): Promise<void> {
  const { production, currency } = store.pageContext.peek();
  if (!production) return;
  const event = trackEvent({ cid: productId, url: location.href, type: 'select_item' });
  pushDataLayer({ event: 'select_item', ecommerce: { currency, items: [await productItem(productId)] } });
  await Promise.allSettled([event]);
}
