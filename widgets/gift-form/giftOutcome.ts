import type { SubscribeAnswer } from '../../shared/api/index.ts';
import type { Message } from '../../shared/i18n/index.ts';
import type { MessageIcon } from '../../shared/ui/MessageModal.tsx';
import { formSendFailed } from '../../shared/i18n/messages/forms.ts';
import * as texts from '../../shared/i18n/messages/subscription.ts';

/** What the message modal says about one submit: a header and a text, or the server's own words. */
export interface GiftOutcome {
  header: Message;
  /** A message of ours, or the server's text shown as it came (the 'other' case). */
  text: Message | string;
  icon: MessageIcon;
  /** The subscription went through: the form is emptied. */
  done: boolean;
}

/** SPEC 4's six outcomes (SPEC 8's headers and texts), and a failed call (null). */
export function giftOutcome(answer: SubscribeAnswer | null): GiftOutcome {
  if (answer === null) return { header: texts.subscribeErrorHeader, text: formSendFailed, icon: 'error', done: false };
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
