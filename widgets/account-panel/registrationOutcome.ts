import type { RegistrationAnswer } from '../../shared/api/index.ts';
import type { Message } from '../../shared/i18n/index.ts';
import * as texts from '../../shared/i18n/messages/account.ts';
import { formSendFailed } from '../../shared/i18n/messages/forms.ts';

/** SPEC 4 / 8 "Registration": success, or the error alert's lines (each shown as text, on its own line). */
export type RegistrationOutcome = { ok: true } | { ok: false; title: Message; lines: readonly string[] };

/** Maps an answer (null: the call failed) to what the panel shows, in SPEC 8's order of cases. */
export function registrationOutcome(answer: RegistrationAnswer | null): RegistrationOutcome {
  if (answer === null) return { ok: false, title: formSendFailed, lines: [] };
  if (answer.message === 'ok') return { ok: true };
  if (answer.activationPhone) return { ok: false, title: texts.registrationExistsSms, lines: [] };
  if (answer.activationEmail) return { ok: false, title: texts.registrationExistsEmail, lines: [] };
  if (answer.alreadySend) return { ok: false, title: texts.registrationExistsEmailOrSms, lines: [] };
  const errors = answer.errors.filter((line) => line.trim() !== '');
  if (errors.length > 0) return { ok: false, title: texts.registrationFailed, lines: errors };
  return { ok: false, title: texts.registrationUnknownError, lines: [] };
}
