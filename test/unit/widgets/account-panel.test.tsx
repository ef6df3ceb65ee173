import { act, fireEvent } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../../shared/api/index.ts';
import { navigation } from '../../../shared/browser/navigation.ts';
import { accountPanel } from '../../../widgets/account-panel/index.ts';
import { REGISTRATION_REDIRECT_MS } from '../../../widgets/account-panel/enhanceRegistration.ts';
import { flush, mountMarkers } from '../helpers/mount.ts';
import { resetStore } from '../helpers/resetStore.ts';

// pageInit: what a login whose answer was lost reads back (shared/actions/account.ts); here the
// read fails, so such a login says it was not sent.
vi.mock(import('../../../shared/api/index.ts'), async (original) => {
  const real = await original();
  return { ...real, login: vi.fn(), register: vi.fn(), pageInit: vi.fn(() => Promise.reject(new real.ApiError('network', '/ajax/tpl_action/'))) };
});
const loginCall = vi.mocked(api.login);
const registerCall = vi.mocked(api.register);

const PANEL = `<div class="panel panel--account" data-widget="account-panel">
<form class="login-form" data-form="login" method="post" action="/ajax/auth/">
<input type="hidden" name="back" value="/product/1002/">
<label class="field"><span class="field__label">Логин</span><input name="login" type="text" required></label>
<label class="field"><span class="field__label">Пароль</span><input name="pass" type="password" autocomplete="current-password" required></label>
<button class="login-form__toggle" type="button" aria-pressed="false" data-password-toggle>Показать пароль</button>
<label><input type="checkbox" name="remember" value="1"> Запомнить</label>
<button class="button" type="submit">Войти</button>
</form>
<form class="registration-form" data-form="registration" method="post" action="/ajax/registration/">
<label class="field"><span class="field__label">Имя</span><input name="name" type="text" required></label>
<label class="field"><span class="field__label">E-mail</span><input name="email" type="email" required></label>
<label class="field"><span class="field__label">Телефон</span><input name="phone" type="tel"></label>
<label class="field"><span class="field__label">Пароль</span><input name="pass" type="password" autocomplete="new-password" required></label>
<button class="button" type="submit">Зарегистрироваться</button>
</form></div>`;

const loginForm = () => document.querySelector<HTMLFormElement>('form[data-form="login"]')!;
const registrationForm = () => document.querySelector<HTMLFormElement>('form[data-form="registration"]');
const field = (form: HTMLFormElement, name: string) => form.elements.namedItem(name) as HTMLInputElement;
const submitButton = (form: HTMLFormElement) => form.querySelector<HTMLButtonElement>('button[type="submit"]')!;

function type(input: HTMLInputElement, value: string): void {
  input.value = value;
  fireEvent.input(input);
}

async function submit(form: HTMLFormElement): Promise<void> {
  await act(() => {
    submitButton(form).click();
  });
}

function fillRegistration(email = 'anna@example.com'): HTMLFormElement {
  const form = registrationForm()!;
  type(field(form, 'name'), 'Анна');
  type(field(form, 'email'), email);
  type(field(form, 'pass'), 'secret1');
  return form;
}

