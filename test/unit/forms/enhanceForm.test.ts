import { afterEach, describe, expect, it, vi } from 'vitest';
import { enhanceForm, type EnhanceFormOptions, type EnhancedForm, type SendOutcome } from '../../../shared/forms/enhanceForm.ts';
import { deferred } from '../helpers/deferred.ts';

const REQUIRED_RU = 'Обязательное поле.';
const REQUIRED_UA = 'Обов’язкове поле.';

let enhanced: EnhancedForm[] = [];

afterEach(() => {
  for (const form of enhanced) form.destroy();
  enhanced = [];
  document.body.innerHTML = '';
});

/** A form of fixed test markup, in the document (focus needs it), enhanced with the given options. */
function setUp(markup: string, options: Partial<EnhanceFormOptions> = {}) {
  const form = document.createElement('form');
  form.innerHTML = markup;
  document.body.append(form);
  const calls = deferred<SendOutcome>();
  const send = vi.fn((sent: HTMLFormElement): Promise<SendOutcome> => {
    void sent;
    return calls.promise;
  });
  const result = enhanceForm(form, { lang: 'ru', currency: 'UAH', send, ...options });
  enhanced.push(result);
  return { form, enhanced: result, send, calls };
}

function control<T extends HTMLElement = HTMLInputElement>(form: HTMLFormElement, selector: string): T {
  const found = form.querySelector<T>(selector);
  if (!found) throw new Error(`no ${selector}`);
  return found;
}

/** A submit as the browser sends it (a shopper's Enter or button); returns the event to look at. */
function submitEvent(form: HTMLFormElement): Event {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event;
}

