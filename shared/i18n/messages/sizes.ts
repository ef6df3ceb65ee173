import type { Message } from '../message.ts';

// Sizes and the buy button, on every listing and product page (widgets/size-picker, buy-button).

// The size limit and the missing size
export const sizeLimit = { ru: 'Можно выбрать только два размера', ua: 'Можна вибрати лише два розміри' } satisfies Message;
export const sizeRequired = { ru: 'Для покупки укажите размер!', ua: 'Для покупки вкажіть розмір!' } satisfies Message;
export const chooseSize = { ru: 'выберите размер', ua: 'виберіть розмір' } satisfies Message;
// Ours: the mobile 'reserved' alert.
export const sizeReserved = {
    ru: 'Выбранный размер зарезервирован.',
    ua: 'Вибраний розмір зарезервовано.',
  } satisfies Message;
// The manufacturer's sizes of the chosen sizes, several joined by '; '.
export const manufacturerSize = { ru: 'Размер производителя: {sizes}', ua: 'Розмір виробника: {sizes}' } satisfies Message;
// Ours: names for the size picker group and a buy button without text.
export const sizesLabel = { ru: 'Размеры', ua: 'Розміри' } satisfies Message;
export const buy = { ru: 'Купить', ua: 'Купити' } satisfies Message;
