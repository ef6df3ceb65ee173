import type { Message } from '../message.ts';

// SPEC 1 / 2 switcher labels: the same in both languages on the old site.

// SPEC 1 / 2 switcher labels: the same in both languages on the old site.
export const languageUa = { ru: 'Укр', ua: 'Укр' } satisfies Message;
export const languageRu = { ru: 'Рус', ua: 'Рус' } satisfies Message;
export const currencyUah = { ru: 'UAH', ua: 'UAH' } satisfies Message;
export const currencyKzt = { ru: 'тенге', ua: 'тенге' } satisfies Message;
