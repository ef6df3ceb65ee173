import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubscribeAnswer } from '../../../shared/api/index.ts';
import { t } from '../../../shared/i18n/index.ts';
import * as texts from '../../../shared/i18n/messages/subscription.ts';
import { guardEmailKeys, keepOneContact, keepSexField } from '../../../widgets/gift-form/giftFields.ts';
import { giftOutcome } from '../../../shared/actions/giftSubscription.ts';

const answer = (message: string, needsEmailConfirmation = false): SubscribeAnswer => ({ message, needsEmailConfirmation });

describe('giftOutcome: the subscription outcomes', () => {
  it("'ok' with fe: thanks, the e-mail still to confirm; the form is done", () => {
    const outcome = giftOutcome(answer('ok', true));
    expect(outcome).toEqual({ header: texts.subscribeConfirmHeader, text: texts.subscribeConfirmText, icon: 'success', done: true });
    expect(outcome.header).toEqual({ ru: 'Спасибо', ua: 'Дякуємо' });
    expect(outcome.text).toEqual({
      ru: 'Чтобы получить скидку остался один шаг. Подтвердите Вашу почту в письме что мы Вам послали.',
      ua: 'Щоб отримати знижку, залишився один крок. Підтвердіть Вашу електронну адресу в листі, який ми Вам надіслали.',
    });
  });

  it("'ok' without fe: subscribed; the form is done", () => {
    const outcome = giftOutcome(answer('ok'));
    expect(outcome).toEqual({ header: texts.subscribeDoneHeader, text: texts.subscribeDoneText, icon: 'success', done: true });
    expect(outcome.header).toEqual({ ru: 'Спасибо', ua: 'Дякуємо' });
    expect(outcome.text).toEqual({ ru: 'Вы успешно подписались.', ua: 'Ви успішно підписалися.' });
  });

  it("'error': a wrong e-mail or phone", () => {
    const outcome = giftOutcome(answer('error'));
    expect(outcome).toEqual({ header: texts.subscribeErrorHeader, text: texts.subscribeErrorText, icon: 'error', done: false });
    expect(outcome.header).toEqual({ ru: 'Ошибка', ua: 'Помилка' });
    expect(outcome.text).toEqual({ ru: 'Указан некорректный E-mail или телефон.', ua: 'Вказано некоректний E-mail або телефон.' });
  });

  it("'alreadyGetClose': the gift was already used", () => {
    const outcome = giftOutcome(answer('alreadyGetClose'));
    expect(outcome).toEqual({ header: texts.subscribeGiftUsedHeader, text: texts.subscribeGiftUsedText, icon: 'info', done: false });
    expect(outcome.header).toEqual({ ru: 'Извините', ua: 'Вибачте' });
    expect(outcome.text).toEqual({
      ru: 'Вы уже использовали Ваш подарок при покупке.',
      ua: 'Ви вже використали Ваш подарунок під час покупки.',
    });
  });

  it("'alreadyGet': already subscribed", () => {
    const outcome = giftOutcome(answer('alreadyGet'));
    expect(outcome).toEqual({ header: texts.subscribeAlreadyHeader, text: texts.subscribeAlreadyText, icon: 'info', done: false });
    expect(outcome.header).toEqual({ ru: 'Извините', ua: 'Вибачте' });
    expect(t(texts.subscribeAlreadyText, 'ru')).toBe(
      'Вы уже подписались на нашу рассылку. Следите за нашими предложениями у себя на почте. Хорошего шопинга!',
    );
  });

  it("fe without 'ok' changes nothing", () => {
    expect(giftOutcome(answer('alreadyGet', true)).text).toBe(texts.subscribeAlreadyText);
    expect(giftOutcome(answer('error', true)).done).toBe(false);
  });

  it("any other message: the server's own words as they came, under the error header", () => {
    expect(giftOutcome(answer('Акция завершена'))).toEqual({ header: texts.subscribeOtherHeader, text: 'Акция завершена', icon: 'error', done: false });
    expect(texts.subscribeOtherHeader).toEqual({ ru: 'Ошибка', ua: 'Помилка' });
  });

  it('keeps HTML-looking text as a plain string', () => {
    const message = '<b>Акция</b> <img src=x onerror="alert(1)">';
    const { text } = giftOutcome(answer(message));
    expect(typeof text).toBe('string');
    expect(text).toBe(message);
  });

  it("is case-sensitive: 'OK' is another message", () => {
    expect(giftOutcome(answer('OK'))).toEqual({ header: texts.subscribeOtherHeader, text: 'OK', icon: 'error', done: false });
  });

  it.each(['', '   '])('an empty other message (%j) shows our fallback', (message) => {
    const outcome = giftOutcome(answer(message));
    expect(outcome).toEqual({ header: texts.subscribeOtherHeader, text: texts.subscribeOtherFallbackText, icon: 'error', done: false });
    expect(outcome.text).toEqual({ ru: 'Не удалось оформить подписку. Попробуйте ещё раз.', ua: 'Не вдалося оформити підписку. Спробуйте ще раз.' });
  });
});

