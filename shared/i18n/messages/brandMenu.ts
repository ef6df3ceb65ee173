import type { Message } from '../message.ts';

// Ours: the brand mega-menu (widgets/brand-menu); the loader's words are in progress.ts.

// Ours: the brands of the chosen gender and letter could not be loaded (a retry button follows).
export const brandMenuFailed = {
  ru: 'Не удалось загрузить бренды. Проверьте соединение и попробуйте ещё раз.',
  ua: 'Не вдалося завантажити бренди. Перевірте з’єднання і спробуйте ще раз.',
} satisfies Message;
// Ours: the server has no brand for the chosen gender and letter.
export const brandMenuEmpty = { ru: 'Брендов на эту букву нет.', ua: 'Брендів на цю літеру немає.' } satisfies Message;
