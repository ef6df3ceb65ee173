// SPEC 7 "Forms and settings": POST / change_lang or change_currency. The caller redirects when it
// went through (SPEC 4); a failure is reported here once.
import { changeCurrency, changeLanguage } from '../api/index.ts';
import type { Currency, Language } from '../context/types.ts';
import { handleError } from '../log/handleError.ts';

async function sent(call: Promise<void>, what: string): Promise<boolean> {
  try {
    await call;
    return true;
  } catch (error) {
    handleError(error, `the ${what} could not be changed; the page stays as it is`);
    return false;
  }
}

/** True when the server took the new language. Never rejects. */
export function switchLanguage(lang: Language): Promise<boolean> {
  return sent(changeLanguage(lang), 'language');
}

/** True when the server took the new currency. Never rejects. */
export function switchCurrency(currency: Currency): Promise<boolean> {
  return sent(changeCurrency(currency), 'currency');
}
