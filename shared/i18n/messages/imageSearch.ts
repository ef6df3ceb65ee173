import type { Message } from '../message.ts';

// Search by image (widgets/image-search). The loader's words are in progress.ts; every text
// here is ours.

// Ours: the dialog's title, the words of the header's upload form.
export const photoSearchTitle = { ru: 'Поиск по фото', ua: 'Пошук за фото' } satisfies Message;
// Ours: the dialog's button that sends the chosen photo, the words of the server's submit button.
export const photoSearchFind = { ru: 'Найти', ua: 'Знайти' } satisfies Message;
// Ours: the dialog's way to choose another file.
export const photoSearchPickAnother = { ru: 'Выбрать другое фото', ua: 'Вибрати інше фото' } satisfies Message;
// Ours: the preview's text alternative (the file's name is shown beside it).
export const photoSearchPreview = { ru: 'Выбранное фото', ua: 'Вибране фото' } satisfies Message;
// Ours: a chosen file that is not an image.
export const photoNotImage = {
    ru: 'Этот файл не изображение. Выберите фото в формате JPEG, PNG, WebP или другом формате изображений.',
    ua: 'Цей файл не зображення. Виберіть фото у форматі JPEG, PNG, WebP або іншому форматі зображень.',
  } satisfies Message;
// Ours: a chosen photo over the size limit ({megabytes}: the limit).
export const photoTooLarge = {
    ru: 'Фото больше {megabytes} МБ. Выберите файл поменьше.',
    ua: 'Фото більше за {megabytes} МБ. Виберіть менший файл.',
  } satisfies Message;
// Ours: the search call failed (no answer, an error, a broken answer); the chosen file stays.
export const photoSearchFailed = {
    ru: 'Не удалось выполнить поиск по фото. Проверьте соединение и попробуйте ещё раз.',
    ua: 'Не вдалося виконати пошук за фото. Перевірте з’єднання і спробуйте ще раз.',
  } satisfies Message;
