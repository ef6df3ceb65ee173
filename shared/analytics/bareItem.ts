/** The analytics quantity of one product event. */
export const QUANTITY_PER_EVENT = 1;

/**
 * A GA4 item that knows only the product id (the page is leaving, or the description could not
 * be had). Apart from productItem.ts, so the entry does not carry the product data call.
 */
export function bareItem(productId: string): Record<string, unknown> {
  return { item_id: productId, quantity: QUANTITY_PER_EVENT };
}
