// SPEC.md 7 "Forms and settings": POST / change_currency; the caller redirects afterwards (SPEC.md 4).
import type { Currency } from '../../context/types.ts';
import type { Endpoint } from '../endpoint.ts';
import { NO_ANSWER } from '../endpoint.ts';
import { callSilent, type CallOptions } from '../request.ts';

export const changeCurrencyEndpoint = { method: 'POST', path: '/', body: 'form', answer: NO_ANSWER } as const satisfies Endpoint;

export function changeCurrency(currency: Currency, options?: CallOptions): Promise<void> {
  return callSilent(changeCurrencyEndpoint, { change_currency: currency }, options);
}
