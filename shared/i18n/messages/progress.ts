import type { Message } from '../message.ts';

// A panel's loading words and our retry button (quick view, mini-cart).

export const loading = { ru: 'Идёт загрузка', ua: 'Йде завантаження' } satisfies Message;
export const retry = { ru: 'Повторить', ua: 'Повторити' } satisfies Message;
