import type { Message } from '../message.ts';

// The promo banner and the promo code (widgets/promo-banner, widgets/promo-code).

// The promo banner closed (widgets/promo-banner).
export const promoClosedHeader = { ru: 'Вы закрыли информацию об акции', ua: 'Ви закрили інформацію про акцію' } satisfies Message;
export const promoClosedText = { ru: 'Ссылка на акцию находится в меню', ua: 'Посилання на акцію знаходиться в меню' } satisfies Message;
// Ours, under the closing message when the browser refused c_a_b2 (issue 10: a message where the
// shopper acted): the closing holds for this page only.
export const promoClosedNotKept = {
  ru: 'Браузер не сохраняет cookie, поэтому на другой странице информация об акции появится снова.',
  ua: 'Браузер не зберігає cookie, тому на іншій сторінці інформація про акцію з’явиться знову.',
} satisfies Message;
// The promo code's words for screen readers after a copy (widgets/promo-code), when the
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
