import type { Message } from '../message.ts';

// The form checks' messages (docs/markers.md "Form fields").

// A required field left empty
export const requiredField = { ru: 'Обязательное поле.', ua: 'Обов’язкове поле.' } satisfies Message;
// A filled e-mail field that breaks the form's rule
export const invalidEmail = { ru: 'Введите корректный E-mail.', ua: 'Введіть коректний E-mail.' } satisfies Message;
// A filled new password without 6 allowed characters in a row
export const invalidPassword = {
    ru: 'Пароль должен содержать не менее 6 латинских букв, цифр или «!» подряд.',
    ua: 'Пароль має містити щонайменше 6 латинських літер, цифр або «!» поспіль.',
  } satisfies Message;
// Ours: a form's call failed (no answer, an error page, a broken answer); what was typed stays.
export const formSendFailed = {
    ru: 'Не удалось отправить форму. Проверьте соединение и попробуйте ещё раз.',
    ua: 'Не вдалося надіслати форму. Перевірте з’єднання і спробуйте ще раз.',
  } satisfies Message;
// Ours: a form's answer was lost (lostAnswer.ts): the server may have it, and nothing can read
// whether it did; what was typed stays, and sending again is the shopper's choice.
export const formOutcomeUnknown = {
    ru: 'Связь прервалась, и неизвестно, дошла ли форма. Если мы не ответим, отправьте её ещё раз.',
    ua: 'Зв’язок перервався, і невідомо, чи дійшла форма. Якщо ми не відповімо, надішліть її ще раз.',
  } satisfies Message;
// Ours: the callback ('recall') form's name when its marker has no words of its own: the hidden
// marker the page wiring adds for ?action=external_call on a page without a recall link
// (widgets/recall).
export const recallTitle = { ru: 'Обратный звонок', ua: 'Зворотний дзвінок' } satisfies Message;
