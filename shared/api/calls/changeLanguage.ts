// docs/api.md, changeLanguage: POST / change_lang; the caller redirects afterwards
// (widgets/lang-switch).
import type { Language } from '../../context/types.ts';
import type { Endpoint } from '../endpoint.ts';
import { NO_ANSWER } from '../endpoint.ts';
import { callSilent, type CallOptions } from '../request.ts';

export const changeLanguageEndpoint = { method: 'POST', path: '/', body: 'form', answer: NO_ANSWER } as const satisfies Endpoint;

export function changeLanguage(lang: Language, options?: CallOptions): Promise<void> {
  return callSilent(changeLanguageEndpoint, { change_lang: lang }, options);
}
