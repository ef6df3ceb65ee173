import type { Message } from '../message.ts';

// SPEC 5 / 8 Forms.

// SPEC 5 / 8 Forms
export const requiredField = { ru: 'Обязательное поле.', ua: 'Обов’язкове поле.' } satisfies Message;
