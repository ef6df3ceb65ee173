// docs/api.md, login: POST /ajax/auth/ with the serialized login form.
import type { Endpoint } from '../endpoint.ts';
import { flag, html, object, optional, type Infer } from '../fields.ts';
import { serializeForm, type FormSource } from '../serializeForm.ts';
import { callJson, type CallOptions } from '../request.ts';

export const authAnswer = object({
  /** The server's html message for the danger alert. */
  error: optional(html),
  success: optional(flag),
});
export type AuthAnswer = Infer<typeof authAnswer>;

export const loginEndpoint = {
  method: 'POST',
  path: '/ajax/auth/',
  body: 'form',
  answer: { kind: 'json', schema: authAnswer },
} as const satisfies Endpoint;

/** The form's fields include pass. */
export function login(form: FormSource, options?: CallOptions): Promise<AuthAnswer> {
  return callJson(loginEndpoint, serializeForm(form), options);
}
