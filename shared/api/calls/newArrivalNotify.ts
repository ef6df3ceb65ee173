// docs/api.md, newArrivalNotify: POST {url} ajax_popup=1 for a new-arrival link, before it opens in
// a new tab.
import type { Endpoint } from '../endpoint.ts';
import { NO_ANSWER } from '../endpoint.ts';
import { callSilent, type CallOptions } from '../request.ts';

/** path null: each call gives the link's own URL. */
export const newArrivalNotifyEndpoint = {
  method: 'POST',
  path: null,
  body: 'form',
  fixed: { ajax_popup: '1' },
  answer: NO_ANSWER,
} as const satisfies Endpoint;

/** The URL comes from the page: one on another origin is refused (ApiError 'network') without a request. */
export function notifyNewArrival(url: string, options?: CallOptions): Promise<void> {
  return callSilent(newArrivalNotifyEndpoint, {}, { ...options, url });
}
