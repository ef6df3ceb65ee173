// A product described for tracking: shared by the product-data answer and the favourite answer's
// productdata (read with the former's fields: the server documents none of its own for it).
import { amount, DecodeError, from, id, object, optional, text, type Infer, type Schema } from './fields.ts';

/** The product data answer's fields (docs/api.md, productData). */
export const trackedProductFields = {
  id: optional(id),
  name: optional(text),
  brand: optional(text),
  googleCategoryData: from('google_category_data', optional(text)),
  price: optional(amount),
};

const trackedProductObject = object(trackedProductFields);
export type TrackedProduct = Infer<typeof trackedProductObject>;

/**
 * productdata: read when it is an object of those fields that names the product at least; anything
 * else (a text, a list, wrong field types, an empty object) is left out rather than failing the toggle.
 */
export const productDataField: Schema<TrackedProduct | undefined> = (value, at) => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  let product: TrackedProduct;
  try {
    product = trackedProductObject(value, at);
  } catch (error) {
    if (error instanceof DecodeError) return undefined;
    throw error;
  }
  return (product.id ?? product.name ?? product.brand) !== undefined ? product : undefined;
};
