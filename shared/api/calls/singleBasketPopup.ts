// docs/api.md, singleBasketPopup: GET /ajax/single-basket/?ajax=1&action=popup&sid&pid. No widget
// uses the answer (widgets/single-basket); it is handed back as text anyway.
import type { Endpoint } from '../endpoint.ts';
import { HTML_ANSWER } from '../endpoint.ts';
import { callText, type CallOptions } from '../request.ts';

export const singleBasketPopupEndpoint = {
  method: 'GET',
  path: '/ajax/single-basket/',
  body: 'query',
  fixed: { ajax: '1', action: 'popup' },
  answer: HTML_ANSWER,
} as const satisfies Endpoint;

export function loadSingleBasketPopup(input: { sid: string; pid: string }, options?: CallOptions): Promise<string> {
  return callText(singleBasketPopupEndpoint, { sid: input.sid, pid: input.pid }, options);
}
