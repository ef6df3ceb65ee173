import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import * as api from '../../../shared/api/index.ts';
import { sendLogin, sendRegistration } from '../../../shared/actions/account.ts';
import { loginFailed } from '../../../shared/i18n/messages/account.ts';
import { formOutcomeUnknown, formSendFailed } from '../../../shared/i18n/messages/forms.ts';

vi.mock(import('../../../shared/api/index.ts'), async (original) => ({ ...(await original()), login: vi.fn(), register: vi.fn(), pageInit: vi.fn() }));

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
    vi.mocked(api.pageInit).mockReset().mockRejectedValue(new api.ApiError('network', '/ajax/tpl_action/'));
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it("sendLogin sends the form itself; a refusal carries the server's own html and our message", async () => {
    const login = form('<input name="login" value="anna"><input name="pass" value="secret1">');
    loginCall.mockResolvedValue({ error: '<b>Неверный пароль</b>' });
    await expect(sendLogin(login)).resolves.toEqual({ ok: false, message: loginFailed, html: '<b>Неверный пароль</b>' });
    expect(loginCall).toHaveBeenCalledTimes(1);
    expect(loginCall.mock.calls[0]?.[0]).toBe(login);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('sendLogin: ok when the server lets the shopper in; a refusal without html says ours', async () => {
    loginCall.mockResolvedValue({ success: true });
    await expect(sendLogin(form(''))).resolves.toEqual({ ok: true, value: undefined });
    loginCall.mockResolvedValue({ success: false });
    await expect(sendLogin(form(''))).resolves.toEqual({ ok: false, message: loginFailed, html: undefined });
    loginCall.mockResolvedValue({ success: true, error: '<b>Заблокирован</b>' });
    await expect(sendLogin(form(''))).resolves.toEqual({ ok: false, message: loginFailed, html: '<b>Заблокирован</b>' });
  });

  it('sendLogin: a failed call is reported once and tells the shopper the form was not sent', async () => {
    const cause = new api.ApiError('timeout', '/ajax/auth/');
    loginCall.mockRejectedValue(cause);
    await expect(sendLogin(form(''))).resolves.toEqual({ ok: false, message: formSendFailed });
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith('[shop-widgets] the login form could not be sent; what the shopper typed stays in the form', cause);
  });

  it('sendLogin: after a lost answer page init says whether the shopper is in now; an error status asks nothing', async () => {
    loginCall.mockRejectedValue(new api.ApiError('network', '/ajax/auth/'));
    vi.mocked(api.pageInit).mockResolvedValue({ auth: true } as api.PageInitAnswer);
    await expect(sendLogin(form(''))).resolves.toEqual({ ok: true, value: undefined });
    vi.mocked(api.pageInit).mockResolvedValue({ auth: false } as api.PageInitAnswer);
    await expect(sendLogin(form(''))).resolves.toEqual({ ok: false, message: formSendFailed });
    vi.mocked(api.pageInit).mockRejectedValue(new api.ApiError('timeout', '/ajax/tpl_action/'));
    await expect(sendLogin(form(''))).resolves.toEqual({ ok: false, message: formSendFailed });
    expect(api.pageInit).toHaveBeenCalledTimes(3);
    loginCall.mockRejectedValue(new api.ApiError('http', '/ajax/auth/', { status: 500 }));
    await expect(sendLogin(form(''))).resolves.toEqual({ ok: false, message: formSendFailed });
    expect(api.pageInit).toHaveBeenCalledTimes(3);
    expect(loginCall).toHaveBeenCalledTimes(4);
  });

  it("sendRegistration sends the form itself and resolves the answer's outcome", async () => {
    const registration = form('<input name="email" value="anna@example.com">');
    const answer = { message: 'ok', activationPhone: false, activationEmail: false, alreadySend: false, errors: [] };
    registerCall.mockResolvedValue(answer);
    await expect(sendRegistration(registration)).resolves.toEqual({ ok: true, value: undefined });
    expect(registerCall.mock.calls[0]?.[0]).toBe(registration);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('sendRegistration: a refused call (an error status) is reported once and tells the shopper the form was not sent', async () => {
    const cause = new api.ApiError('http', '/ajax/registration/', { status: 502 });
    registerCall.mockRejectedValue(cause);
    await expect(sendRegistration(form(''))).resolves.toEqual({ ok: false, message: formSendFailed, lines: [] });
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith(
      '[shop-widgets] the registration form could not be sent; what the shopper typed stays in the form',
      cause,
    );
    expect(api.pageInit).not.toHaveBeenCalled();
  });

  it('sendRegistration: after a lost answer, logged in now means it went through; else nobody knows, and the shopper is told so', async () => {
    for (const kind of ['network', 'timeout', 'parse'] as const) {
      registerCall.mockReset().mockRejectedValue(new api.ApiError(kind, '/ajax/registration/'));
      vi.mocked(api.pageInit).mockResolvedValue({ auth: true } as api.PageInitAnswer);
      await expect(sendRegistration(form('')), kind).resolves.toEqual({ ok: true, value: undefined });
      vi.mocked(api.pageInit).mockResolvedValue({ auth: false } as api.PageInitAnswer);
      await expect(sendRegistration(form('')), kind).resolves.toEqual({ ok: false, message: formOutcomeUnknown, lines: [] });
      vi.mocked(api.pageInit).mockRejectedValue(new api.ApiError('timeout', '/ajax/tpl_action/'));
      await expect(sendRegistration(form('')), kind).resolves.toEqual({ ok: false, message: formOutcomeUnknown, lines: [] });
      // Never sent again by the client: the shopper chooses.
      expect(registerCall).toHaveBeenCalledTimes(3);
    }
    expect(api.pageInit).toHaveBeenCalledTimes(9);
  });

  it('sendRegistration: offline, the call never left: not sent, and nothing is asked', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      registerCall.mockRejectedValue(new api.ApiError('network', '/ajax/registration/'));
      await expect(sendRegistration(form(''))).resolves.toEqual({ ok: false, message: formSendFailed, lines: [] });
      expect(api.pageInit).not.toHaveBeenCalled();
    } finally {
      onLine.mockRestore();
    }
  });
});
