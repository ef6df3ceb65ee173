// Login and registration (docs/api.md login, register; widgets/account-panel): the calls, their
// failure reports, and what the panel tells the shopper; the widget only shows the outcome.
import { login, register, type RegistrationAnswer } from '../api/index.ts';
import * as texts from '../i18n/messages/account.ts';
import { formSendFailed } from '../i18n/messages/forms.ts';
import { mayHaveHappened } from './lostAnswer.ts';
import { attempt, type Outcome } from './outcome.ts';
import { askPageInit } from './pageInit.ts';

/** A refused login may come with the server's own html message, shown instead of ours. */
export type LoginOutcome = Outcome<void, { html?: string }>;

/** The registration alert's lines, each shown as text on its own line (widgets/account-panel). */
export type RegistrationOutcome = Outcome<void, { lines: readonly string[] }>;

/** What a failed send reports: which form, and that nothing the shopper typed is lost. */
const notSent = (form: string) => ({ report: `the ${form} form could not be sent; what the shopper typed stays in the form`, message: formSendFailed });

/**
 * Sends the login form: ok when the server let the shopper in. Never rejects. A failure that says
 * nothing of the outcome (a lost answer, lostAnswer.ts) asks page init whether the shopper is
 * logged in now: then it went through. Otherwise the shopper may send it again (a login twice is
 * harmless).
 */
export async function sendLogin(form: HTMLFormElement): Promise<LoginOutcome> {
  let lost: unknown = null;
  const sent = await attempt(
    () =>
      login(form).catch((error: unknown) => {
        if (mayHaveHappened(error)) lost = error;
        throw error;
      }),
    notSent('login'),
  );
  if (!sent.ok) return lost !== null && (await askPageInit([]).then((answer) => answer.auth, () => false)) ? { ok: true, value: undefined } : sent;
  const { error, success } = sent.value;
  return !error && success ? { ok: true, value: undefined } : { ok: false, message: texts.loginFailed, html: error };
}

/** Sends the registration form. Never rejects. */
export async function sendRegistration(form: HTMLFormElement): Promise<RegistrationOutcome> {
  const sent = await attempt(() => register(form), notSent('registration'));
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
