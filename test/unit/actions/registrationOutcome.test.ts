import { describe, expect, it } from 'vitest';
import type { RegistrationAnswer } from '../../../shared/api/index.ts';
import { t } from '../../../shared/i18n/index.ts';
import * as texts from '../../../shared/i18n/messages/account.ts';
import { registrationOutcome } from '../../../shared/actions/account.ts';

function answer(partial: Partial<RegistrationAnswer>): RegistrationAnswer {
  return { message: '', activationPhone: false, activationEmail: false, alreadySend: false, errors: [], ...partial };
}

describe('registrationOutcome', () => {
  it("'ok' is a success", () => {
    expect(registrationOutcome(answer({ message: 'ok' }))).toEqual({ ok: true, value: undefined });
  });

  it("'ok' wins over errors sent with it", () => {
    expect(registrationOutcome(answer({ message: 'ok', errors: ['x'], activationPhone: true }))).toEqual({ ok: true, value: undefined });
  });

  it('activationPhone: the account exists, activate by the SMS link', () => {
    expect(registrationOutcome(answer({ activationPhone: true }))).toEqual({ ok: false, message: texts.registrationExistsSms, lines: [] });
    expect(t(texts.registrationExistsSms, 'ru')).toBe(
      'С такими данными аккаунт уже существует! Для активации перейдите по ссылке из sms или воспользуйтесь функцией "Забыли пароль"',
    );
  });

  it('activationEmail: the account exists, activate by the e-mail link', () => {
    expect(registrationOutcome(answer({ activationEmail: true }))).toEqual({ ok: false, message: texts.registrationExistsEmail, lines: [] });
    expect(t(texts.registrationExistsEmail, 'ru')).toBe(
      'С такими данными аккаунт уже существует! Для активации перейдите по ссылке из E-mail или воспользуйтесь функцией "Забыли пароль"',
    );
  });

  it('alreadySend: the account exists, activate by the e-mail or SMS link', () => {
    expect(registrationOutcome(answer({ alreadySend: true }))).toEqual({ ok: false, message: texts.registrationExistsEmailOrSms, lines: [] });
    expect(t(texts.registrationExistsEmailOrSms, 'ru')).toBe(
      'С такими данными аккаунт уже существует! Для активации перейдите по ссылке из E-mail или SMS или воспользуйтесь функцией "Забыли пароль"',
    );
  });

  it('takes activationPhone, then activationEmail, then alreadySend when several are set', () => {
    const all = { activationPhone: true, activationEmail: true, alreadySend: true, errors: ['Ошибка'] };
    expect(registrationOutcome(answer(all))).toEqual({ ok: false, message: texts.registrationExistsSms, lines: [] });
    expect(registrationOutcome(answer({ ...all, activationPhone: false }))).toEqual({ ok: false, message: texts.registrationExistsEmail, lines: [] });
    expect(registrationOutcome(answer({ ...all, activationPhone: false, activationEmail: false }))).toEqual({
      ok: false,
      message: texts.registrationExistsEmailOrSms,
      lines: [],
    });
  });

  it("errorsArray: 'Registration error:' and the server's lines, blank ones dropped", () => {
    const outcome = registrationOutcome(answer({ message: 'error', errors: ['Неверный E-mail', '', '  ', 'Пароль слишком короткий'] }));
    expect(outcome).toEqual({ ok: false, message: texts.registrationFailed, lines: ['Неверный E-mail', 'Пароль слишком короткий'] });
    expect(texts.registrationFailed).toEqual({ ru: 'Ошибка регистрации:', ua: 'Помилка реєстрації:' });
  });

  it('keeps the lines as the server sent them, HTML-looking text included', () => {
    const outcome = registrationOutcome(answer({ errors: ['<b>E-mail</b> занят'] }));
    expect(outcome).toEqual({ ok: false, message: texts.registrationFailed, lines: ['<b>E-mail</b> занят'] });
  });

  it.each(['error', 'fail', ''])('message %j with nothing else: the unknown-error text', (message) => {
    expect(registrationOutcome(answer({ message }))).toEqual({ ok: false, message: texts.registrationUnknownError, lines: [] });
  });

  it('only blank error lines count as none', () => {
    expect(registrationOutcome(answer({ message: 'error', errors: ['', ' '] }))).toEqual({
      ok: false,
      message: texts.registrationUnknownError,
      lines: [],
    });
    expect(t(texts.registrationUnknownError, 'ru')).toBe('Не удалось зарегистрироваться. Попробуйте ещё раз.');
  });
});
