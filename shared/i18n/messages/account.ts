import type { Message } from '../message.ts';

// Login and registration (widgets/account-panel).

// The registration answers' messages
export const registrationExistsSms = {
    ru: 'С такими данными аккаунт уже существует! Для активации перейдите по ссылке из sms или воспользуйтесь функцией "Забыли пароль"',
    ua: 'З такими даними акаунт уже існує! Для активації перейдіть за посиланням із sms або скористайтеся функцією "Забули пароль"',
  } satisfies Message;
export const registrationExistsEmail = {
    ru: 'С такими данными аккаунт уже существует! Для активации перейдите по ссылке из E-mail или воспользуйтесь функцией "Забыли пароль"',
    ua: 'З такими даними акаунт уже існує! Для активації перейдіть за посиланням з E-mail або скористайтеся функцією "Забули пароль"',
  } satisfies Message;
export const registrationExistsEmailOrSms = {
    ru: 'С такими данными аккаунт уже существует! Для активации перейдите по ссылке из E-mail или SMS или воспользуйтесь функцией "Забыли пароль"',
    ua: 'З такими даними акаунт уже існує! Для активації перейдіть за посиланням з E-mail чи SMS або скористайтеся функцією "Забули пароль"',
  } satisfies Message;
// Followed by each server error on its own line.
export const registrationFailed = { ru: 'Ошибка регистрации:', ua: 'Помилка реєстрації:' } satisfies Message;
// Ours: the registration's success alert.
export const registrationSucceeded = {
    ru: 'Вы успешно зарегистрировались!',
    ua: 'Ви успішно зареєструвалися!',
  } satisfies Message;
// Ours: stands in for the server's login error when it sends an empty one.
export const loginFailed = {
    ru: 'Не удалось войти. Попробуйте ещё раз.',
    ua: 'Не вдалося увійти. Спробуйте ще раз.',
  } satisfies Message;
// Ours: the login form's show/hide password toggle (a toggle button: its words do not change).
export const showPassword = { ru: 'Показать пароль', ua: 'Показати пароль' } satisfies Message;
// Ours: a registration answer that is none of the known cases.
export const registrationUnknownError = {
    ru: 'Не удалось зарегистрироваться. Попробуйте ещё раз.',
    ua: 'Не вдалося зареєструватися. Спробуйте ще раз.',
  } satisfies Message;
