import type { Message } from '../message.ts';

// Words any widget may need: close, OK, the copy confirmation, a control's name for an item.

export const copied = { ru: '✔ скопировано', ua: '✔ скопійовано' } satisfies Message;
export const ok = { ru: 'OK', ua: 'OK' } satisfies Message;
export const close = { ru: 'Закрыть', ua: 'Закрити' } satisfies Message;
// A control's name on the look: its visible words first (WCAG 2.5.3), then the item it acts on.
export const labelForItem = { ru: '{label}: {name}', ua: '{label}: {name}' } satisfies Message;
// Ours: a change's answer was lost and the read of what the server holds failed too (issue 34):
// what the page shows may be wrong, and it is read again once the connection is back.
export const stateUnconfirmed = {
  ru: 'Связь прервалась: не удалось проверить, сохранилось ли изменение. Проверим ещё раз, когда связь вернётся.',
  ua: 'Зв’язок перервався: не вдалося перевірити, чи збереглася зміна. Перевіримо ще раз, коли зв’язок повернеться.',
} satisfies Message;
