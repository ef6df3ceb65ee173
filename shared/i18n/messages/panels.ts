import type { Message } from '../message.ts';

// Panels loaded by name and the phone popup (widgets/panel-trigger): our texts.

export const panelFailed = {
    ru: 'Не удалось открыть панель. Проверьте соединение и попробуйте ещё раз.',
    ua: 'Не вдалося відкрити панель. Перевірте з’єднання і спробуйте ще раз.',
  } satisfies Message;
// The phone popup's link, before the number from page init.
export const callTheShop = { ru: 'Позвонить:', ua: 'Зателефонувати:' } satisfies Message;