/** The promise chain after send resolves (send().then(...)) runs in microtasks. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const FILLED = `
  <input name="city" required value="Kyiv">
  <button type="submit" id="send">Send</button>
  <input type="submit" id="send2" value="Go">
  <button type="button" id="other">Other</button>`;

const submitButtons = (form: HTMLFormElement) => [control<HTMLButtonElement>(form, '#send'), control(form, '#send2')];

describe('enhanceForm: submit interception and sending', () => {
  it('prevents the native submit and sends the valid form once', () => {
    const { form, send } = setUp(FILLED);
    const event = submitEvent(form);
    expect(event.defaultPrevented).toBe(true);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(form);
  });

  it('turns off the browser validation bubbles (noValidate) while attached', () => {
    const { form } = setUp(FILLED);
    expect(form.noValidate).toBe(true);
  });

  it('disables every submit button and marks the form aria-busy while the send is in flight', () => {
    const { form } = setUp(FILLED);
    submitEvent(form);
    for (const button of submitButtons(form)) expect(button.disabled).toBe(true);
    expect(control<HTMLButtonElement>(form, '#other').disabled).toBe(false);
    expect(form.getAttribute('aria-busy')).toBe('true');
  });

  it("re-enables the buttons and drops aria-busy when the send resolves 'again'", async () => {
    const { form, calls } = setUp(FILLED);
    submitEvent(form);
    calls.resolve('again');
    await settle();
    for (const button of submitButtons(form)) expect(button.disabled).toBe(false);
    expect(form.hasAttribute('aria-busy')).toBe(false);
  });

  it("keeps the buttons disabled and the form busy when the send resolves 'leaving'", async () => {
    const { form, calls, send } = setUp(FILLED);
    submitEvent(form);
    calls.resolve('leaving');
    await settle();
    for (const button of submitButtons(form)) expect(button.disabled).toBe(true);
    expect(form.getAttribute('aria-busy')).toBe('true');
    // Still busy: another submit is not sent.
    expect(submitEvent(form).defaultPrevented).toBe(true);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('ignores a second submit while the first is in flight, and sends again once it ended', async () => {
    const { form, enhanced, send, calls } = setUp(FILLED);
    submitEvent(form);
    submitEvent(form);
    enhanced.submit();
    expect(send).toHaveBeenCalledTimes(1);
    calls.resolve('again');
    await settle();
    submitEvent(form);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('gives focus back to the pressed button when the send ends and focus was lost meanwhile', async () => {
    const { form, calls } = setUp(FILLED);
    const button = control<HTMLButtonElement>(form, '#send');
    button.focus();
    submitEvent(form);
    // A browser blurs a disabled button and focus falls to the body (happy-dom keeps it, and
    // ignores blur() on a disabled element: focus something else and remove it instead).
    const elsewhere = document.createElement('input');
    document.body.append(elsewhere);
    elsewhere.focus();
    elsewhere.remove();
    expect(document.activeElement).toBe(document.body);
    calls.resolve('again');
    await settle();
    expect(document.activeElement).toBe(button);
  });

  it('leaves focus where the shopper put it meanwhile', async () => {
    const { form, calls } = setUp(`${FILLED}<input name="note">`);
    control<HTMLButtonElement>(form, '#send').focus();
    submitEvent(form);
    const note = control(form, '[name="note"]');
    note.focus();
    calls.resolve('again');
    await settle();
    expect(document.activeElement).toBe(note);
  });

  it('submit() runs the same submit without an event', async () => {
    const { form, enhanced, send, calls } = setUp(FILLED);
    enhanced.submit();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(form);
    expect(control<HTMLButtonElement>(form, '#send').disabled).toBe(true);
    calls.resolve('again');
    await settle();
    expect(control<HTMLButtonElement>(form, '#send').disabled).toBe(false);
  });
});

describe('enhanceForm: validation', () => {
  it('does not send an invalid form: marks the field in the form language, focuses it, leaves the buttons usable', () => {
    const { form, send } = setUp('<input name="city" required><button type="submit" id="send">Send</button>');
    const city = control(form, '[name="city"]');
    expect(submitEvent(form).defaultPrevented).toBe(true);
    expect(send).not.toHaveBeenCalled();
    expect(city.getAttribute('aria-invalid')).toBe('true');
    expect(city.nextElementSibling?.textContent).toBe(REQUIRED_RU);
    expect(document.activeElement).toBe(city);
    expect(control<HTMLButtonElement>(form, '#send').disabled).toBe(false);
    expect(form.hasAttribute('aria-busy')).toBe(false);
  });

  it('shows the messages in Ukrainian for lang ua', () => {
    const { form } = setUp('<input name="city" required><button>Send</button>', { lang: 'ua' });
    submitEvent(form);
    expect(control(form, '[name="city"]').nextElementSibling?.textContent).toBe(REQUIRED_UA);
  });

  it('keeps the buttons disabled and the form busy while the fields are checked', () => {
    const { form } = setUp('<input name="city" required><button type="submit" id="send">Send</button>');
    const seen: [boolean, string | null][] = [];
    // validate() focuses the first invalid field: what the buttons look like at that moment.
    control(form, '[name="city"]').addEventListener('focus', () => {
      seen.push([control<HTMLButtonElement>(form, '#send').disabled, form.getAttribute('aria-busy')]);
    });
    submitEvent(form);
    expect(seen).toEqual([[true, 'true']]);
  });

  it('sends once the shopper corrected the field', () => {
    const { form, send } = setUp('<input name="city" required><button>Send</button>');
    submitEvent(form);
    const city = control(form, '[name="city"]');
    city.value = 'Lviv';
    city.dispatchEvent(new Event('input', { bubbles: true }));
    expect(city.hasAttribute('aria-invalid')).toBe(false);
    submitEvent(form);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('exposes the validation it attached', () => {
    const { form, enhanced } = setUp('<input name="city" required><button>Send</button>');
    expect(enhanced.validation.valid).toBe(false);
    control(form, '[name="city"]').value = 'Odesa';
    expect(enhanced.validation.valid).toBe(true);
  });
});

describe('enhanceForm: the mayRun gate', () => {
  it('refuses the submit while mayRun says false: nothing checked, disabled or sent, the native submit still prevented', () => {
    const mayRun = vi.fn(() => false);
    const { form, send } = setUp('<input name="city" required><button type="submit" id="send">Send</button>', { mayRun });
    const event = submitEvent(form);
    expect(event.defaultPrevented).toBe(true);
    expect(mayRun).toHaveBeenCalledTimes(1);
    expect(send).not.toHaveBeenCalled();
    expect(control(form, '[name="city"]').hasAttribute('aria-invalid')).toBe(false);
    expect(form.querySelector('.field__error')).toBeNull();
    expect(control<HTMLButtonElement>(form, '#send').disabled).toBe(false);
    expect(form.hasAttribute('aria-busy')).toBe(false);
  });

  it('lets the submit through once mayRun says true', () => {
    let ready = false;
    const { form, send } = setUp(FILLED, { mayRun: () => ready });
    submitEvent(form);
    expect(send).not.toHaveBeenCalled();
    ready = true;
    submitEvent(form);
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('enhanceForm: phone masks', () => {
  it('masks the form’s tel inputs with the currency’s prefix (+38 for UAH)', () => {
    const { form } = setUp('<input type="tel" name="phone" value="0671234567"><input type="tel" name="empty"><button>Send</button>');
    expect(control(form, '[name="phone"]').value).toBe('+38 (067) 123-45-67');
    const empty = control(form, '[name="empty"]');
    empty.focus();
    expect(empty.value).toBe('+38 (');
  });

  it('a phone sent without a blur (Enter in it) obeys the blur rule first: an incomplete number is cleared and required says so', () => {
    const { form, send } = setUp('<input type="tel" name="phone" required><button>Send</button>');
    const phone = control(form, '[name="phone"]');
    phone.focus();
    phone.value = '+38 (067) 12';
    submitEvent(form);
    expect(send).not.toHaveBeenCalled();
    expect(phone.value).toBe('');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
  });

  it('the mask’s prefix alone is no number: a required phone showing only "+38 (" stays in error', () => {
    const { form, send } = setUp('<input type="tel" name="phone" required><button>Send</button>');
    submitEvent(form);
    const phone = control(form, '[name="phone"]');
    expect(document.activeElement).toBe(phone);
    expect(phone.value).toBe('+38 (');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(send).not.toHaveBeenCalled();
  });

  it('uses +7 for KZT', () => {
    const { form } = setUp('<input type="tel" name="phone" value="7011234567"><button>Send</button>', { currency: 'KZT' });
    expect(control(form, '[name="phone"]').value).toBe('+7 (701) 123-45-67');
  });

  it('leaves a tel input inside its own phone marker to that widget', () => {
    const { form } = setUp(
      '<div data-widget="phone"><input type="tel" name="phone" value="0671234567"></div><input type="tel" name="other"><button>Send</button>',
    );
    const own = control(form, '[name="phone"]');
    expect(own.value).toBe('0671234567');
    own.value = '';
    own.focus();
    expect(own.value).toBe('');
    // The field outside the marker is masked.
    const other = control(form, '[name="other"]');
    other.focus();
    expect(other.value).toBe('+38 (');
  });

  it('does not mask other inputs', () => {
    const { form } = setUp('<input type="text" name="name" value="0671234567"><button>Send</button>');
    const name = control(form, '[name="name"]');
    expect(name.value).toBe('0671234567');
  });
});

describe('enhanceForm: destroy', () => {
  it('stops intercepting the submit', () => {
    const { form, enhanced, send } = setUp(FILLED);
    enhanced.destroy();
    expect(submitEvent(form).defaultPrevented).toBe(false);
    enhanced.submit();
    expect(send).not.toHaveBeenCalled();
  });

  it('takes the phone masks off', () => {
    const { form, enhanced } = setUp('<input type="tel" name="phone"><button>Send</button>');
    enhanced.destroy();
    const phone = control(form, '[name="phone"]');
    phone.focus();
    expect(phone.value).toBe('');
  });

  it('removes the error marks and restores noValidate', () => {
    const { form, enhanced } = setUp('<input name="city" required><button>Send</button>');
    submitEvent(form);
    expect(form.querySelector('.field__error')).not.toBeNull();
    enhanced.destroy();
    expect(form.querySelector('.field__error')).toBeNull();
    expect(control(form, '[name="city"]').hasAttribute('aria-invalid')).toBe(false);
    expect(form.noValidate).toBe(false);
  });

  it('re-enables the buttons and drops aria-busy while a send is in flight; its late end changes nothing', async () => {
    const { form, enhanced, calls, send } = setUp(FILLED);
    submitEvent(form);
    enhanced.destroy();
    for (const button of submitButtons(form)) expect(button.disabled).toBe(false);
    expect(form.hasAttribute('aria-busy')).toBe(false);
    calls.resolve('again');
    await settle();
    for (const button of submitButtons(form)) expect(button.disabled).toBe(false);
    expect(submitEvent(form).defaultPrevented).toBe(false);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("re-enables buttons a 'leaving' send kept disabled", async () => {
    const { form, enhanced, calls } = setUp(FILLED);
    submitEvent(form);
    calls.resolve('leaving');
    await settle();
    enhanced.destroy();
    for (const button of submitButtons(form)) expect(button.disabled).toBe(false);
    expect(form.hasAttribute('aria-busy')).toBe(false);
  });
});
