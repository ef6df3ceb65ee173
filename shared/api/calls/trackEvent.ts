// docs/api.md, trackEvent: POST /ajax/product_data_for_google/ action=event, cid, url, type. Gating
// by the production flag is the caller's job (shared/analytics).
import type { Endpoint } from '../endpoint.ts';
import { NO_ANSWER } from '../endpoint.ts';
import { callSilent, type CallOptions } from '../request.ts';

export const trackEventEndpoint = {
  method: 'POST',
  path: '/ajax/product_data_for_google/',
  body: 'form',
  fixed: { action: 'event' },
  answer: NO_ANSWER,
} as const satisfies Endpoint;

export type TrackEventType = 'select_item' | 'add_to_wishlist' | 'add_to_cart' | 'remove_from_cart';

export interface TrackEventInput {
  cid: string;
  url: string;
  type: TrackEventType;
}

export function trackEvent(input: TrackEventInput, options?: CallOptions): Promise<void> {
  return callSilent(trackEventEndpoint, { cid: input.cid, url: input.url, type: input.type }, options);
}
