// docs/api.md, productData: POST /ajax/product_data_for_google/ action=product_data, productid →
// the product described for analytics. Only reads, so it may be repeated.
import type { Endpoint } from '../endpoint.ts';
import { flag, object, withDefault, type Infer } from '../fields.ts';
import { callJson, type CallOptions } from '../request.ts';
import { trackedProductFields } from '../trackedProduct.ts';

export const productDataAnswer = object({
  /** false when left out; the other fields may be missing then. */
  success: withDefault(flag, false),
  ...trackedProductFields,
});
export type ProductDataAnswer = Infer<typeof productDataAnswer>;

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
