import { sendLogin, type LoginOutcome } from '../../shared/actions/account.ts';
import { navigation } from '../../shared/browser/navigation.ts';
import { firstWithYes } from '../../shared/browser/yesNo.ts';
import type { Currency, Language } from '../../shared/context/types.ts';
import { enhanceForm } from '../../shared/forms/enhanceForm.ts';
import { attachPasswordToggle } from '../../shared/forms/passwordToggle.ts';
import { submitOnEnter } from '../../shared/forms/submitOnEnter.ts';
import { t } from '../../shared/i18n/index.ts';
import { showPassword } from '../../shared/i18n/messages/account.ts';
import { PASSWORD_FIELD, PASSWORD_TOGGLE_ATTR } from './accountForms.ts';

/** What a refused or failed login tells the shopper: the server's html message (trusted), or ours. */
export type LoginError = Extract<LoginOutcome, { ok: false }>;

interface Options {
  lang: Language;
  currency: Currency;
  /** null when a new attempt starts (the old alert goes). */
  onError: (error: LoginError | null) => void;
}

/**
 * The login form: POST /ajax/auth/ with the serialized form; success reloads the
 * page, an error shows the server's message and gives the button back. Enter anywhere in the
 * form logs in; the password toggle shows or hides `pass`. Returns the remover.
 */
export function enhanceLogin(form: HTMLFormElement, { lang, currency, onError }: Options): () => void {
  const enhanced = enhanceForm(form, {
    lang,
    currency,
    send: async (filled) => {
      onError(null);
      const outcome = await sendLogin(filled);
      if (outcome.ok) {
        navigation.reload();
        return 'leaving';
      }
      onError(outcome);
      return 'again';
    },
  });
  const stops = [enhanced.destroy, submitOnEnter(form, enhanced.submit)];
  const toggle = firstWithYes(form, PASSWORD_TOGGLE_ATTR);
  const password = form.elements.namedItem(PASSWORD_FIELD);
  if (toggle instanceof HTMLButtonElement && password instanceof HTMLInputElement) stops.push(attachPasswordToggle(toggle, password, t(showPassword, lang)));
  return () => {
    for (const stop of stops) stop();
  };
}
