import type { Message } from '../message.ts';

// SPEC 4, 5 and 8: sizes and the buy button (on every listing and product page).

// SPEC 5 Sizes / 8 Size and cart
export const sizeLimit = { ru: 'Можно выбрать только два размера', ua: 'Можна вибрати лише два розміри' } satisfies Message;
export const sizeRequired = { ru: 'Для покупки укажите размер!', ua: 'Для покупки вкажіть розмір!' } satisfies Message;
export const chooseSize = { ru: 'выберите размер', ua: 'виберіть розмір' } satisfies Message;
// SPEC 4 Sizes names the mobile 'reserved' alert but not its text.
export const sizeReserved = {
    ru: 'Выбранный размер зарезервирован.',
    ua: 'Вибраний розмір зарезервовано.',
  } satisfies Message;
// SPEC 3 Size option: the manufacturer's sizes of the chosen sizes, several joined by '; '.
export const manufacturerSize = { ru: 'Размер производителя: {sizes}', ua: 'Розмір виробника: {sizes}' } satisfies Message;
// Ours: names for the size picker group and a buy button without text.
export const sizesLabel = { ru: 'Размеры', ua: 'Розміри' } satisfies Message;
export const buy = { ru: 'Купить', ua: 'Купити' } satisfies Message;
