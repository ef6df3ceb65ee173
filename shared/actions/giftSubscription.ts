// The gift / subscription form (SPEC 4 "Subscription outcomes", SPEC 7 /ajax/block_gift/).
import { subscribeGift, type SubscribeAnswer } from '../api/index.ts';
import { serializeForm } from '../api/serializeForm.ts';
import { setCookie } from '../browser/cookies.ts';
import { handleError } from '../log/handleError.ts';

/** SPEC 3: set when the gift form is submitted, so the server stops offering it on entry. */
export const GIFT_SUBMITTED_COOKIE = 'close_first_enter';

/**
 * Sends the gift form: its fields as the shopper left them, with `ajs=1` (the form was sent by
 * the script, not by a browser without one). Sets close_first_enter=1 as it goes out. Resolves
 * the answer, or null when the call failed (reported once). Never rejects.
 */
export async function sendGiftForm(form: HTMLFormElement): Promise<SubscribeAnswer | null> {
  const fields = serializeForm(form);
  fields.set('ajs', '1');
  setCookie(GIFT_SUBMITTED_COOKIE, '1');
  try {
    return await subscribeGift(fields);
  } catch (error) {
    handleError(error, 'the gift form could not be sent; what the shopper typed stays in the form');
    return null;
  }
}
