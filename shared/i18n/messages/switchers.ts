import type { Message } from '../message.ts';

// The switchers' labels: the same in both languages on the old site.
export const languageUa = { ru: 'Укр', ua: 'Укр' } satisfies Message;
export const languageRu = { ru: 'Рус', ua: 'Рус' } satisfies Message;
export const currencyUah = { ru: 'UAH', ua: 'UAH' } satisfies Message;
export const currencyKzt = { ru: 'тенге', ua: 'тенге' } satisfies Message;
// Ours: the POST of a language or currency change failed; the shopper can press again.
export const switchFailed = {
  ru: 'Не удалось переключить. Проверьте соединение и попробуйте ещё раз.',
  ua: 'Не вдалося перемкнути. Перевірте з’єднання і спробуйте ще раз.',
} satisfies Message;
