// docs/api.md, subscribeGift: POST /ajax/block_gift/ with the serialized gift form; the
// outcomes are in widgets/gift-form/README.md.
import type { Endpoint } from '../endpoint.ts';
import { from, object, presence, text, withDefault, type Infer } from '../fields.ts';
import { serializeForm, type FormSource } from '../serializeForm.ts';
import { callJson, type CallOptions } from '../request.ts';

export const subscribeAnswer = object({
  /** 'ok', 'error', 'alreadyGetClose', 'alreadyGet' or a text shown as-is. */
  message: text,
  /** Present with 'ok' when the e-mail still has to be confirmed. */
  needsEmailConfirmation: from('fe', withDefault(presence, false)),
});
export type SubscribeAnswer = Infer<typeof subscribeAnswer>;

export const subscribeGiftEndpoint = {
  method: 'POST',
  path: '/ajax/block_gift/',
  body: 'form',
  answer: { kind: 'json', schema: subscribeAnswer },
} as const satisfies Endpoint;

export function subscribeGift(form: FormSource, options?: CallOptions): Promise<SubscribeAnswer> {
  return callJson(subscribeGiftEndpoint, serializeForm(form), options);
}
