import { sendLogin } from '../../shared/actions/account.ts';
import { navigation } from '../../shared/browser/navigation.ts';
import type { Currency, Language } from '../../shared/context/types.ts';
import { enhanceForm } from '../../shared/forms/enhanceForm.ts';
import { attachPasswordToggle } from '../../shared/forms/passwordToggle.ts';
import { submitOnEnter } from '../../shared/forms/submitOnEnter.ts';
import { t, type Message } from '../../shared/i18n/index.ts';
import { loginFailed, showPassword } from '../../shared/i18n/messages/account.ts';
import { formSendFailed } from '../../shared/i18n/messages/forms.ts';
import { PASSWORD_FIELD, PASSWORD_TOGGLE } from './accountForms.ts';

/** The server's html message (trusted), or one of ours. */
export type LoginError = { html: string } | { message: Message };

interface Options {
  lang: Language;
  currency: Currency;
  /** null when a new attempt starts (the old alert goes). */
  onError: (error: LoginError | null) => void;
}

/**
 * The login form (SPEC 2, 4, 7): POST /ajax/auth/ with the serialized form; success reloads the
 * page, an error shows the server's message and gives the button back. Enter anywhere in the
 * form logs in; the password toggle shows or hides `pass`. Returns the remover.
 */
export function enhanceLogin(form: HTMLFormElement, { lang, currency, onError }: Options): () => void {
  const enhanced = enhanceForm(form, {
    lang,
    currency,
    send: async (filled) => {
      onError(null);
      const answer = await sendLogin(filled);
      if (answer && !answer.error && answer.success) {
        navigation.reload();
        return 'leaving';
      }
      onError(answer === null ? { message: formSendFailed } : answer.error ? { html: answer.error } : { message: loginFailed });
      return 'again';
    },
  });
  const stops = [enhanced.destroy, submitOnEnter(form, enhanced.submit)];
  const toggle = form.querySelector(PASSWORD_TOGGLE);
  const password = form.elements.namedItem(PASSWORD_FIELD);
  if (toggle instanceof HTMLButtonElement && password instanceof HTMLInputElement) stops.push(attachPasswordToggle(toggle, password, t(showPassword, lang)));
  return () => {
    for (const stop of stops) stop();
  };
}