let removers: (() => void)[] = [];

afterEach(() => {
  for (const remove of removers) remove();
  removers = [];
  document.body.innerHTML = '';
});

const GIFT_FORM = `
  <input type="hidden" name="sex" value="w">
  <label><input type="radio" name="s" value="w" checked> Женское</label>
  <label><input type="radio" name="s" value="m"> Мужское</label>
  <label><input type="radio" name="s" value="kids"> Детское</label>
  <input type="email" name="emailgift">
  <input type="tel" name="phonegift">
  <input type="text" name="name">
  <button type="submit" id="send">Получить подарок</button>`;

function setUp(markup = GIFT_FORM): HTMLFormElement {
  const form = document.createElement('form');
  form.innerHTML = markup;
  document.body.append(form);
  return form;
}

function input(form: HTMLFormElement, name: string, value?: string): HTMLInputElement {
  const found = form.querySelector<HTMLInputElement>(value === undefined ? `[name="${name}"]` : `[name="${name}"][value="${value}"]`);
  if (!found) throw new Error(`no field ${name}`);
  return found;
}

/** Counts the input events a field dispatches. */
function inputEvents(field: HTMLInputElement): () => number {
  const seen = vi.fn();
  field.addEventListener('input', seen);
  return () => seen.mock.calls.length;
}

describe('keepOneContact', () => {
  it('focusing the e-mail clears the phone and tells the form checks (input)', () => {
    const form = setUp();
    removers.push(keepOneContact(form));
    const phone = input(form, 'phonegift');
    phone.value = '+38 (067) 123-45-67';
    const inputs = inputEvents(phone);
    const bubbled = vi.fn();
    form.addEventListener('input', bubbled);
    input(form, 'emailgift').focus();
    expect(phone.value).toBe('');
    expect(inputs()).toBe(1);
    expect(bubbled).toHaveBeenCalledTimes(1);
  });

  it('focusing the phone clears the e-mail', () => {
    const form = setUp();
    removers.push(keepOneContact(form));
    const email = input(form, 'emailgift');
    email.value = 'anna@example.com';
    const inputs = inputEvents(email);
    input(form, 'phonegift').focus();
    expect(email.value).toBe('');
    expect(inputs()).toBe(1);
  });

  it('an empty other field is left alone: no input event', () => {
    const form = setUp();
    removers.push(keepOneContact(form));
    const inputs = inputEvents(input(form, 'phonegift'));
    input(form, 'emailgift').focus();
    expect(inputs()).toBe(0);
  });

  it('focusing another field clears nothing', () => {
    const form = setUp();
    removers.push(keepOneContact(form));
    input(form, 'emailgift').value = 'anna@example.com';
    input(form, 'phonegift').value = '+38 (067) 123-45-67';
    input(form, 'name').focus();
    form.querySelector<HTMLButtonElement>('#send')?.focus();
    expect(input(form, 'emailgift').value).toBe('anna@example.com');
    expect(input(form, 'phonegift').value).toBe('+38 (067) 123-45-67');
  });

  it('the remover stops it', () => {
    const form = setUp();
    keepOneContact(form)();
    input(form, 'phonegift').value = '+38 (067) 123-45-67';
    input(form, 'emailgift').focus();
    expect(input(form, 'phonegift').value).toBe('+38 (067) 123-45-67');
  });
});

