import { act, fireEvent } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../../shared/api/index.ts';
import { giftForm } from '../../../widgets/gift-form/index.ts';
import { flush, mountMarkers } from '../helpers/mount.ts';
import { afterModalDelay, useRunningModalClock } from '../helpers/dialogs.ts';
import { resetStore } from '../helpers/resetStore.ts';

// The 300 ms modal delay is jumped, not waited out.
beforeEach(useRunningModalClock);

vi.mock(import('../../../shared/api/index.ts'), async (original) => ({ ...(await original()), subscribeGift: vi.fn() }));
const giftCall = vi.mocked(api.subscribeGift);

const FORM = `<form class="gift-form" data-widget="gift-form" data-email-rule="b" method="post" action="/ajax/block_gift/">
<input type="hidden" name="from" value="land_summer">
<input type="hidden" name="ajs" value="">
<input type="hidden" name="sex" value="w">
<fieldset><legend>Мне интересно</legend>
<label><input type="radio" name="s" value="w" checked> Женское</label>
<label><input type="radio" name="s" value="m"> Мужское</label></fieldset>
<label class="field"><span>E-mail</span><input type="email" name="emailgift" data-required data-required-alt="phonegift"></label>
<label class="field"><span>Телефон</span><input type="tel" name="phonegift"></label>
<button class="button" type="submit">Получить подарок</button>
</form>`;

const form = () => document.querySelector<HTMLFormElement>('form.gift-form')!;
const field = (name: string) => form().elements.namedItem(name) as HTMLInputElement;
const modal = () => document.querySelector<HTMLElement>('[role="alertdialog"]');

function type(input: HTMLInputElement, value: string): void {
  input.value = value;
  fireEvent.input(input);
}

