import type { Message } from '../message.ts';

// Adding to and removing from the cart: what the actions say (our texts).

export const cartAddFailed = {
    ru: 'Не удалось добавить товар в корзину. Попробуйте ещё раз.',
    ua: 'Не вдалося додати товар до кошика. Спробуйте ще раз.',
  } satisfies Message;
export const addedToCart = { ru: 'Добавлено в корзину', ua: 'Додано до кошика' } satisfies Message;
export const cartRemoveFailed = {
    ru: 'Не удалось удалить товар. Попробуйте ещё раз.',
    ua: 'Не вдалося видалити товар. Спробуйте ще раз.',
  } satisfies Message;
