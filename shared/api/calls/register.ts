// docs/api.md, register: POST /ajax/registration/ with the serialized registration form.
import type { Endpoint } from '../endpoint.ts';
import { from, list, object, presence, text, withDefault, type Infer } from '../fields.ts';
import { serializeForm, type FormSource } from '../serializeForm.ts';
import { callJson, type CallOptions } from '../request.ts';

export const registrationAnswer = object({
  /** 'ok' on success. */
  message: withDefault(text, ''),
  /** An account with these data awaits activation by SMS link. */
  activationPhone: withDefault(presence, false),
  /** … by e-mail link. */
  activationEmail: withDefault(presence, false),
  /** … by e-mail or SMS link. */
  alreadySend: withDefault(presence, false),
  errors: from('errorsArray', withDefault(list(text), [])),
});
export type RegistrationAnswer = Infer<typeof registrationAnswer>;

export const registerEndpoint = {
  method: 'POST',
  path: '/ajax/registration/',
  body: 'form',
  answer: { kind: 'json', schema: registrationAnswer },
} as const satisfies Endpoint;

export function register(form: FormSource, options?: CallOptions): Promise<RegistrationAnswer> {
  return callJson(registerEndpoint, serializeForm(form), options);
}