async function submit(): Promise<void> {
  await act(() => form().querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
  await flush();
  // An outcome shows in the message modal after the 300 ms delay.
  await afterModalDelay();
}

function clearCookie(): void {
  document.cookie = 'close_first_enter=; max-age=0; path=/';
}

describe('gift-form', () => {
  beforeEach(() => {
    resetStore({ ready: 'ready' });
    giftCall.mockReset();
    clearCookie();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it.each([
    [{ message: 'ok', needsEmailConfirmation: true }, 'Спасибо', 'Чтобы получить скидку остался один шаг. Подтвердите Вашу почту в письме что мы Вам послали.'],
    [{ message: 'ok', needsEmailConfirmation: false }, 'Спасибо', 'Вы успешно подписались.'],
    [{ message: 'error', needsEmailConfirmation: false }, 'Ошибка', 'Указан некорректный E-mail или телефон.'],
    [{ message: 'alreadyGetClose', needsEmailConfirmation: false }, 'Извините', 'Вы уже использовали Ваш подарок при покупке.'],
    [
      { message: 'alreadyGet', needsEmailConfirmation: false },
      'Извините',
      'Вы уже подписались на нашу рассылку. Следите за нашими предложениями у себя на почте. Хорошего шопинга!',
    ],
    [{ message: '<b>Сервис</b> недоступен', needsEmailConfirmation: false }, 'Ошибка', '<b>Сервис</b> недоступен'],
  ])('answer %o: a message modal with header %s and its text; the cookie is set', async (answer, header, text) => {
    await mountMarkers(FORM, { widgets: [giftForm], eager: true });
    giftCall.mockResolvedValueOnce(answer);
    type(field('emailgift'), 'anna@example.com');
    await submit();
    const box = modal()!;
    expect(document.getElementById(box.getAttribute('aria-labelledby')!)?.textContent).toBe(header);
    expect(box.querySelector('.shop-message__text')?.textContent).toBe(text);
    expect(box.querySelector('b')).toBeNull();
    expect(document.cookie).toContain('close_first_enter=1');
    const sent = giftCall.mock.calls[0]![0] as URLSearchParams;
    expect(Object.fromEntries(sent)).toEqual({ from: 'land_summer', ajs: '1', sex: 'w', s: 'w', emailgift: 'anna@example.com', phonegift: '' });
    // A subscription that went through empties the form; any other keeps what was typed.
    expect(field('emailgift').value).toBe(answer.message === 'ok' ? '' : 'anna@example.com');
  });

  it('speaks Ukrainian on a Ukrainian page', async () => {
    resetStore({ ready: 'ready', lang: 'ua' });
    await mountMarkers(FORM, { widgets: [giftForm], eager: true });
    giftCall.mockResolvedValueOnce({ message: 'alreadyGet', needsEmailConfirmation: false });
    type(field('emailgift'), 'anna@example.com');
    await submit();
    expect(document.getElementById(modal()!.getAttribute('aria-labelledby')!)?.textContent).toBe('Вибачте');
  });

  it('needs an e-mail or a phone, and submits with a phone alone', async () => {
    await mountMarkers(FORM, { widgets: [giftForm], eager: true });
    await submit();
    expect(giftCall).not.toHaveBeenCalled();
    expect(field('emailgift').getAttribute('aria-invalid')).toBe('true');
    expect(document.cookie).not.toContain('close_first_enter');
    giftCall.mockResolvedValueOnce({ message: 'ok', needsEmailConfirmation: false });
    const phone = field('phonegift');
    fireEvent.focus(phone);
    type(phone, '0671234567');
    fireEvent.blur(phone);
    expect(phone.value).toBe('+38 (067) 123-45-67');
    expect(field('emailgift').hasAttribute('aria-invalid')).toBe(false);
    await submit();
    expect((giftCall.mock.calls[0]![0] as URLSearchParams).get('phonegift')).toBe('+38 (067) 123-45-67');
  });

  it('uses the older e-mail rule B, as the form says', async () => {
    await mountMarkers(FORM, { widgets: [giftForm], eager: true });
    // A six-letter domain passes rule A but not rule B.
    type(field('emailgift'), 'anna@example.museum');
    await submit();
    expect(giftCall).not.toHaveBeenCalled();
    expect(field('emailgift').getAttribute('aria-invalid')).toBe('true');
  });

  it("does not submit until the page-ready flag is 'ready'", async () => {
    resetStore({ ready: '' });
    await mountMarkers(FORM, { widgets: [giftForm], eager: true });
    type(field('emailgift'), 'anna@example.com');
    await submit();
    expect(giftCall).not.toHaveBeenCalled();
    expect(document.cookie).not.toContain('close_first_enter');
  });

  it('focusing one contact clears the other', async () => {
    await mountMarkers(FORM, { widgets: [giftForm], eager: true });
    type(field('emailgift'), 'anna@example.com');
    field('phonegift').focus();
    expect(field('emailgift').value).toBe('');
    type(field('phonegift'), '0671234567');
    field('emailgift').focus();
    expect(field('phonegift').value).toBe('');
  });

  it('keeps the hidden sex field with the chosen s', async () => {
    await mountMarkers(FORM, { widgets: [giftForm], eager: true });
    const men = form().querySelector<HTMLInputElement>('input[name="s"][value="m"]')!;
    men.checked = true;
    men.dispatchEvent(new Event('change', { bubbles: true }));
    expect(field('sex').value).toBe('m');
  });

  it('a failed call says so in the page language, keeps the e-mail and gives the button back', async () => {
    await mountMarkers(FORM, { widgets: [giftForm], eager: true });
    giftCall.mockRejectedValueOnce(new api.ApiError('http', '/ajax/block_gift/', { status: 500 }));
    type(field('emailgift'), 'anna@example.com');
    await submit();
    expect(modal()?.querySelector('.shop-message__text')?.textContent).toBe('Не удалось отправить форму. Проверьте соединение и попробуйте ещё раз.');
    expect(field('emailgift').value).toBe('anna@example.com');
    expect(form().querySelector<HTMLButtonElement>('button[type="submit"]')!.disabled).toBe(false);
  });

  it('reports a marker that is not a form with an e-mail field and leaves it as it is', async () => {
    const errors = vi.mocked(console.error);
    await mountMarkers('<div data-widget="gift-form"><input name="emailgift"></div>', { widgets: [giftForm], eager: true });
    expect(errors.mock.calls.some((call) => String(call[0]).includes('gift-form') && String(call.join(' ')).includes('<form>'))).toBe(true);
    expect(document.querySelector('[data-widget="gift-form"]')?.innerHTML).toBe('<input name="emailgift">');
  });
});
