import type { Message } from '../message.ts';

// The favourites page and side list (widgets/favourites-page; the count with plural.ts).

export const confirmClearFavourites = { ru: 'Очистить избранное?', ua: 'Очистити обране?' } satisfies Message;
// The same words as the server's own empty list and page (one wording per text).
export const favouritesEmpty = { ru: 'В избранном пока ничего нет', ua: 'В обраному поки нічого немає' } satisfies Message;
// The favourites page's template area: 'Вы добавили 3 товара' (plural.ts).
export const favouritesAdded = { ru: 'Вы добавили {count} {products}', ua: 'Ви додали {count} {products}' } satisfies Message;
export const productsOne = { ru: 'товар', ua: 'товар' } satisfies Message;
export const productsFew = { ru: 'товара', ua: 'товари' } satisfies Message;
export const productsMany = { ru: 'товаров', ua: 'товарів' } satisfies Message;
