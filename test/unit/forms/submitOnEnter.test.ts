import { afterEach, describe, expect, it, vi } from 'vitest';
import { submitOnEnter } from '../../../shared/forms/submitOnEnter.ts';

let stop: (() => void) | null = null;

afterEach(() => {
  stop?.();
  stop = null;
  document.body.innerHTML = '';
});

const MARKUP = `
  <input type="text" name="login">
  <input type="password" name="pass">
  <input type="checkbox" name="remember">
  <textarea name="note"></textarea>
  <select name="city"><option>Kyiv</option></select>
  <a href="/forgot/" id="forgot">Forgot?</a>
  <button type="button" id="toggle"><span id="eye">Show</span></button>
  <button type="submit" id="send">Send</button>
  <input type="submit" id="send2" value="Go">
  <input type="reset" id="reset">`;

function setUp() {
  const form = document.createElement('form');
  form.innerHTML = MARKUP;
  document.body.append(form);
  const submit = vi.fn();
  stop = submitOnEnter(form, submit);
  return { form, submit };
}

function element(form: HTMLFormElement, selector: string): HTMLElement {
  const found = form.querySelector<HTMLElement>(selector);
  if (!found) throw new Error(`no ${selector}`);
  return found;
}

/** A keydown as the browser sends it; returns the event to look at. */
function press(target: HTMLElement, init: KeyboardEventInit): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
}

describe('submitOnEnter', () => {
  it.each(['[name="login"]', '[name="pass"]', '[name="remember"]'])('Enter in %s submits once and prevents the implicit submit', (selector) => {
    const { form, submit } = setUp();
    const event = press(element(form, selector), { key: 'Enter' });
    expect(submit).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
  });

  it.each(['#toggle', '#eye', '#send', '#send2', '#reset', '#forgot', '[name="note"]', '[name="city"]'])(
    'Enter on %s keeps its own meaning',
    (selector) => {
      const { form, submit } = setUp();
      const event = press(element(form, selector), { key: 'Enter' });
      expect(submit).not.toHaveBeenCalled();
      expect(event.defaultPrevented).toBe(false);
    },
  );

  it('Enter while an IME composes does not submit', () => {
    const { form, submit } = setUp();
    const event = press(element(form, '[name="login"]'), { key: 'Enter', isComposing: true });
    expect(submit).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });

  it.each(['a', ' ', 'Tab', 'Escape'])('the key %j does not submit', (key) => {
    const { form, submit } = setUp();
    const event = press(element(form, '[name="login"]'), { key });
    expect(submit).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });

  it('an Enter some other handler already took is left alone', () => {
    const { form, submit } = setUp();
    const login = element(form, '[name="login"]');
    login.addEventListener('keydown', (event) => event.preventDefault());
    press(login, { key: 'Enter' });
    expect(submit).not.toHaveBeenCalled();
  });

  it('the remover stops it', () => {
    const { form, submit } = setUp();
    stop?.();
    stop = null;
    const event = press(element(form, '[name="login"]'), { key: 'Enter' });
    expect(submit).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });
});
