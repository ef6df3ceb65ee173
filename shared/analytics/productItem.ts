import { loadProductData, type TrackedProduct } from '../api/index.ts';
import { bareItem, QUANTITY_PER_EVENT } from './bareItem.ts';

export { bareItem, QUANTITY_PER_EVENT };


/** GA4 takes a category path in at most five fields: item_category, item_category2 … item_category5. */
const MAX_CATEGORY_LEVELS = 5;

/** 'Одежда|Платья' → { item_category: 'Одежда', item_category2: 'Платья' }. */
export function categoryFields(path: string, separator: RegExp = /\|/): Record<string, string> {
  const levels = path
    .split(separator)
    .map((level) => level.trim())
    .filter(Boolean)
    .slice(0, MAX_CATEGORY_LEVELS);
  const fields: Record<string, string> = {};
  levels.forEach((level, index) => {
    fields[index === 0 ? 'item_category' : `item_category${index + 1}`] = level;
  });
  return fields;
}

/** The GA4 item of a product the server described (product data answer, or a favourite answer's productdata). */
export function describedItem(productId: string, product: TrackedProduct): Record<string, unknown> {
  return {
    item_id: product.id ?? productId,
    item_name: product.name,
    item_brand: product.brand,
    // Google's category data comes as a path ('A > B', 'A/B' or 'A|B').
    ...categoryFields(product.googleCategoryData ?? '', /[|/>]/),
    price: product.price,
    quantity: QUANTITY_PER_EVENT,
  };
}


/**
 * The GA4 item of a product: from the description the caller already has, else from the
 * server's product data answer (/ajax/product_data_for_google/ action=product_data). When that
 * call fails GA4 still gets the id.
 */
export async function productItem(productId: string, known?: TrackedProduct): Promise<Record<string, unknown>> {
  if (known) return describedItem(productId, known);
  const product = await loadProductData(productId).catch(() => null);
  return product?.success ? describedItem(productId, product) : bareItem(productId);
}
