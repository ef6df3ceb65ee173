import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '../../../shared/context/types.ts';
import { attachValidation, guardSubmit, type FormValidation } from '../../../shared/forms/validateForm.ts';

const REQUIRED_RU = 'Обязательное поле.';
const REQUIRED_UA = 'Обов’язкове поле.';
const EMAIL_RU = 'Введите корректный E-mail.';
const EMAIL_UA = 'Введіть коректний E-mail.';
const PASSWORD_RU = 'Пароль должен содержать не менее 6 латинских букв, цифр или «!» подряд.';
const PASSWORD_UA = 'Пароль має містити щонайменше 6 латинських літер, цифр або «!» поспіль.';

let attached: FormValidation[] = [];

afterEach(() => {
  for (const validation of attached) validation.destroy();
  attached = [];
  document.body.innerHTML = '';
});

/** A form of fixed test markup, in the document (focus and ids need it), with validation attached. */
function setUp(markup: string, lang: Language = 'ru', formAttributes: Record<string, string> = {}) {
  const form = document.createElement('form');
  for (const [name, value] of Object.entries(formAttributes)) form.setAttribute(name, value);
  form.innerHTML = markup;
  document.body.append(form);
  const validation = attachValidation(form, lang);
  attached.push(validation);
  return { form, validation };
}

function control<T extends HTMLElement = HTMLInputElement>(form: HTMLFormElement, name: string, index = 0): T {
  const found = form.querySelectorAll<T>(`[name="${name}"]`)[index];
  if (!found) throw new Error(`no field ${name}`);
  return found;
}

/** The text the field's aria-describedby points to among error messages, or null. */
function errorOf(element: Element): string | null {
  const ids = (element.getAttribute('aria-describedby') || '').split(' ');
  const messages = ids
    .map((id) => document.getElementById(id))
    .filter((message): message is HTMLElement => message !== null && message.classList.contains('field__error'));
  expect(messages.length).toBeLessThanOrEqual(1);
  return messages[0] ? messages[0].textContent : null;
}

const errorMessages = () => Array.from(document.querySelectorAll('.field__error'));

