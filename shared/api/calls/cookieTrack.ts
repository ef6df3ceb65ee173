// docs/api.md, cookieTrack: POST /ajax/cookie-track/ type, productid. Gating by the production flag
// is the caller's job (shared/analytics).
import type { Endpoint } from '../endpoint.ts';
import { NO_ANSWER } from '../endpoint.ts';
import { callSilent, type CallOptions } from '../request.ts';

export const cookieTrackEndpoint = {
  method: 'POST',
  path: '/ajax/cookie-track/',
  body: 'form',
  answer: NO_ANSWER,
} as const satisfies Endpoint;

export function trackCookie(input: { type: string; productId: string }, options?: CallOptions): Promise<void> {
  return callSilent(cookieTrackEndpoint, { type: input.type, productid: input.productId }, options);
}
