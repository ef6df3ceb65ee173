import type { Message } from '../message.ts';

// The favourite button and what can go wrong with favourites (on every listing).

// Ours: labels and failures every widget needs (buttons are icons, so screen readers need words).
// The favourite button's words, the same as the server's no-JS link ('♡ В избранное' /
// '♥ В избранном'): a mounted and an unmounted favourite look and measure the same.
export const favouriteLabel = { ru: 'В избранное', ua: 'В обране' } satisfies Message;
export const favouriteLabelActive = { ru: 'В избранном', ua: 'В обраному' } satisfies Message;
export const favouriteFailed = {
    ru: 'Не удалось обновить избранное. Попробуйте ещё раз.',
    ua: 'Не вдалося оновити обране. Спробуйте ще раз.',
  } satisfies Message;
// Ours: the favourites page's clear-all failure and the look canvas (widgets/favourites-page,
// widgets/look).
export const favouritesClearFailed = {
    ru: 'Не удалось очистить избранное. Попробуйте ещё раз.',
    ua: 'Не вдалося очистити обране. Спробуйте ще раз.',
  } satisfies Message;
