import { sendRegistration, type RegistrationOutcome } from '../../shared/actions/account.ts';
import { navigation } from '../../shared/browser/navigation.ts';
import type { Currency, Language } from '../../shared/context/types.ts';
import { enhanceForm } from '../../shared/forms/enhanceForm.ts';
import { store } from '../../shared/store/index.ts';

/** The page is left this long after a registration succeeded. */
export const REGISTRATION_REDIRECT_MS = 2000;

interface Options {
  lang: Language;
  currency: Currency;
  /** null when a new attempt starts (the old alert goes). */
  onOutcome: (outcome: RegistrationOutcome | null) => void;
  /** Where the success alert shows: it gets focus once the form is gone. */
  successSlot: HTMLElement;
}

/**
 * After 2 s the current URL reloads, or the shopper goes to the
 * root from a '/logout/' URL (the root of the page's language: '/' or '/ua/').
 */
function leaveAfterRegistration(): void {
  if (location.href.indexOf('/logout/') >= 0) navigation.goTo(store.pageContext.peek().root);
  else navigation.reload();
}

/**
 * The registration form: POST /ajax/registration/; 'ok' removes the form, shows
 * the success alert and leaves the page 2000 ms later; every other answer an error alert, the
 * form kept as filled. Returns the remover (a success already shown still leaves the page).
 */
export function enhanceRegistration(form: HTMLFormElement, { lang, currency, onOutcome, successSlot }: Options): () => void {
  const enhanced = enhanceForm(form, {
    lang,
    currency,
    send: async (filled) => {
      onOutcome(null);
      const outcome = await sendRegistration(filled);
      onOutcome(outcome);
      if (!outcome.ok) return 'again';
      filled.remove();
      // The form and the focused button in it are gone: focus the alert that replaced them.
      successSlot.focus();
      setTimeout(leaveAfterRegistration, REGISTRATION_REDIRECT_MS);
      return 'leaving';
    },
  });
  return enhanced.destroy;
}
