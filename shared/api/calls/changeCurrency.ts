// docs/api.md, changeCurrency: POST / change_currency; the caller redirects afterwards
// (widgets/currency-switch).
import type { Currency } from '../../context/types.ts';
import type { Endpoint } from '../endpoint.ts';
import { NO_ANSWER } from '../endpoint.ts';
import { callSilent, type CallOptions } from '../request.ts';

export const changeCurrencyEndpoint = { method: 'POST', path: '/', body: 'form', answer: NO_ANSWER } as const satisfies Endpoint;

export function changeCurrency(currency: Currency, options?: CallOptions): Promise<void> {
  return callSilent(changeCurrencyEndpoint, { change_currency: currency }, options);
}
