import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import * as api from '../../../shared/api/index.ts';
import { GIFT_SUBMITTED_COOKIE, sendGiftForm } from '../../../shared/actions/giftSubscription.ts';
import { t } from '../../../shared/i18n/index.ts';
import { formOutcomeUnknown, formSendFailed } from '../../../shared/i18n/messages/forms.ts';
import * as texts from '../../../shared/i18n/messages/subscription.ts';

vi.mock(import('../../../shared/api/index.ts'), async (original) => ({ ...(await original()), subscribeGift: vi.fn() }));

const subscribeCall = vi.mocked(api.subscribeGift);

/** The gift form as the server renders it, ajs=0 for a page without the script. */
function giftForm(markup = '<input name="emailgift" value="anna@example.com"><input type="hidden" name="ajs" value="0"><input type="hidden" name="sex" value="w">') {
  const form = document.createElement('form');
  form.innerHTML = markup;
  document.body.append(form);
  return form;
}

/** The fields the call was given, as they would go out. */
function sentFields(): string {
  const fields = subscribeCall.mock.calls[0]?.[0];
  if (!(fields instanceof URLSearchParams)) throw new Error('subscribeGift was not called with serialized fields');
  return fields.toString();
}

const cookies = () => document.cookie.split('; ');

describe('sendGiftForm', () => {
  let consoleError: MockInstance<typeof console.error>;

  beforeEach(() => {
    subscribeCall.mockReset();
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  afterEach(() => {
    document.cookie = `${GIFT_SUBMITTED_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
    document.body.innerHTML = '';
  });

  it("sends the form as the shopper left it, its ajs replaced by ajs=1, and resolves what the modal says of the answer", async () => {
    subscribeCall.mockResolvedValue({ message: 'ok', needsEmailConfirmation: true });
    const form = giftForm();
    await expect(sendGiftForm(form)).resolves.toEqual({ header: texts.subscribeConfirmHeader, text: texts.subscribeConfirmText, icon: 'success', done: true });
    expect(subscribeCall).toHaveBeenCalledTimes(1);
    expect(sentFields()).toBe('emailgift=anna%40example.com&ajs=1&sex=w');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('replaces every ajs the form holds with a single ajs=1', async () => {
    subscribeCall.mockResolvedValue({ message: 'ok', needsEmailConfirmation: false });
    await sendGiftForm(giftForm('<input name="ajs" value="0"><input name="phonegift" value="+38 (067) 123-45-67"><input name="ajs" value="2">'));
    expect(sentFields()).toBe('ajs=1&phonegift=%2B38+%28067%29+123-45-67');
  });

  it('adds ajs=1 to a form without one', async () => {
    subscribeCall.mockResolvedValue({ message: 'ok', needsEmailConfirmation: false });
    await sendGiftForm(giftForm('<input name="emailgift" value="a@b.cd">'));
    expect(sentFields()).toBe('emailgift=a%40b.cd&ajs=1');
  });

  it('sets close_first_enter=1 before the call goes out', async () => {
    let cookiesWhenCalled: string[] = [];
    subscribeCall.mockImplementation(async () => {
      cookiesWhenCalled = cookies();
      return { message: 'alreadyGet', needsEmailConfirmation: false };
    });
    await expect(sendGiftForm(giftForm())).resolves.toEqual({ header: texts.subscribeAlreadyHeader, text: texts.subscribeAlreadyText, icon: 'info', done: false });
    expect(GIFT_SUBMITTED_COOKIE).toBe('close_first_enter');
    expect(cookiesWhenCalled).toContain('close_first_enter=1');
  });

  it('a failed call says the form was not sent, still sets the cookie, and is reported once on the console', async () => {
    const cause = new api.ApiError('http', '/ajax/block_gift/', { status: 500 });
    subscribeCall.mockRejectedValue(cause);
    await expect(sendGiftForm(giftForm())).resolves.toEqual({ header: texts.subscribeErrorHeader, text: formSendFailed, icon: 'error', done: false });
    expect(t(formSendFailed, 'ru')).toBe('Не удалось отправить форму. Проверьте соединение и попробуйте ещё раз.');
    expect(cookies()).toContain('close_first_enter=1');
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith(
      '[shop-widgets] the gift form could not be sent; what the shopper typed stays in the form',
      cause,
    );
  });

  it('a lost answer (nothing to read whether it arrived) says nobody knows, in both languages, and sends nothing again', async () => {
    for (const kind of ['network', 'timeout', 'parse'] as const) {
      subscribeCall.mockReset().mockRejectedValue(new api.ApiError(kind, '/ajax/block_gift/'));
      await expect(sendGiftForm(giftForm()), kind).resolves.toEqual({ header: texts.subscribeErrorHeader, text: formOutcomeUnknown, icon: 'error', done: false });
      expect(subscribeCall).toHaveBeenCalledTimes(1);
    }
    expect(t(formOutcomeUnknown, 'ru')).toBe('Связь прервалась, и неизвестно, дошла ли форма. Если мы не ответим, отправьте её ещё раз.');
    expect(t(formOutcomeUnknown, 'ua')).toBe('Зв’язок перервався, і невідомо, чи дійшла форма. Якщо ми не відповімо, надішліть її ще раз.');
  });

  it('announces the failure as a shop:error event', async () => {
    subscribeCall.mockRejectedValue(new api.ApiError('network', '/ajax/block_gift/'));
    const announced = vi.fn();
    document.addEventListener('shop:error', announced);
    try {
      await sendGiftForm(giftForm());
    } finally {
      document.removeEventListener('shop:error', announced);
    }
    expect(announced).toHaveBeenCalledTimes(1);
    const event = announced.mock.calls[0]?.[0];
    expect(event instanceof CustomEvent ? event.detail : null).toEqual({
      message: 'the gift form could not be sent; what the shopper typed stays in the form',
    });
  });
});
