import type { Message } from '../message.ts';

// The cart panel, the single-basket panel and cart line removal (our texts; titles and buttons
// follow the server's own cart wording).

// Ours: the cart panel, the single-basket panel and cart line removal (titles and the button follow
// the server's own cart wording).
export const cartTitle = { ru: 'Корзина', ua: 'Кошик' } satisfies Message;
export const goToCart = { ru: 'Перейти в корзину', ua: 'Перейти до кошика' } satisfies Message;
export const cartLoadFailed = {
    ru: 'Не удалось загрузить корзину. Попробуйте ещё раз.',
    ua: 'Не вдалося завантажити кошик. Спробуйте ще раз.',
  } satisfies Message;
export const cartRemove = { ru: 'Удалить', ua: 'Видалити' } satisfies Message;
