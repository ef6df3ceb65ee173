// SPEC.md 7 "Account": POST /ajax/registration/ with the serialized registration form.
import type { Endpoint } from '../endpoint.ts';
import { list, object, presence, text, withDefault, type Schema } from '../fields.ts';
import { serializeForm, type FormSource } from '../serializeForm.ts';
import { callJson, type CallOptions } from '../request.ts';

export interface RegistrationAnswer {
  /** message: 'ok' on success. */
  message: string;
  /** activationPhone: an account with these data awaits activation by SMS link. */
  activationPhone: boolean;
  /** activationEmail: … by e-mail link. */
  activationEmail: boolean;
  /** alreadySend: … by e-mail or SMS link. */
  alreadySend: boolean;
  /** errorsArray */
  errors: string[];
}

export const registrationAnswer: Schema<RegistrationAnswer> = object(
  {
    message: withDefault(text, ''),
    activationPhone: withDefault(presence, false),
    activationEmail: withDefault(presence, false),
    alreadySend: withDefault(presence, false),
    errorsArray: withDefault(list(text), []),
  },
  (raw): RegistrationAnswer => ({
    message: raw.message,
    activationPhone: raw.activationPhone,
    activationEmail: raw.activationEmail,
    alreadySend: raw.alreadySend,
    errors: raw.errorsArray,
  }),
);

export const registerEndpoint = {
  method: 'POST',
  path: '/ajax/registration/',
  body: 'form',
  answer: { kind: 'json', schema: registrationAnswer },
} as const satisfies Endpoint;

export function register(form: FormSource, options?: CallOptions): Promise<RegistrationAnswer> {
  return callJson(registerEndpoint, serializeForm(form), options);
}
