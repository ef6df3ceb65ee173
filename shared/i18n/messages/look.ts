import type { Message } from '../message.ts';

// The look canvas (widgets/look): our texts.

export const lookChooseItem = { ru: 'Выберите товар образа', ua: 'Виберіть товар образу' } satisfies Message;
export const lookItemFavourite = { ru: '(в избранном)', ua: '(в обраному)' } satisfies Message;
export const lookOpenProduct = { ru: 'Открыть товар', ua: 'Відкрити товар' } satisfies Message;
