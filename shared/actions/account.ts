// Login and registration (SPEC 7 "Account"): the calls and their failure reports.
import { login, register, type AuthAnswer, type RegistrationAnswer } from '../api/index.ts';
import { handleError } from '../log/handleError.ts';

/** The login answer, or null when the call failed (reported). Never rejects. */
export async function sendLogin(form: HTMLFormElement): Promise<AuthAnswer | null> {
  try {
    return await login(form);
  } catch (error) {
    handleError(error, 'the login form could not be sent; what the shopper typed stays in the form');
    return null;
  }
}

/** The registration answer, or null when the call failed (reported). Never rejects. */
export async function sendRegistration(form: HTMLFormElement): Promise<RegistrationAnswer | null> {
  try {
    return await register(form);
  } catch (error) {
    handleError(error, 'the registration form could not be sent; what the shopper typed stays in the form');
    return null;
  }
}
