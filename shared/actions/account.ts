// Login and registration (docs/api.md login, register; widgets/account-panel): the calls, their
// failure reports, and what the panel tells the shopper; the widget only shows the outcome.
import { login, register, type RegistrationAnswer } from '../api/index.ts';
import type { Message } from '../i18n/index.ts';
import * as texts from '../i18n/messages/account.ts';
import { formOutcomeUnknown, formSendFailed } from '../i18n/messages/forms.ts';
import { mayHaveHappened } from './lostAnswer.ts';
import { attempt, type Outcome } from './outcome.ts';
import { askPageInit } from './pageInit.ts';

/** A refused login may come with the server's own html message, shown instead of ours. */
export type LoginOutcome = Outcome<void, { html?: string }>;

/** The registration alert's lines, each shown as text on its own line (widgets/account-panel). */
export type RegistrationOutcome = Outcome<void, { lines: readonly string[] }>;

/**
 * Sends the login or the registration form (`form` names it for the console). A failure that says
 * nothing of the outcome (a lost answer, lostAnswer.ts) asks page init whether the shopper is
 * logged in now: then it went through ('in'; a registration logs the new account in, which is why
 * the page reloads after it). Otherwise the shopper is told `unsure`, or that it was not sent.
 */
async function sendAccountForm<T>(call: () => Promise<T>, form: string, unsure?: Message): Promise<Outcome<T> | 'in'> {
  let lost = false;
  const sent = await attempt(
    () =>
      call().catch((error: unknown) => {
        lost = mayHaveHappened(error);
        throw error;
      }),
    { report: `the ${form} form could not be sent; what the shopper typed stays in the form`, message: formSendFailed, unsure },
  );
  return !sent.ok && lost && (await askPageInit([]).then((answer) => answer.auth, () => false)) ? 'in' : sent;
}

/** Sends the login form: ok when the server let the shopper in. Never rejects. A login twice is harmless. */
export async function sendLogin(form: HTMLFormElement): Promise<LoginOutcome> {
  const sent = await sendAccountForm(() => login(form), 'login');
  if (sent === 'in') return { ok: true, value: undefined };
  if (!sent.ok) return sent;
  const { error, success } = sent.value;
  return !error && success ? { ok: true, value: undefined } : { ok: false, message: texts.loginFailed, html: error };
}

/**
 * Sends the registration form. Never rejects. When a lost answer leaves the shopper logged out,
 * nobody knows whether it arrived (an account may wait for its activation), and they are told so.
 */
export async function sendRegistration(form: HTMLFormElement): Promise<RegistrationOutcome> {
  const sent = await sendAccountForm(() => register(form), 'registration', formOutcomeUnknown);
  if (sent === 'in') return { ok: true, value: undefined };
  return sent.ok ? registrationOutcome(sent.value) : { ...sent, lines: [] };
}

/**
 * An answer, its cases tried in order: ok, activationPhone, activationEmail, alreadySend,
 * errorsArray (widgets/account-panel).
 */
export function registrationOutcome(answer: RegistrationAnswer): RegistrationOutcome {
  const refused = (message: typeof texts.registrationFailed, lines: readonly string[] = []) => ({ ok: false as const, message, lines });
  if (answer.message === 'ok') return { ok: true, value: undefined };
  if (answer.activationPhone) return refused(texts.registrationExistsSms);
  if (answer.activationEmail) return refused(texts.registrationExistsEmail);
  if (answer.alreadySend) return refused(texts.registrationExistsEmailOrSms);
  const errors = answer.errors.filter((line) => line.trim() !== '');
  return errors.length > 0 ? refused(texts.registrationFailed, errors) : refused(texts.registrationUnknownError);
}
