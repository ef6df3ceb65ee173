import type { Message } from '../message.ts';

// The cookie notice and the live chat (widgets/cookie-notice, widgets/live-chat): our texts for
// their failures.

// Ours: the cookie notice's name as a page region (the server's notice has no title).
export const cookieNoticeLabel = { ru: 'Уведомление о файлах cookie', ua: 'Повідомлення про файли cookie' } satisfies Message;
// Ours: the browser refused the cookieAccepted cookie; the notice goes away for this page only.
export const cookieChoiceNotSaved = {
  ru: 'Не удалось запомнить ваш выбор: браузер не сохраняет cookie. Уведомление появится снова на другой странице.',
  ua: 'Не вдалося запам’ятати ваш вибір: браузер не зберігає cookie. Повідомлення з’явиться знову на іншій сторінці.',
} satisfies Message;
// Ours: the chat's script did not load (network, 30 s timeout) or defines no chat.
export const liveChatFailed = { ru: 'Не удалось открыть чат. Попробуйте ещё раз.', ua: 'Не вдалося відкрити чат. Спробуйте ще раз.' } satisfies Message;
