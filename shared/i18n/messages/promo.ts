import type { Message } from '../message.ts';

// SPEC 8 Other messages: the promo banner and promo code.

// The promo banner closed (SPEC 8, Russian verbatim).
export const promoClosedHeader = { ru: 'Вы закрыли информацию об акции', ua: 'Ви закрили інформацію про акцію' } satisfies Message;
export const promoClosedText = { ru: 'Ссылка на акцию находится в меню', ua: 'Посилання на акцію знаходиться в меню' } satisfies Message;
// Ours, under the SPEC's text when the browser refused c_a_b2 (issue 10: a message where the
// shopper acted): the closing holds for this page only.
export const promoClosedNotKept = {
  ru: 'Браузер не сохраняет cookie, поэтому на другой странице информация об акции появится снова.',
  ua: 'Браузер не зберігає cookie, тому на іншій сторінці інформація про акцію з’явиться знову.',
} satisfies Message;
// Ours: SPEC 4 names the 3 s promo-code hint without text; said to screen readers when the
// marker has no hint of its own.
export const promoCodeCopied = { ru: 'Промокод скопирован', ua: 'Промокод скопійовано' } satisfies Message;
// Ours: the clipboard refused the code (issue 10: a message where the shopper acted); the code on
// the page is selected, ready for Ctrl+C or the phone's copy menu.
export const promoCodeCopyFailed = {
  ru: 'Не удалось скопировать — код выделен, скопируйте его вручную',
  ua: 'Не вдалося скопіювати — код виділено, скопіюйте його вручну',
} satisfies Message;
// Ours: the same, on a marker that shows no code to select: the code is said in the message.
export const promoCodeCopyFailedShowCode = {
  ru: 'Не удалось скопировать промокод {code} — скопируйте его вручную',
  ua: 'Не вдалося скопіювати промокод {code} — скопіюйте його вручну',
} satisfies Message;
