// docs/api.md, openRecall: POST /ajax/add_question21/ popup=1, recall=1, productid (product
// page only), url → the callback modal html.
import type { Endpoint } from '../endpoint.ts';
import { HTML_ANSWER } from '../endpoint.ts';
import { callText, type CallOptions } from '../request.ts';

export const openRecallEndpoint = {
  method: 'POST',
  path: '/ajax/add_question21/',
  body: 'form',
  fixed: { popup: '1', recall: '1' },
  answer: HTML_ANSWER,
} as const satisfies Endpoint;

export function openRecall(input: { productId?: string | null; url: string }, options?: CallOptions): Promise<string> {
  return callText(openRecallEndpoint, { productid: input.productId ?? undefined, url: input.url }, options);
}
