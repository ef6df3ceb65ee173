import type { Language } from '../context/types.ts';

// Keyed by language so that a message missing either translation fails to compile.
export type MessageDictionary = Record<string, Readonly<Record<Language, string>>>;

// Russian texts quoted in SPEC.md are kept verbatim (punctuation included): QA compares them
// with the old site. Texts the spec does not quote are ours, marked as such in the group comment.
export const messages = {
  // SPEC 5 / 8 Forms
  requiredField: { ru: 'Обязательное поле.', ua: 'Обов’язкове поле.' },
  confirmClearFavourites: { ru: 'Очистить избранное?', ua: 'Очистити обране?' },

  // SPEC 5 Sizes / 8 Size and cart
  sizeLimit: { ru: 'Можно выбрать только два размера', ua: 'Можна вибрати лише два розміри' },
  sizeRequired: { ru: 'Для покупки укажите размер!', ua: 'Для покупки вкажіть розмір!' },
  chooseSize: { ru: 'выберите размер', ua: 'виберіть розмір' },
  // SPEC 4 Sizes names the mobile 'reserved' alert but not its text.
  sizeReserved: {
    ru: 'Выбранный размер зарезервирован.',
    ua: 'Вибраний розмір зарезервовано.',
  },

  // SPEC 4 / 8 Subscription: one header and one text per outcome
  subscribeErrorHeader: { ru: 'Ошибка', ua: 'Помилка' },
  subscribeErrorText: {
    ru: 'Указан некорректный E-mail или телефон.',
    ua: 'Вказано некоректний E-mail або телефон.',
  },
  subscribeGiftUsedHeader: { ru: 'Извините', ua: 'Вибачте' },
  subscribeGiftUsedText: {
    ru: 'Вы уже использовали Ваш подарок при покупке.',
    ua: 'Ви вже використали Ваш подарунок під час покупки.',
  },
  subscribeAlreadyHeader: { ru: 'Извините', ua: 'Вибачте' },
  subscribeAlreadyText: {
    ru: 'Вы уже подписались на нашу рассылку. Следите за нашими предложениями у себя на почте. Хорошего шопинга!',
    ua: 'Ви вже підписалися на нашу розсилку. Стежте за нашими пропозиціями у своїй поштовій скриньці. Гарного шопінгу!',
  },
  // The 'other' outcome shows the server's own message under this header.
  subscribeOtherHeader: { ru: 'Ошибка', ua: 'Помилка' },
  // Ours: stands in for the server's message when it sends an empty one.
  subscribeOtherFallbackText: {
    ru: 'Не удалось оформить подписку. Попробуйте ещё раз.',
    ua: 'Не вдалося оформити підписку. Спробуйте ще раз.',
  },
  subscribeConfirmHeader: { ru: 'Спасибо', ua: 'Дякуємо' },
  subscribeConfirmText: {
    ru: 'Чтобы получить скидку остался один шаг. Подтвердите Вашу почту в письме что мы Вам послали.',
    ua: 'Щоб отримати знижку, залишився один крок. Підтвердіть Вашу електронну адресу в листі, який ми Вам надіслали.',
  },
  subscribeDoneHeader: { ru: 'Спасибо', ua: 'Дякуємо' },
  subscribeDoneText: { ru: 'Вы успешно подписались.', ua: 'Ви успішно підписалися.' },

  // SPEC 8 Account
  registrationExistsSms: {
    ru: 'С такими данными аккаунт уже существует! Для активации перейдите по ссылке из sms или воспользуйтесь функцией "Забыли пароль"',
    ua: 'З такими даними акаунт уже існує! Для активації перейдіть за посиланням із sms або скористайтеся функцією "Забули пароль"',
  },
  registrationExistsEmail: {
    ru: 'С такими данными аккаунт уже существует! Для активации перейдите по ссылке из E-mail или воспользуйтесь функцией "Забыли пароль"',
    ua: 'З такими даними акаунт уже існує! Для активації перейдіть за посиланням з E-mail або скористайтеся функцією "Забули пароль"',
  },
  registrationExistsEmailOrSms: {
    ru: 'С такими данными аккаунт уже существует! Для активации перейдите по ссылке из E-mail или SMS либо воспользуйтесь функцией "Забыли пароль"',
    ua: 'З такими даними акаунт уже існує! Для активації перейдіть за посиланням з E-mail чи SMS або скористайтеся функцією "Забули пароль"',
  },
  // Followed by each server error on its own line.
  registrationFailed: { ru: 'Ошибка регистрации:', ua: 'Помилка реєстрації:' },
  // Ours: SPEC 2 names a success alert without text.
  registrationSucceeded: {
    ru: 'Вы успешно зарегистрировались!',
    ua: 'Ви успішно зареєструвалися!',
  },
  // Ours: stands in for the server's login error when it sends an empty one.
  loginFailed: {
    ru: 'Не удалось войти. Попробуйте ещё раз.',
    ua: 'Не вдалося увійти. Спробуйте ще раз.',
  },

  // SPEC 8 Other messages
  promoClosedHeader: { ru: 'Вы закрыли информацию об акции', ua: 'Ви закрили інформацію про акцію' },
  promoClosedText: {
    ru: 'Ссылка на акцию находится в меню',
    ua: 'Посилання на акцію є в меню',
  },
  loading: { ru: 'Идёт загрузка', ua: 'Йде завантаження' },
  copied: { ru: '✔ скопировано', ua: '✔ скопійовано' },
  // Ours: SPEC 4 names the 3 s promo-code hint without text.
  promoCodeCopied: { ru: 'Промокод скопирован', ua: 'Промокод скопійовано' },

  // SPEC 1 / 2 switcher labels: the same in both languages on the old site.
  languageUa: { ru: 'Укр', ua: 'Укр' },
  languageRu: { ru: 'Рус', ua: 'Рус' },
  currencyUah: { ru: 'UAH', ua: 'UAH' },
  currencyKzt: { ru: 'тенге', ua: 'тенге' },

  // Ours: labels and failures every widget needs (buttons are icons, so screen readers need words).
  // The favourite button's words, the same as the server's no-JS link ('♡ В избранное' /
  // '♥ В избранном'): a mounted and an unmounted favourite look and measure the same.
  favouriteLabel: { ru: 'В избранное', ua: 'В обране' },
  favouriteLabelActive: { ru: 'В избранном', ua: 'В обраному' },
  favouriteFailed: {
    ru: 'Не удалось обновить избранное. Попробуйте ещё раз.',
    ua: 'Не вдалося оновити обране. Спробуйте ще раз.',
  },
  // The same words as the server's own empty list and page (one wording per text).
  favouritesEmpty: { ru: 'В избранном пока ничего нет', ua: 'В обраному поки нічого немає' },
  // The favourites page's template area: 'Вы добавили 3 товара' (SPEC 9 plural rule).
  favouritesAdded: { ru: 'Вы добавили {count} {products}', ua: 'Ви додали {count} {products}' },
  productsOne: { ru: 'товар', ua: 'товар' },
  productsFew: { ru: 'товара', ua: 'товари' },
  productsMany: { ru: 'товаров', ua: 'товарів' },
  cartAddFailed: {
    ru: 'Не удалось добавить товар в корзину. Попробуйте ещё раз.',
    ua: 'Не вдалося додати товар до кошика. Спробуйте ще раз.',
  },
  ok: { ru: 'OK', ua: 'OK' },
  yes: { ru: 'Да', ua: 'Так' },
  no: { ru: 'Нет', ua: 'Ні' },
  close: { ru: 'Закрыть', ua: 'Закрити' },

  // SPEC 3 Size option: the manufacturer's sizes of the chosen sizes, several joined by '; '.
  manufacturerSize: { ru: 'Размер производителя: {sizes}', ua: 'Розмір виробника: {sizes}' },
  // Ours: names for the size picker group and a buy button without text.
  sizesLabel: { ru: 'Размеры', ua: 'Розміри' },
  buy: { ru: 'Купить', ua: 'Купити' },

  // Ours: the cart panel, the single-basket panel and cart line removal (SPEC 2 names no texts;
  // titles and the button follow the server's own cart wording).
  cartTitle: { ru: 'Корзина', ua: 'Кошик' },
  goToCart: { ru: 'Перейти в корзину', ua: 'Перейти до кошика' },
  addedToCart: { ru: 'Добавлено в корзину', ua: 'Додано до кошика' },
  cartLoadFailed: {
    ru: 'Не удалось загрузить корзину. Попробуйте ещё раз.',
    ua: 'Не вдалося завантажити кошик. Спробуйте ще раз.',
  },
  retry: { ru: 'Повторить', ua: 'Повторити' },
  cartRemove: { ru: 'Удалить', ua: 'Видалити' },
  cartRemoveFailed: {
    ru: 'Не удалось удалить товар. Попробуйте ещё раз.',
    ua: 'Не вдалося видалити товар. Спробуйте ще раз.',
  },

  // Ours: the quick-view modal (SPEC 2) and its photo carousel (WAI-ARIA carousel pattern).
  quickView: { ru: 'Быстрый просмотр', ua: 'Швидкий перегляд' },
  quickViewFailed: {
    ru: 'Не удалось загрузить товар. Попробуйте ещё раз.',
    ua: 'Не вдалося завантажити товар. Спробуйте ще раз.',
  },
  quickViewProductPage: { ru: 'Открыть страницу товара', ua: 'Відкрити сторінку товару' },
  productPhotos: { ru: 'Фото товара', ua: 'Фото товару' },
  photoPrevious: { ru: 'Предыдущее фото', ua: 'Попереднє фото' },
  photoNext: { ru: 'Следующее фото', ua: 'Наступне фото' },
  photoPosition: { ru: '{n} из {total}', ua: '{n} з {total}' },
  // Ours: the favourites page's clear-all failure (SPEC 8 says only that failed calls are not shown)
  // and the look canvas (SPEC 2 names a selectable look item and one favourite button, no texts).
  favouritesClearFailed: {
    ru: 'Не удалось очистить избранное. Попробуйте ещё раз.',
    ua: 'Не вдалося очистити обране. Спробуйте ще раз.',
  },
  lookChooseItem: { ru: 'Выберите товар образа', ua: 'Виберіть товар образу' },
  lookItemFavourite: { ru: '(в избранном)', ua: '(в обраному)' },
  lookOpenProduct: { ru: 'Открыть товар', ua: 'Відкрити товар' },
  // A control's name on the look: its visible words first (WCAG 2.5.3), then the item it acts on.
  labelForItem: { ru: '{label}: {name}', ua: '{label}: {name}' },
} satisfies MessageDictionary;

export type MessageId = keyof typeof messages;

export type MessageVars = Readonly<Record<string, string | number>>;

// Values are inserted as plain text in one pass: '$&' stays literal (function replacer), a value
// that itself looks like '{name}' is not expanded again, and an unknown placeholder stays visible
// so the missing variable is noticed rather than silently dropped.
export function t(id: MessageId, lang: Language, vars?: MessageVars): string {
  const text = messages[id][lang];
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(vars, name) ? String(vars[name]) : placeholder,
  );
}
