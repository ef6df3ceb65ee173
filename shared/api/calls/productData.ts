// SPEC.md 7 "Tracking": POST /ajax/product_data_for_google/ action=product_data, productid → the
// product described for analytics. Only reads, so it may be repeated.
import type { Endpoint } from '../endpoint.ts';
import { flag, object, withDefault, type Schema } from '../fields.ts';
import { callJson, type CallOptions } from '../request.ts';
import { trackedProduct, trackedProductFields, type TrackedProduct } from '../trackedProduct.ts';

export interface ProductDataAnswer extends TrackedProduct {
  /** success; false when left out. The other fields may be missing when false. */
  success: boolean;
}

export const productDataAnswer: Schema<ProductDataAnswer> = object(
  { success: withDefault(flag, false), ...trackedProductFields },
  (raw): ProductDataAnswer => ({ success: raw.success, ...trackedProduct(raw) }),
);

export const productDataEndpoint = {
  method: 'POST',
  path: '/ajax/product_data_for_google/',
  body: 'form',
  fixed: { action: 'product_data' },
  answer: { kind: 'json', schema: productDataAnswer },
  safeToRepeat: true,
} as const satisfies Endpoint;

export function loadProductData(productId: string, options?: CallOptions): Promise<ProductDataAnswer> {
  return callJson(productDataEndpoint, { productid: productId }, options);
}