/** A keydown as the browser sends it; returns the event to look at. */
function press(target: HTMLElement, key: string, shiftKey = false): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
}

describe('guardEmailKeys', () => {
  it('Enter in the e-mail field is prevented (no submit)', () => {
    const form = setUp();
    removers.push(guardEmailKeys(form));
    const email = input(form, 'emailgift');
    email.focus();
    expect(press(email, 'Enter').defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(email);
  });

  it('Tab in the e-mail field skips the phone field: focus goes to the submit button', () => {
    const form = setUp();
    removers.push(guardEmailKeys(form));
    const email = input(form, 'emailgift');
    email.focus();
    expect(press(email, 'Tab').defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(form.querySelector('#send'));
  });

  it.each([
    ['<button>Go</button>', 'button'],
    ['<input type="submit" value="Go">', 'input'],
  ])('finds the submit button %s too', (button, tag) => {
    const form = setUp(`<input type="email" name="emailgift"><input type="tel" name="phonegift">${button}`);
    removers.push(guardEmailKeys(form));
    press(input(form, 'emailgift'), 'Tab');
    expect(document.activeElement?.tagName.toLowerCase()).toBe(tag);
  });

  it('Shift+Tab is not prevented', () => {
    const form = setUp();
    removers.push(guardEmailKeys(form));
    const email = input(form, 'emailgift');
    email.focus();
    expect(press(email, 'Tab', true).defaultPrevented).toBe(false);
    expect(document.activeElement).toBe(email);
  });

  it.each(['a', '@', 'Backspace'])('other keys (%j) in the e-mail field are untouched', (key) => {
    const form = setUp();
    removers.push(guardEmailKeys(form));
    expect(press(input(form, 'emailgift'), key).defaultPrevented).toBe(false);
  });

  it.each(['phonegift', 'name'])('Enter and Tab in %s are untouched', (name) => {
    const form = setUp();
    removers.push(guardEmailKeys(form));
    const field = input(form, name);
    field.focus();
    expect(press(field, 'Enter').defaultPrevented).toBe(false);
    expect(press(field, 'Tab').defaultPrevented).toBe(false);
    expect(document.activeElement).toBe(field);
  });

  it('the remover stops it', () => {
    const form = setUp();
    guardEmailKeys(form)();
    expect(press(input(form, 'emailgift'), 'Enter').defaultPrevented).toBe(false);
  });
});

/** Checks a radio the way a click does: checked, then a bubbling change. */
function choose(radio: HTMLInputElement): void {
  radio.checked = true;
  radio.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('keepSexField', () => {
  it('copies the checked s into the hidden sex field at once and on every change', () => {
    const form = setUp(GIFT_FORM.replace('value="w">', 'value="">'));
    removers.push(keepSexField(form));
    expect(input(form, 'sex').value).toBe('w');
    choose(input(form, 's', 'm'));
    expect(input(form, 'sex').value).toBe('m');
    choose(input(form, 's', 'w'));
    expect(input(form, 'sex').value).toBe('w');
  });

  it('ignores a choice other than m or w', () => {
    const form = setUp();
    removers.push(keepSexField(form));
    choose(input(form, 's', 'm'));
    choose(input(form, 's', 'kids'));
    expect(input(form, 'sex').value).toBe('m');
  });

  it('the remover stops it', () => {
    const form = setUp();
    keepSexField(form)();
    choose(input(form, 's', 'm'));
    expect(input(form, 'sex').value).toBe('w');
  });
});
