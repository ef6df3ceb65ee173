// docs/api.md, cartPopup: GET /ajax/block-basket-product/?basketid&open=1 → the cart popup html.
// Only reads, so it may be repeated.
import type { Endpoint } from '../endpoint.ts';
import { HTML_ANSWER } from '../endpoint.ts';
import { callText, type CallOptions } from '../request.ts';

export const cartPopupEndpoint = {
  method: 'GET',
  path: '/ajax/block-basket-product/',
  body: 'query',
  fixed: { open: '1' },
  answer: HTML_ANSWER,
  safeToRepeat: true,
} as const satisfies Endpoint;

/** basketid is '' when not given. */
export function loadCartPopup(input: { basketId?: string } = {}, options?: CallOptions): Promise<string> {
  return callText(cartPopupEndpoint, { basketid: input.basketId ?? '' }, options);
}
