// docs/api.md changeLanguage, changeCurrency: POST / change_lang or change_currency. The caller
// redirects when it went through (widgets/lang-switch); a failure is reported here once, and fails
// with the shopper's message.
import { changeCurrency, changeLanguage } from '../api/index.ts';
import type { Currency, Language } from '../context/types.ts';
import { switchFailed } from '../i18n/messages/switchers.ts';
import { attempt, type Outcome } from './outcome.ts';

function sent(call: () => Promise<void>, what: string): Promise<Outcome<void>> {
  return attempt(call, { report: `the ${what} could not be changed; the page stays as it is`, message: switchFailed });
}

/** Ok when the server took the new language, else switchFailed. Never rejects. */
export function switchLanguage(lang: Language): Promise<Outcome<void>> {
  return sent(() => changeLanguage(lang), 'language');
}

/** Ok when the server took the new currency, else switchFailed. Never rejects. */
export function switchCurrency(currency: Currency): Promise<Outcome<void>> {
  return sent(() => changeCurrency(currency), 'currency');
}
