// docs/api.md, singleBasketShow: GET /ajax/single-basket/?ajax=1&action=show&sid&ids=a,b&block. No
// widget uses the answer (widgets/single-basket); it is handed back as text anyway.
import type { Endpoint } from '../endpoint.ts';
import { HTML_ANSWER } from '../endpoint.ts';
import { callText, type CallOptions } from '../request.ts';

export const singleBasketShowEndpoint = {
  method: 'GET',
  path: '/ajax/single-basket/',
  body: 'query',
  fixed: { ajax: '1', action: 'show' },
  answer: HTML_ANSWER,
} as const satisfies Endpoint;

export interface SingleBasketShowInput {
  sid: string;
  ids: readonly string[];
  block: string;
}

export function loadSingleBasketShow(input: SingleBasketShowInput, options?: CallOptions): Promise<string> {
  return callText(singleBasketShowEndpoint, { sid: input.sid, ids: input.ids.join(','), block: input.block }, options);
}
