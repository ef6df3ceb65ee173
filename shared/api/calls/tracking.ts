// SPEC.md 7 "Tracking". Gating by the production flag is the caller's job (shared/analytics).
import type { ProductDataAnswer } from '../answers.ts';
import { endpoints } from '../endpoints.ts';
import { callJson, callSilent, type CallOptions } from '../request.ts';

/** POST /ajax/cookie-track/ type, productid. */
export function trackCookie(input: { type: string; productId: string }, options?: CallOptions): Promise<void> {
  return callSilent(endpoints.cookieTrack, { type: input.type, productid: input.productId }, options);
}

export type TrackEventType = 'select_item' | 'add_to_wishlist' | 'add_to_cart' | 'remove_from_cart';

export interface TrackEventInput {
  cid: string;
  url: string;
  type: TrackEventType;
}

/** POST /ajax/product_data_for_google/ action=event, cid, url, type. */
export function trackEvent(input: TrackEventInput, options?: CallOptions): Promise<void> {
  return callSilent(endpoints.trackEvent, { cid: input.cid, url: input.url, type: input.type }, options);
}

/** POST /ajax/product_data_for_google/ action=product_data, productid. */
export function loadProductData(productId: string, options?: CallOptions): Promise<ProductDataAnswer> {
  return callJson(endpoints.productData, { productid: productId }, options);
}
