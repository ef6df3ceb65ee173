import type { Message } from '../message.ts';

// SPEC 8 Other messages: the promo banner and promo code.

// SPEC 8 Other messages
export const promoClosedHeader = { ru: 'Вы закрыли информацию об акции', ua: 'Ви закрили інформацію про акцію' } satisfies Message;
export const promoClosedText = {
    ru: 'Ссылка на акцию находится в меню',
    ua: 'Посилання на акцію є в меню',
  } satisfies Message;
// Ours: SPEC 4 names the 3 s promo-code hint without text.
export const promoCodeCopied = { ru: 'Промокод скопирован', ua: 'Промокод скопійовано' } satisfies Message;
