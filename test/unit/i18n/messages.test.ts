import { describe, it, expect } from 'vitest';
import { t, type Message } from '../../../shared/i18n/index.ts';
import * as account from '../../../shared/i18n/messages/account.ts';
import { close, ok } from '../../../shared/i18n/messages/common.ts';
import { favouriteFailed, favouriteLabel, favouriteLabelActive } from '../../../shared/i18n/messages/favourite.ts';
import { favouritesAdded } from '../../../shared/i18n/messages/favouritesPage.ts';
import { manufacturerSize } from '../../../shared/i18n/messages/sizes.ts';
import { allMessages } from './allMessages.ts';

const names = allMessages.map(([name]) => name);
const byName = new Map(allMessages);

// Labels that the old site shows identically in both languages.
const sameInBothLanguages = new Set<string>([
  'ok',
  // 'товар' is the same word in both languages; only its few and many forms differ.
  'productsOne',
  // Only the two placeholders and a colon.
  'labelForItem',
  'languageUa',
  'languageRu',
  'currencyUah',
  'currencyKzt',
  // 'день', 'секунда', 'секунд': the same words in both languages.
  'countdownDaysOne',
  'countdownSecondsOne',
  'countdownSecondsMany',
]);

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('message dictionary', () => {
  it('has every message under one name only', () => {
    expect(names.length).toBeGreaterThan(60);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(allMessages)('%s has trimmed, non-empty Russian and Ukrainian', (_, message) => {
    for (const lang of ['ru', 'ua'] as const) {
      const text = message[lang];
      expect(text.length).toBeGreaterThan(0);
      expect(text.trim()).toBe(text);
    }
  });

  it('translates every message except the shared labels', () => {
    for (const [id, { ru, ua }] of allMessages) {
      if (sameInBothLanguages.has(id)) expect(ua).toBe(ru);
      else expect(ua, id).not.toBe(ru);
    }
  });

  it('keeps letters of one language out of the other', () => {
    for (const [id, message] of allMessages) {
      expect(message.ua, id).not.toMatch(/[ыэъёЫЭЪЁ]/);
      expect(message.ru, id).not.toMatch(/[іїєґІЇЄҐ’]/);
    }
  });

  it('writes the Ukrainian apostrophe as ’, never as a straight quote', () => {
    for (const [id, message] of allMessages) expect(message.ua, id).not.toMatch(/[a-zа-яіїєґ]'[a-zа-яіїєґ]/i);
  });

  it('uses the same placeholders in both languages', () => {
    for (const [id, message] of allMessages) expect(placeholders(message.ua), id).toEqual(placeholders(message.ru));
  });

  it('rejects a message without a Ukrainian text at compile time', () => {
    // @ts-expect-error a missing translation must not type-check
    const incomplete = { ru: 'только по-русски' } satisfies Message;
    expect(incomplete.ru).toBe('только по-русски');
  });
});

describe('texts the docs quote', () => {
  it.each<[string, string, string]>([
    ['requiredField', 'Обязательное поле.', 'Обов’язкове поле.'],
    ['confirmClearFavourites', 'Очистить избранное?', 'Очистити обране?'],
    ['sizeLimit', 'Можно выбрать только два размера', 'Можна вибрати лише два розміри'],
    ['sizeRequired', 'Для покупки укажите размер!', 'Для покупки вкажіть розмір!'],
    ['chooseSize', 'выберите размер', 'виберіть розмір'],
    ['subscribeErrorHeader', 'Ошибка', 'Помилка'],
    ['subscribeGiftUsedHeader', 'Извините', 'Вибачте'],
    ['subscribeAlreadyHeader', 'Извините', 'Вибачте'],
    ['subscribeOtherHeader', 'Ошибка', 'Помилка'],
    ['subscribeConfirmHeader', 'Спасибо', 'Дякуємо'],
    ['subscribeDoneHeader', 'Спасибо', 'Дякуємо'],
    ['registrationFailed', 'Ошибка регистрации:', 'Помилка реєстрації:'],
    ['loading', 'Идёт загрузка', 'Йде завантаження'],
    ['copied', '✔ скопировано', '✔ скопійовано'],
  ])('%s', (id, ru, ua) => {
    const message = byName.get(id);
    expect(message && t(message, 'ru')).toBe(ru);
    expect(message && t(message, 'ua')).toBe(ua);
  });

  it.each<[string, string]>([
    ['subscribeErrorText', 'Указан некорректный E-mail или телефон.'],
    ['subscribeGiftUsedText', 'Вы уже использовали Ваш подарок при покупке.'],
    [
      'subscribeAlreadyText',
      'Вы уже подписались на нашу рассылку. Следите за нашими предложениями у себя на почте. Хорошего шопинга!',
    ],
    [
      'subscribeConfirmText',
      'Чтобы получить скидку остался один шаг. Подтвердите Вашу почту в письме что мы Вам послали.',
    ],
    ['subscribeDoneText', 'Вы успешно подписались.'],
    [
      'registrationExistsSms',
      'С такими данными аккаунт уже существует! Для активации перейдите по ссылке из sms или воспользуйтесь функцией "Забыли пароль"',
    ],
    ['promoClosedHeader', 'Вы закрыли информацию об акции'],
    ['promoClosedText', 'Ссылка на акцию находится в меню'],
  ])('%s (Russian verbatim)', (id, ru) => {
    const message = byName.get(id);
    expect(message && t(message, 'ru')).toBe(ru);
  });

  it('points each "account exists" variant to its own channel', () => {
    expect(t(account.registrationExistsEmail, 'ru')).toContain('по ссылке из E-mail или воспользуйтесь');
    expect(t(account.registrationExistsEmailOrSms, 'ru')).toContain('по ссылке из E-mail или SMS');
    expect(t(account.registrationExistsEmail, 'ua')).toContain('за посиланням з E-mail або скористайтеся');
    expect(t(account.registrationExistsEmailOrSms, 'ua')).toContain('за посиланням з E-mail чи SMS');
    for (const id of [account.registrationExistsSms, account.registrationExistsEmail, account.registrationExistsEmailOrSms]) {
      expect(t(id, 'ru')).toMatch(/^С такими данными аккаунт уже существует! .*"Забыли пароль"$/);
      expect(t(id, 'ua')).toMatch(/^З такими даними акаунт уже існує! .*"Забули пароль"$/);
    }
  });

  // activationEmail and alreadySend say the same as activationPhone's, pointing elsewhere
  // (widgets/account-panel): with the channel taken out, all three read word for word alike.
  it.each([
    ['ru', ['из sms', 'из E-mail', 'из E-mail или SMS']],
    ['ua', ['із sms', 'з E-mail', 'з E-mail чи SMS']],
  ] as const)('keeps the activationPhone message\'s own words in every "account exists" variant (%s)', (lang, channels) => {
    const variants = [account.registrationExistsSms, account.registrationExistsEmail, account.registrationExistsEmailOrSms];
    const withoutChannel = variants.map((id, index) => {
      const text = t(id, lang);
      expect(text).toContain(` ${channels[index]} `);
      return text.replace(` ${channels[index]} `, ' … ');
    });
    expect(new Set(withoutChannel).size).toBe(1);
  });

  it('has the shop labels and failures the widgets need', () => {
    expect(t(favouriteLabel, 'ru')).toBe('В избранное');
    expect(t(favouriteLabelActive, 'ua')).toBe('В обраному');
    expect(t(favouriteFailed, 'ru')).toBe('Не удалось обновить избранное. Попробуйте ещё раз.');
    expect(t(favouriteFailed, 'ua')).toBe('Не вдалося оновити обране. Спробуйте ще раз.');
    expect(t(ok, 'ua')).toBe('OK');
    expect(t(close, 'ua')).toBe('Закрити');
  });
});

describe('t', () => {
  it('fills {name} placeholders with strings and numbers', () => {
    expect(t(manufacturerSize, 'ru', { sizes: 'IT 42' })).toBe('Размер производителя: IT 42');
    expect(t(favouritesAdded, 'ua', { count: 12, products: 'товарів' })).toBe('Ви додали 12 товарів');
  });

  it('returns the text unchanged without variables', () => {
    expect(t(manufacturerSize, 'ru')).toBe('Размер производителя: {sizes}');
  });

  it('leaves a placeholder without a value visible', () => {
    expect(t(manufacturerSize, 'ru', { other: 1 })).toBe('Размер производителя: {sizes}');
    expect(t(manufacturerSize, 'ru', {})).toBe('Размер производителя: {sizes}');
  });

  it('inserts values as plain text, once', () => {
    expect(t(manufacturerSize, 'ru', { sizes: '<b>$&</b>' })).toBe('Размер производителя: <b>$&</b>');
    expect(t(manufacturerSize, 'ru', { sizes: '{sizes}' })).toBe('Размер производителя: {sizes}');
  });

  it('rejects a name in place of a message at compile time', () => {
    // @ts-expect-error a message is imported, not named by a string
    const text: unknown = t('favouriteLabel', 'ru');
    // (and at run time a name finds no words)
    expect(text).toBeUndefined();
  });
});

describe('message areas', () => {
  it('every area file is listed for the dictionary-wide checks', async () => {
    const { readdirSync } = await import('node:fs');
    const files = readdirSync('shared/i18n/messages').filter((file) => file.endsWith('.ts'));
    expect(files).toContain('sizes.ts');
    const listed = await import('./allMessages.ts');
    expect(listed.areaCount).toBe(files.length);
  });
});
