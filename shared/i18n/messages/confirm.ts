import type { Message } from '../message.ts';

// Ours: the answers of a yes/no question (the favourites page's 'clear all?').

export const yes = { ru: 'Да', ua: 'Так' } satisfies Message;
export const no = { ru: 'Нет', ua: 'Ні' } satisfies Message;
