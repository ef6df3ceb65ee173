// docs/api.md, telPopup: POST /ajax/tpl_action/ action=tel_popup → the popup html.
import type { Endpoint } from '../endpoint.ts';
import { HTML_ANSWER } from '../endpoint.ts';
import { callText, type CallOptions } from '../request.ts';

export const telPopupEndpoint = {
  method: 'POST',
  path: '/ajax/tpl_action/',
  body: 'form',
  fixed: { action: 'tel_popup' },
  answer: HTML_ANSWER,
} as const satisfies Endpoint;

export function loadTelPopup(options?: CallOptions): Promise<string> {
  return callText(telPopupEndpoint, {}, options);
}
