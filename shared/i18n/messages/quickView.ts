import type { Message } from '../message.ts';

// The quick-view modal (widgets/quick-view) and its photo carousel (WAI-ARIA carousel pattern).

// Ours: the quick-view modal and its photo carousel (WAI-ARIA carousel pattern).
export const quickView = { ru: 'Быстрый просмотр', ua: 'Швидкий перегляд' } satisfies Message;
export const quickViewFailed = {
    ru: 'Не удалось загрузить товар. Попробуйте ещё раз.',
    ua: 'Не вдалося завантажити товар. Спробуйте ще раз.',
  } satisfies Message;
export const quickViewProductPage = { ru: 'Открыть страницу товара', ua: 'Відкрити сторінку товару' } satisfies Message;
export const productPhotos = { ru: 'Фото товара', ua: 'Фото товару' } satisfies Message;
export const photoPrevious = { ru: 'Предыдущее фото', ua: 'Попереднє фото' } satisfies Message;
export const photoNext = { ru: 'Следующее фото', ua: 'Наступне фото' } satisfies Message;
export const photoPosition = { ru: '{n} из {total}', ua: '{n} з {total}' } satisfies Message;
