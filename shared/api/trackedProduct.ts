// A product described for tracking: shared by the product-data answer and the favourite answer's
// productdata (SPEC names no fields of its own for the latter).
import { amount, DecodeError, id, object, optional, text, type Schema } from './fields.ts';

/** The product data answer's fields (SPEC 3 "Product data for analytics"). */
export interface TrackedProduct {
  /** id */
  id?: string;
  /** name */
  name?: string;
  /** brand */
  brand?: string;
  /** google_category_data */
  googleCategoryData?: string;
  /** price */
  price?: number;
}

export const trackedProductFields = {
  id: optional(id),
  name: optional(text),
  brand: optional(text),
  google_category_data: optional(text),
  price: optional(amount),
};

type RawTrackedProduct = { id?: string; name?: string; brand?: string; google_category_data?: string; price?: number };

export function trackedProduct(raw: RawTrackedProduct): TrackedProduct {
  return { id: raw.id, name: raw.name, brand: raw.brand, googleCategoryData: raw.google_category_data, price: raw.price };
}

const trackedProductObject = object(trackedProductFields, trackedProduct);

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
