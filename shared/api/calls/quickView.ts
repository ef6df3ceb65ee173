// docs/api.md, quickView: POST /ajax/product/data/ → the quick-view html. Only reads, so
// it may be repeated. 'oflline' is the server's own spelling.
import type { Endpoint } from '../endpoint.ts';
import { HTML_ANSWER } from '../endpoint.ts';
import { callText, type CallOptions } from '../request.ts';
import { flagField } from './flags.ts';

export const quickViewEndpoint = {
  method: 'POST',
  path: '/ajax/product/data/',
  body: 'form',
  answer: HTML_ANSWER,
  safeToRepeat: true,
} as const satisfies Endpoint;

export interface QuickViewInput {
  productId: string;
  sid: string;
  noMoreAboutProduct: boolean;
  url: string;
  contentId: string;
  offline: boolean;
}

export function loadQuickView(input: QuickViewInput, options?: CallOptions): Promise<string> {
  const fields = {
    productid: input.productId,
    sid: input.sid,
    no_more_about_product: flagField(input.noMoreAboutProduct),
    url: input.url,
    content_id: input.contentId,
    oflline: flagField(input.offline),
  };
  return callText(quickViewEndpoint, fields, options);
}
