// docs/api.md, sendRecall: POST /ajax/add_question21/ with the serialized callback form →
// the replacement html.
import type { Endpoint } from '../endpoint.ts';
import { HTML_ANSWER } from '../endpoint.ts';
import { serializeForm, type FormSource } from '../serializeForm.ts';
import { callText, type CallOptions } from '../request.ts';

export const sendRecallEndpoint = {
  method: 'POST',
  path: '/ajax/add_question21/',
  body: 'form',
  answer: HTML_ANSWER,
} as const satisfies Endpoint;

export function sendRecall(form: FormSource, options?: CallOptions): Promise<string> {
  return callText(sendRecallEndpoint, serializeForm(form), options);
}
