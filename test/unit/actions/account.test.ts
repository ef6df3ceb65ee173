import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import * as api from '../../../shared/api/index.ts';
import { sendLogin, sendRegistration } from '../../../shared/actions/account.ts';

vi.mock(import('../../../shared/api/index.ts'), async (original) => ({ ...(await original()), login: vi.fn(), register: vi.fn() }));

const loginCall = vi.mocked(api.login);
const registerCall = vi.mocked(api.register);

function form(markup: string): HTMLFormElement {
  const element = document.createElement('form');
  element.innerHTML = markup;
  return element;
}

describe('sendLogin / sendRegistration', () => {
  let consoleError: MockInstance<typeof console.error>;

  beforeEach(() => {
    loginCall.mockReset();
    registerCall.mockReset();
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('sendLogin sends the form itself and resolves the answer', async () => {
    const login = form('<input name="login" value="anna"><input name="pass" value="secret1">');
    loginCall.mockResolvedValue({ error: '<b>Неверный пароль</b>' });
    await expect(sendLogin(login)).resolves.toEqual({ error: '<b>Неверный пароль</b>' });
    expect(loginCall).toHaveBeenCalledTimes(1);
    expect(loginCall.mock.calls[0]?.[0]).toBe(login);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('sendLogin resolves null on a failed call and reports it once', async () => {
    const cause = new api.ApiError('timeout', '/ajax/auth/');
    loginCall.mockRejectedValue(cause);
    await expect(sendLogin(form(''))).resolves.toBeNull();
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith('[shop-widgets] the login form could not be sent; what the shopper typed stays in the form', cause);
  });

  it('sendRegistration sends the form itself and resolves the answer', async () => {
    const registration = form('<input name="email" value="anna@example.com">');
    const answer = { message: 'ok', activationPhone: false, activationEmail: false, alreadySend: false, errors: [] };
    registerCall.mockResolvedValue(answer);
    await expect(sendRegistration(registration)).resolves.toEqual(answer);
    expect(registerCall.mock.calls[0]?.[0]).toBe(registration);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('sendRegistration resolves null on a failed call and reports it once', async () => {
    const cause = new api.ApiError('parse', '/ajax/registration/');
    registerCall.mockRejectedValue(cause);
    await expect(sendRegistration(form(''))).resolves.toBeNull();
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith(
      '[shop-widgets] the registration form could not be sent; what the shopper typed stays in the form',
      cause,
    );
  });
});
