import { productItem } from './productItem.ts';
import { sendSelectItem } from './selectItem.ts';

/**
 * GA4 select_item for a selection that stays on the page (a quick view): the item described by
 * the server's product data. Apart from selectItem.ts, so the entry (whose product links leave
 * the page) does not carry the product data call.
 */
export function trackSelectInPlace(productId: string): Promise<void> {
  return sendSelectItem(productId, () => productItem(productId), false);
}
