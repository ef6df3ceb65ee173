// SPEC.md 7 "Forms and settings".
import type { Currency, Language } from '../../context/types.ts';
import type { SubscribeAnswer } from '../answers.ts';
import { endpoints } from '../endpoints.ts';
import { serializeForm, type FormSource } from '../payload.ts';
import { callJson, callSilent, callText, type CallOptions } from '../request.ts';

/** POST /ajax/block_gift/ with the serialized gift form. */
export function subscribeGift(form: FormSource, options?: CallOptions): Promise<SubscribeAnswer> {
  return callJson(endpoints.subscribeGift, serializeForm(form), options);
}

/** POST /ajax/add_question21/ popup=1, recall=1, productid (product page only), url → the callback modal html. */
export function openRecall(input: { productId?: string | null; url: string }, options?: CallOptions): Promise<string> {
  return callText(endpoints.openRecall, { productid: input.productId ?? undefined, url: input.url }, options);
}

/** POST /ajax/add_question21/ with the serialized callback form → the replacement html. */
export function sendRecall(form: FormSource, options?: CallOptions): Promise<string> {
  return callText(endpoints.sendRecall, serializeForm(form), options);
}

/** POST / change_currency; the caller redirects afterwards (SPEC.md 4). */
export function changeCurrency(currency: Currency, options?: CallOptions): Promise<void> {
  return callSilent(endpoints.changeCurrency, { change_currency: currency }, options);
}

/** POST / change_lang; the caller redirects afterwards (SPEC.md 4). */
export function changeLanguage(lang: Language, options?: CallOptions): Promise<void> {
  return callSilent(endpoints.changeLanguage, { change_lang: lang }, options);
}