describe('account-panel', () => {
  let reload: ReturnType<typeof vi.spyOn>;
  let goTo: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    resetStore();
    loginCall.mockReset();
    registerCall.mockReset();
    reload = vi.spyOn(navigation, 'reload').mockImplementation(() => {});
    goTo = vi.spyOn(navigation, 'goTo').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    history.replaceState(null, '', '/');
  });

  it('keeps what the guest typed before the widget mounted, in the very same fields, with focus', async () => {
    await mountMarkers(PANEL.replace('data-widget="account-panel"', 'data-widget="account-panel" data-mount="interaction"'), { widgets: [accountPanel], flush: false });
    const login = field(loginForm(), 'login');
    login.value = 'anna';
    login.focus();
    await act(() => {
      login.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    });
    expect(document.querySelector('.account-panel__alert')).not.toBeNull();
    expect(field(loginForm(), 'login')).toBe(login);
    expect(login.value).toBe('anna');
    expect(document.activeElement).toBe(login);
  });

  it('checks the required fields before any call, and does not call while one is empty', async () => {
    await mountMarkers(PANEL, { widgets: [accountPanel] });
    const form = loginForm();
    type(field(form, 'login'), 'anna');
    await submit(form);
    expect(loginCall).not.toHaveBeenCalled();
    const pass = field(form, 'pass');
    expect(pass.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(pass.getAttribute('aria-describedby')!)?.textContent).toBe('Обязательное поле.');
    expect(document.activeElement).toBe(pass);
    expect(submitButton(form).disabled).toBe(false);
  });

  it('shows the server’s login error (its html) in a danger alert and gives the button back; the right password reloads', async () => {
    await mountMarkers(PANEL, { widgets: [accountPanel] });
    const form = loginForm();
    type(field(form, 'login'), 'anna');
    type(field(form, 'pass'), 'wrong1');
    let answer!: (value: api.AuthAnswer) => void;
    loginCall.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    await submit(form);
    // Pending: the button is disabled and a second press sends nothing more.
    expect(submitButton(form).disabled).toBe(true);
    await submit(form);
    expect(loginCall).toHaveBeenCalledTimes(1);
    const sent = loginCall.mock.calls[0]![0] as HTMLFormElement;
    expect(sent).toBe(form);
    await act(async () => answer({ error: '<b>Неверный</b> логин или пароль' }));
    await flush();
    const alert = document.querySelector('[role="alert"].shop-alert--danger')!;
    expect(alert.textContent).toBe('Неверный логин или пароль');
    expect(alert.querySelector('b')?.textContent).toBe('Неверный');
    // Right above the login form, outside it.
    expect(alert.closest('.account-panel__alert')?.nextElementSibling).toBe(form);
    expect(submitButton(form).disabled).toBe(false);
    expect(field(form, 'pass').value).toBe('wrong1');
    expect(reload).not.toHaveBeenCalled();

    loginCall.mockResolvedValueOnce({ success: true });
    type(field(form, 'pass'), 'secret1');
    await submit(form);
    await flush();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(document.querySelector('.shop-alert--danger')).toBeNull();
    // The page is leaving: the button stays disabled.
    expect(submitButton(form).disabled).toBe(true);
  });

  it('treats Enter anywhere in the login form as the login button, but not on its buttons', async () => {
    await mountMarkers(PANEL, { widgets: [accountPanel] });
    const form = loginForm();
    type(field(form, 'login'), 'anna');
    type(field(form, 'pass'), 'secret1');
    loginCall.mockResolvedValue({ success: true });
    const remember = field(form, 'remember');
    await act(() => {
      fireEvent.keyDown(remember, { key: 'Enter' });
    });
    await flush();
    expect(loginCall).toHaveBeenCalledTimes(1);
    const toggle = form.querySelector<HTMLButtonElement>('[data-password-toggle]')!;
    loginCall.mockClear();
    await act(() => {
      fireEvent.keyDown(toggle, { key: 'Enter' });
    });
    expect(loginCall).not.toHaveBeenCalled();
  });

  it('says in the page language when the login call fails, and keeps the form as filled', async () => {
    resetStore({ lang: 'ua' });
    await mountMarkers(PANEL, { widgets: [accountPanel] });
    const form = loginForm();
    type(field(form, 'login'), 'anna');
    type(field(form, 'pass'), 'secret1');
    loginCall.mockRejectedValueOnce(new api.ApiError('timeout', '/ajax/auth/'));
    await submit(form);
    // A timeout says nothing of the outcome: page init is asked first (it fails here), then the alert.
    await vi.waitFor(() => expect(document.querySelector('.shop-alert--danger')?.textContent).toBe('Не вдалося надіслати форму. Перевірте з’єднання і спробуйте ще раз.'));
    expect(api.pageInit).toHaveBeenCalled();
    expect(field(form, 'login').value).toBe('anna');
    expect(submitButton(form).disabled).toBe(false);
    // An answer with neither an error nor success is not a login.
    loginCall.mockResolvedValueOnce({});
    await submit(form);
    await flush();
    expect(document.querySelector('.shop-alert--danger')?.textContent).toBe('Не вдалося увійти. Спробуйте ще раз.');
    expect(reload).not.toHaveBeenCalled();
  });

  it('shows and hides the password with a real toggle button', async () => {
    await mountMarkers(PANEL, { widgets: [accountPanel] });
    const form = loginForm();
    const pass = field(form, 'pass');
    const toggle = form.querySelector<HTMLButtonElement>('[data-password-toggle]')!;
    expect(toggle.getAttribute('aria-controls')).toBe(pass.id);
    await act(() => toggle.click());
    expect(pass.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(toggle.textContent).toBe('Показать пароль');
    await act(() => toggle.click());
    expect(pass.type).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
  });

  it("registers: 'ok' removes the form, shows the success alert and reloads 2000 ms later", async () => {
    await mountMarkers(PANEL, { widgets: [accountPanel] });
    const form = fillRegistration();
    registerCall.mockResolvedValueOnce({ message: 'ok', activationPhone: false, activationEmail: false, alreadySend: false, errors: [] });
    vi.useFakeTimers();
    await submit(form);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(registrationForm()).toBeNull();
    const alert = document.querySelector('[role="status"].shop-alert--success')!;
    expect(alert.textContent).toBe('Вы успешно зарегистрировались!');
    expect(document.activeElement).toBe(alert.parentElement);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(REGISTRATION_REDIRECT_MS - 1);
    });
    expect(reload).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(goTo).not.toHaveBeenCalled();
  });

  it("goes to the page language's root instead from a '/logout/' URL", async () => {
    history.replaceState(null, '', '/ua/logout/');
    resetStore({ lang: 'ua', root: '/ua/' });
    await mountMarkers(PANEL, { widgets: [accountPanel] });
    const form = fillRegistration();
    registerCall.mockResolvedValueOnce({ message: 'ok', activationPhone: false, activationEmail: false, alreadySend: false, errors: [] });
    vi.useFakeTimers();
    await submit(form);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(REGISTRATION_REDIRECT_MS);
    });
    expect(document.querySelector('.shop-alert--success')?.textContent).toBe('Ви успішно зареєструвалися!');
    expect(goTo).toHaveBeenCalledWith('/ua/');
    expect(reload).not.toHaveBeenCalled();
  });

  it.each([
    [{ activationPhone: true }, 'С такими данными аккаунт уже существует! Для активации перейдите по ссылке из sms или воспользуйтесь функцией "Забыли пароль"'],
    [{ activationEmail: true }, 'С такими данными аккаунт уже существует! Для активации перейдите по ссылке из E-mail или воспользуйтесь функцией "Забыли пароль"'],
    [{ alreadySend: true }, 'С такими данными аккаунт уже существует! Для активации перейдите по ссылке из E-mail или SMS или воспользуйтесь функцией "Забыли пароль"'],
  ])('shows the text for %o and keeps the form', async (flags, text) => {
    await mountMarkers(PANEL, { widgets: [accountPanel] });
    const form = fillRegistration();
    registerCall.mockResolvedValueOnce({ message: 'exists', activationPhone: false, activationEmail: false, alreadySend: false, errors: [], ...flags });
    await submit(form);
    await flush();
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(text);
    expect(registrationForm()).toBe(form);
    expect(field(form, 'email').value).toBe('anna@example.com');
    expect(submitButton(form).disabled).toBe(false);
  });

  it("lists errorsArray under 'Ошибка регистрации:', one per line, as text", async () => {
    await mountMarkers(PANEL, { widgets: [accountPanel] });
    const form = fillRegistration();
    registerCall.mockResolvedValueOnce({
      message: 'error',
      activationPhone: false,
      activationEmail: false,
      alreadySend: false,
      errors: ['Некорректный E-mail', '<img src=x onerror=alert(1)>'],
    });
    await submit(form);
    await flush();
    const alert = document.querySelector('[role="alert"]')!;
    expect([...alert.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['Ошибка регистрации:', 'Некорректный E-mail', '<img src=x onerror=alert(1)>']);
    expect(alert.querySelector('img')).toBeNull();
  });

  it('refuses a registration with an invalid e-mail or a weak password before calling', async () => {
    await mountMarkers(PANEL, { widgets: [accountPanel] });
    const form = fillRegistration('anna@example');
    type(field(form, 'pass'), '12345');
    await submit(form);
    expect(registerCall).not.toHaveBeenCalled();
    const messages = [...form.parentElement!.querySelectorAll('.field__error')].map((el) => el.textContent);
    expect(messages).toEqual(['Введите корректный E-mail.', 'Пароль должен содержать не менее 6 латинских букв, цифр или «!» подряд.']);
  });

  it('masks the registration phone field (+38 on a UAH page)', async () => {
    await mountMarkers(PANEL, { widgets: [accountPanel] });
    const phone = field(registrationForm()!, 'phone');
    phone.value = '0671234567';
    fireEvent.input(phone);
    fireEvent.blur(phone);
    expect(phone.value).toBe('+38 (067) 123-45-67');
  });
});
