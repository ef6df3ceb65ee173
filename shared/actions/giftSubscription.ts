// The gift / subscription form (widgets/gift-form, docs/api.md subscribeGift): the call,
// its failure report, and what the message modal says; the widget only shows it.
import { subscribeGift, type SubscribeAnswer } from '../api/index.ts';
import { serializeForm } from '../api/serializeForm.ts';
import { setCookie } from '../browser/cookies.ts';
import type { Message } from '../i18n/index.ts';
import { formOutcomeUnknown, formSendFailed } from '../i18n/messages/forms.ts';
import * as texts from '../i18n/messages/subscription.ts';
import { attempt } from './outcome.ts';

/** Set as the gift form is sent, so the server stops offering it on entry (widgets/gift-form). */
export const GIFT_SUBMITTED_COOKIE = 'close_first_enter';

/**
 * Sends the gift form: its fields as the shopper left them, with `ajs=1` (the form was sent by
 * the script, not by a browser without one). Sets close_first_enter=1 as it goes out. Resolves
 * what the message modal says; a failed call is reported once. After a lost answer the shopper is
 * told that nobody knows whether it arrived (there is nothing to read it from). Never rejects.
 */
export async function sendGiftForm(form: HTMLFormElement): Promise<GiftOutcome> {
  const fields = serializeForm(form);
  fields.set('ajs', '1');
  setCookie(GIFT_SUBMITTED_COOKIE, '1');
  const sent = await attempt(() => subscribeGift(fields), { report: 'the gift form could not be sent; what the shopper typed stays in the form', message: formSendFailed, unsure: formOutcomeUnknown });
  return sent.ok ? giftOutcome(sent.value) : { header: texts.subscribeErrorHeader, text: sent.message ?? formSendFailed, icon: 'error', done: false };
}

/** What the message modal says about one submit: a header and a text, or the server's own words. */
export interface GiftOutcome {
  header: Message;
  /** A message of ours, or the server's text shown as it came (the 'other' case). */
  text: Message | string;
  /** The message modal's icon. */
  icon: 'success' | 'error' | 'info';
  /** The subscription went through: the form is emptied. */
  done: boolean;
}

/** The six outcomes, with their headers and texts (widgets/gift-form). */
export function giftOutcome(answer: SubscribeAnswer): GiftOutcome {
  switch (answer.message) {
    case 'ok':
      return answer.needsEmailConfirmation
        ? { header: texts.subscribeConfirmHeader, text: texts.subscribeConfirmText, icon: 'success', done: true }
        : { header: texts.subscribeDoneHeader, text: texts.subscribeDoneText, icon: 'success', done: true };
    case 'error':
      return { header: texts.subscribeErrorHeader, text: texts.subscribeErrorText, icon: 'error', done: false };
    case 'alreadyGetClose':
      return { header: texts.subscribeGiftUsedHeader, text: texts.subscribeGiftUsedText, icon: 'info', done: false };
    case 'alreadyGet':
      return { header: texts.subscribeAlreadyHeader, text: texts.subscribeAlreadyText, icon: 'info', done: false };
    default:
      return {
        header: texts.subscribeOtherHeader,
        text: answer.message.trim() === '' ? texts.subscribeOtherFallbackText : answer.message,
        icon: 'error',
        done: false,
      };
  }
}
