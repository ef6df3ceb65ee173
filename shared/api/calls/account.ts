// SPEC.md 7 "Account".
import type { AuthAnswer, RegistrationAnswer } from '../answers.ts';
import { endpoints } from '../endpoints.ts';
import { serializeForm, type FormSource } from '../payload.ts';
import { callJson, type CallOptions } from '../request.ts';

/** POST /ajax/auth/ with the serialized login form (includes pass). */
export function login(form: FormSource, options?: CallOptions): Promise<AuthAnswer> {
  return callJson(endpoints.login, serializeForm(form), options);
}

/** POST /ajax/registration/ with the serialized registration form. */
export function register(form: FormSource, options?: CallOptions): Promise<RegistrationAnswer> {
  return callJson(endpoints.register, serializeForm(form), options);
}
