import type { Message } from '../message.ts';

// The gift form's outcomes (widgets/gift-form): one header and one text per outcome.

// One header and one text per outcome
export const subscribeErrorHeader = { ru: 'Ошибка', ua: 'Помилка' } satisfies Message;
export const subscribeErrorText = {
    ru: 'Указан некорректный E-mail или телефон.',
    ua: 'Вказано некоректний E-mail або телефон.',
  } satisfies Message;
export const subscribeGiftUsedHeader = { ru: 'Извините', ua: 'Вибачте' } satisfies Message;
export const subscribeGiftUsedText = {
    ru: 'Вы уже использовали Ваш подарок при покупке.',
    ua: 'Ви вже використали Ваш подарунок під час покупки.',
  } satisfies Message;
export const subscribeAlreadyHeader = { ru: 'Извините', ua: 'Вибачте' } satisfies Message;
export const subscribeAlreadyText = {
    ru: 'Вы уже подписались на нашу рассылку. Следите за нашими предложениями у себя на почте. Хорошего шопинга!',
    ua: 'Ви вже підписалися на нашу розсилку. Стежте за нашими пропозиціями у своїй поштовій скриньці. Гарного шопінгу!',
  } satisfies Message;
// The 'other' outcome shows the server's own message under this header.
export const subscribeOtherHeader = { ru: 'Ошибка', ua: 'Помилка' } satisfies Message;
// Ours: stands in for the server's message when it sends an empty one.
export const subscribeOtherFallbackText = {
    ru: 'Не удалось оформить подписку. Попробуйте ещё раз.',
    ua: 'Не вдалося оформити підписку. Спробуйте ще раз.',
  } satisfies Message;
export const subscribeConfirmHeader = { ru: 'Спасибо', ua: 'Дякуємо' } satisfies Message;
export const subscribeConfirmText = {
    ru: 'Чтобы получить скидку остался один шаг. Подтвердите Вашу почту в письме что мы Вам послали.',
    ua: 'Щоб отримати знижку, залишився один крок. Підтвердіть Вашу електронну адресу в листі, який ми Вам надіслали.',
  } satisfies Message;
export const subscribeDoneHeader = { ru: 'Спасибо', ua: 'Дякуємо' } satisfies Message;
export const subscribeDoneText = { ru: 'Вы успешно подписались.', ua: 'Ви успішно підписалися.' } satisfies Message;