function type(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function toggle(field: HTMLInputElement, checked: boolean): void {
  field.checked = checked;
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

function choose(field: HTMLSelectElement, value: string): void {
  field.value = value;
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('required fields', () => {
  it('marks an empty required field and shows the default message right after it', () => {
    const { form, validation } = setUp('<input name="city" required><button>Go</button>');
    const city = control(form, 'city');
    expect(validation.validate()).toBe(false);
    expect(city.getAttribute('aria-invalid')).toBe('true');
    const message = city.nextElementSibling as HTMLElement;
    expect(message.tagName).toBe('SPAN');
    expect(message.className).toBe('field__error');
    expect(message.id).toMatch(/^shop-error-\d+$/);
    expect(message.textContent).toBe(REQUIRED_RU);
    expect(city.getAttribute('aria-describedby')).toBe(message.id);
  });

  it.each(['', '   ', '-1', ' -1 '])('counts %j in a text field as empty', (value) => {
    const { form, validation } = setUp(`<input name="city" data-required value="${value}">`);
    expect(validation.validate()).toBe(false);
    expect(errorOf(control(form, 'city'))).toBe(REQUIRED_RU);
  });

  it('counts data-required and the native attribute alike, and turns the browser bubbles off', () => {
    const { form, validation } = setUp('<input name="a" required><input name="b" data-required><input name="c">');
    expect(form.noValidate).toBe(true);
    validation.validate();
    expect(errorOf(control(form, 'a'))).toBe(REQUIRED_RU);
    expect(errorOf(control(form, 'b'))).toBe(REQUIRED_RU);
    expect(control(form, 'c').hasAttribute('aria-invalid')).toBe(false);
    expect(errorMessages()).toHaveLength(2);
  });

  it('reads data-required by the yes/no rule: "1" and "true" require, "0" and "false" do not', () => {
    const { form, validation } = setUp('<input name="a" data-required="1"><input name="b" data-required="TRUE"><input name="c" data-required="0"><input name="d" data-required="false">');
    validation.validate();
    expect(['a', 'b', 'c', 'd'].map((name) => errorOf(control(form, name)) ?? null)).toEqual([REQUIRED_RU, REQUIRED_RU, null, null]);
  });

  it('passes a filled field, trimmed', () => {
    const { form, validation } = setUp('<input name="city" required value="  Kyiv ">');
    expect(validation.validate()).toBe(true);
    expect(control(form, 'city').hasAttribute('aria-invalid')).toBe(false);
    expect(errorMessages()).toHaveLength(0);
  });

  it("treats a select on '-1' as unselected", () => {
    const { form, validation } = setUp(
      '<select name="size" required><option value="-1">Size</option><option value="42">42</option></select>',
    );
    const size = control<HTMLSelectElement>(form, 'size');
    expect(validation.validate()).toBe(false);
    expect(errorOf(size)).toBe(REQUIRED_RU);
    choose(size, '42');
    expect(size.hasAttribute('aria-invalid')).toBe(false);
    expect(errorMessages()).toHaveLength(0);
  });

  it('puts the message of a text field wrapped in a label after the label, out of its name', () => {
    const { form, validation } = setUp('<label class="field"><span>E-mail</span><input type="email" name="email" required></label><p>after</p>');
    const email = control(form, 'email');
    expect(validation.validate()).toBe(false);
    const label = email.closest('label')!;
    expect(label.nextElementSibling?.className).toBe('field__error');
    expect(label.textContent).toBe('E-mail');
    expect(errorOf(email)).toBe(REQUIRED_RU);
  });

  it('requires a checkbox to be checked, with the message after its label', () => {
    const { form, validation } = setUp('<label><input type="checkbox" name="terms" value="1" required> I agree</label><p>after</p>');
    const terms = control(form, 'terms');
    expect(validation.validate()).toBe(false);
    const label = terms.closest('label')!;
    expect(label.nextElementSibling?.className).toBe('field__error');
    expect(label.querySelector('.field__error')).toBeNull();
    expect(errorOf(terms)).toBe(REQUIRED_RU);
    toggle(terms, true);
    expect(errorMessages()).toHaveLength(0);
    expect(terms.hasAttribute('aria-invalid')).toBe(false);
    expect(validation.validate()).toBe(true);
  });

  it('requires one radio of a required group, with one message after the last radio', () => {
    const { form, validation } = setUp(
      '<label><input type="radio" name="delivery" value="post" required> Post</label>' +
        '<label><input type="radio" name="delivery" value="courier"> Courier</label>' +
        '<p id="next">next</p>',
    );
    const [post, courier] = [control(form, 'delivery', 0), control(form, 'delivery', 1)];
    expect(validation.validate()).toBe(false);
    expect(post.getAttribute('aria-invalid')).toBe('true');
    expect(courier.getAttribute('aria-invalid')).toBe('true');
    expect(errorMessages()).toHaveLength(1);
    expect(courier.closest('label')!.nextElementSibling?.className).toBe('field__error');
    expect(errorOf(post)).toBe(REQUIRED_RU);
    expect(errorOf(courier)).toBe(REQUIRED_RU);
    expect(document.activeElement).toBe(post);
    toggle(courier, true);
    expect(errorMessages()).toHaveLength(0);
    expect(post.hasAttribute('aria-invalid')).toBe(false);
    expect(courier.hasAttribute('aria-invalid')).toBe(false);
    expect(post.hasAttribute('aria-describedby')).toBe(false);
  });
});

describe('alternative fields', () => {
  const markup =
    '<input name="phone" required data-required-alt="email">' + '<input type="email" name="email">' + '<button>Send</button>';

  it('satisfies a required field by a filled alternative', () => {
    const { form, validation } = setUp(markup);
    control(form, 'email').value = 'shopper@example.com';
    expect(validation.validate()).toBe(true);
    expect(control(form, 'phone').hasAttribute('aria-invalid')).toBe(false);
  });

  it('does not satisfy it by an alternative that fails its own e-mail check', () => {
    const { form, validation } = setUp(markup);
    control(form, 'email').value = 'shopper@example';
    expect(validation.validate()).toBe(false);
    expect(errorOf(control(form, 'phone'))).toBe(REQUIRED_RU);
    expect(errorOf(control(form, 'email'))).toBe(EMAIL_RU);
  });

  it('does not satisfy it by an empty alternative', () => {
    const { form, validation } = setUp(markup);
    control(form, 'email').value = '-1';
    expect(validation.validate()).toBe(false);
    expect(errorOf(control(form, 'phone'))).toBe(REQUIRED_RU);
    expect(control(form, 'email').hasAttribute('aria-invalid')).toBe(false);
  });

  it('clears the error when the alternative is corrected, and not before', () => {
    const { form, validation } = setUp(markup);
    const [phone, email] = [control(form, 'phone'), control(form, 'email')];
    expect(validation.validate()).toBe(false);
    type(email, 'shopper@exa');
    expect(errorOf(phone)).toBe(REQUIRED_RU);
    // The e-mail was not in error: editing it shows no new error before validate().
    expect(email.hasAttribute('aria-invalid')).toBe(false);
    type(email, 'shopper@example.com');
    expect(phone.hasAttribute('aria-invalid')).toBe(false);
    expect(errorMessages()).toHaveLength(0);
  });

  it('accepts a checked checkbox as the alternative', () => {
    const { form, validation } = setUp(
      '<input name="phone" data-required data-required-alt="no_phone"><label><input type="checkbox" name="no_phone"> No phone</label>',
    );
    expect(validation.validate()).toBe(false);
    toggle(control(form, 'no_phone'), true);
    expect(control(form, 'phone').hasAttribute('aria-invalid')).toBe(false);
    expect(validation.validate()).toBe(true);
  });

  it('ignores a disabled alternative (it is not sent)', () => {
    const { form, validation } = setUp(markup);
    const email = control(form, 'email');
    email.value = 'shopper@example.com';
    email.disabled = true;
    expect(validation.validate()).toBe(false);
    expect(errorOf(control(form, 'phone'))).toBe(REQUIRED_RU);
  });
});

describe('messages', () => {
  it('shows the field’s own message for every rule it breaks', () => {
    const { form, validation } = setUp('<input type="email" name="email" required data-error-message="Укажите почту">');
    const email = control(form, 'email');
    validation.validate();
    expect(errorOf(email)).toBe('Укажите почту');
    type(email, 'not-an-address');
    expect(errorOf(email)).toBe('Укажите почту');
  });

  it('marks a no_message field without a message', () => {
    const { form, validation } = setUp('<input name="code" required data-error-message="no_message" aria-describedby="hint"><p id="hint">h</p>');
    const code = control(form, 'code');
    expect(validation.validate()).toBe(false);
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(errorMessages()).toHaveLength(0);
    expect(code.getAttribute('aria-describedby')).toBe('hint');
    expect(document.activeElement).toBe(code);
    type(code, '1234');
    expect(code.hasAttribute('aria-invalid')).toBe(false);
  });

  it('speaks Ukrainian', () => {
    const { form, validation } = setUp(
      '<input name="name" required><input type="email" name="email" value="a@b"><input type="password" name="password" autocomplete="new-password" value="12345">',
      'ua',
    );
    validation.validate();
    expect(errorOf(control(form, 'name'))).toBe(REQUIRED_UA);
    expect(errorOf(control(form, 'email'))).toBe(EMAIL_UA);
    expect(errorOf(control(form, 'password'))).toBe(PASSWORD_UA);
  });

  it('inserts its text as text, never as markup', () => {
    const { form, validation } = setUp('<input name="x" required data-error-message="<b>bold</b>">');
    validation.validate();
    const message = control(form, 'x').nextElementSibling!;
    expect(message.textContent).toBe('<b>bold</b>');
    expect(message.children).toHaveLength(0);
  });

  it('appends its id to the ids already in aria-describedby and takes only its own away', () => {
    const { form, validation } = setUp('<input name="city" required aria-describedby="hint  note"><p id="hint">h</p><p id="note">n</p>');
    const city = control(form, 'city');
    validation.validate();
    const id = city.nextElementSibling!.id;
    expect(city.getAttribute('aria-describedby')).toBe(`hint note ${id}`);
    type(city, 'Kyiv');
    expect(city.getAttribute('aria-describedby')).toBe('hint note');
    expect(document.getElementById(id)).toBeNull();
  });

  it('gives every message on the page its own id', () => {
    setUp('<input name="a" required><input name="b" required>').validation.validate();
    setUp('<input name="a" required>').validation.validate();
    const ids = errorMessages().map((message) => message.id);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
  });

  it('does not duplicate the message on a second validate()', () => {
    const { form, validation } = setUp('<input name="city" required>');
    validation.validate();
    validation.validate();
    expect(errorMessages()).toHaveLength(1);
    expect(control(form, 'city').getAttribute('aria-describedby')!.split(' ')).toHaveLength(1);
  });
});

describe('e-mail and password', () => {
  it('checks an e-mail only when filled, by rule a unless the form asks for b', () => {
    const markup = '<input type="email" name="a"><input data-validate="email" name="b">';
    const { form, validation } = setUp(markup);
    expect(validation.validate()).toBe(true);
    control(form, 'a').value = 'user@host.123';
    control(form, 'b').value = 'a@b.museum';
    expect(validation.validate()).toBe(false);
    expect(errorOf(control(form, 'a'))).toBe(EMAIL_RU);
    expect(control(form, 'b').hasAttribute('aria-invalid')).toBe(false);
  });

  it('uses rule b on a form with data-email-rule="b"', () => {
    const { form, validation } = setUp('<input type="email" name="a" value="user@host.123"><input type="email" name="b" value="a@b.museum">', 'ru', {
      'data-email-rule': 'b',
    });
    expect(validation.validate()).toBe(false);
    expect(control(form, 'a').hasAttribute('aria-invalid')).toBe(false);
    expect(errorOf(control(form, 'b'))).toBe(EMAIL_RU);
  });

  it('checks a new password, not a login password', () => {
    const { form, validation } = setUp(
      '<input type="password" name="new" autocomplete="new-password" value="abc de">' +
        '<input type="password" name="login" autocomplete="current-password" value="abc">' +
        '<input name="marked" data-validate="password" value="abcde">',
    );
    expect(validation.validate()).toBe(false);
    expect(errorOf(control(form, 'new'))).toBe(PASSWORD_RU);
    expect(control(form, 'login').hasAttribute('aria-invalid')).toBe(false);
    expect(errorOf(control(form, 'marked'))).toBe(PASSWORD_RU);
    type(control(form, 'new'), 'abc!de');
    expect(control(form, 'new').hasAttribute('aria-invalid')).toBe(false);
  });

  it('clears an e-mail error as soon as the address is corrected, and not before', () => {
    const { form, validation } = setUp('<input type="email" name="email" required>');
    const email = control(form, 'email');
    validation.validate();
    expect(errorOf(email)).toBe(REQUIRED_RU);
    type(email, 'shopper@example');
    expect(errorOf(email)).toBe(EMAIL_RU);
    type(email, 'shopper@example.c');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    type(email, 'shopper@example.co');
    expect(email.hasAttribute('aria-invalid')).toBe(false);
    expect(errorMessages()).toHaveLength(0);
  });
});

describe('validate()', () => {
  it('focuses the first invalid field in document order', () => {
    const { form, validation } = setUp(
      '<input name="ok" required value="x"><input name="first" required><input name="second" required><button>Go</button>',
    );
    control(form, 'second').focus();
    expect(validation.validate()).toBe(false);
    expect(document.activeElement).toBe(control(form, 'first'));
  });

  it('leaves focus alone when the form is valid', () => {
    const { form, validation } = setUp('<input name="a" required value="x"><button>Go</button>');
    const button = form.querySelector('button')!;
    button.focus();
    expect(validation.validate()).toBe(true);
    expect(document.activeElement).toBe(button);
  });

  it('clears an error on input only once the field is corrected', () => {
    const { form, validation } = setUp('<input name="city" required><input name="street" required>');
    const city = control(form, 'city');
    validation.validate();
    type(city, '   ');
    expect(errorOf(city)).toBe(REQUIRED_RU);
    type(city, '-1');
    expect(errorOf(city)).toBe(REQUIRED_RU);
    type(city, 'K');
    expect(city.hasAttribute('aria-invalid')).toBe(false);
    expect(errorOf(control(form, 'street'))).toBe(REQUIRED_RU);
    expect(validation.valid).toBe(false);
  });

  it('answers valid without marking anything', () => {
    const { form, validation } = setUp('<input name="city" required>');
    expect(validation.valid).toBe(false);
    expect(control(form, 'city').hasAttribute('aria-invalid')).toBe(false);
    expect(errorMessages()).toHaveLength(0);
    control(form, 'city').value = 'Kyiv';
    expect(validation.valid).toBe(true);
  });

  it('skips disabled fields and fields in a disabled fieldset (not in its first legend)', () => {
    const { form, validation } = setUp(
      '<input name="off" required disabled>' +
        '<fieldset disabled><legend><input name="inLegend" required></legend><input name="inSet" required></fieldset>' +
        '<fieldset><input name="open" required value="x"></fieldset>',
    );
    expect(validation.validate()).toBe(false);
    expect(control(form, 'off').hasAttribute('aria-invalid')).toBe(false);
    expect(control(form, 'inSet').hasAttribute('aria-invalid')).toBe(false);
    expect(errorOf(control(form, 'inLegend'))).toBe(REQUIRED_RU);
    expect(errorMessages()).toHaveLength(1);
    control(form, 'inLegend').value = 'x';
    expect(validation.validate()).toBe(true);
  });

  it('unmarks a field disabled since it was marked', () => {
    const { form, validation } = setUp('<input name="city" required>');
    validation.validate();
    control(form, 'city').disabled = true;
    expect(validation.validate()).toBe(true);
    expect(control(form, 'city').hasAttribute('aria-invalid')).toBe(false);
    expect(errorMessages()).toHaveLength(0);
  });

  it("puts back the page's own aria-invalid when the error clears", () => {
    const { form, validation } = setUp('<input name="city" required aria-invalid="false">');
    const city = control(form, 'city');
    validation.validate();
    expect(city.getAttribute('aria-invalid')).toBe('true');
    type(city, 'Kyiv');
    expect(city.getAttribute('aria-invalid')).toBe('false');
  });
});

describe('destroy()', () => {
  it('removes every message and mark it added and gives the browser its checks back', () => {
    const { form, validation } = setUp(
      '<input name="city" required aria-describedby="hint"><p id="hint">h</p><label><input type="checkbox" name="terms" required></label>',
    );
    validation.validate();
    expect(errorMessages()).toHaveLength(2);
    validation.destroy();
    expect(errorMessages()).toHaveLength(0);
    expect(control(form, 'city').hasAttribute('aria-invalid')).toBe(false);
    expect(control(form, 'city').getAttribute('aria-describedby')).toBe('hint');
    expect(control(form, 'terms').hasAttribute('aria-invalid')).toBe(false);
    expect(control(form, 'terms').hasAttribute('aria-describedby')).toBe(false);
    expect(form.noValidate).toBe(false);
  });
});

describe('guardSubmit', () => {
  const submit = (form: HTMLFormElement) => {
    const event = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it('stops a native submit while the form is invalid and lets a valid one through', () => {
    const { form, validation } = setUp('<input name="city" required><button>Go</button>');
    const remove = guardSubmit(form, validation);
    expect(submit(form)).toBe(true);
    expect(errorOf(control(form, 'city'))).toBe(REQUIRED_RU);
    expect(document.activeElement).toBe(control(form, 'city'));
    control(form, 'city').value = 'Kyiv';
    expect(submit(form)).toBe(false);
    control(form, 'city').value = '';
    remove();
    expect(submit(form)).toBe(false);
  });
});
