// An invalid form takes the shopper to its first invalid field: focus at once (without the
// browser's jump), and the page glides to the field over 100 ms.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_TO_ELEMENT_MS } from '../../../shared/browser/scrollToElement.ts';
import { enhanceForm } from '../../../shared/forms/enhanceForm.ts';
import { attachValidation } from '../../../shared/forms/validateForm.ts';

const FRAME_MS = 16;

function formOf(markup: string): HTMLFormElement {
  const form = document.createElement('form');
  form.innerHTML = markup;
  document.body.append(form);
  return form;
}

/** Puts the field `pageTop` px down a 5000 px page, in an 800 px view. */
function placeAt(element: Element, pageTop: number): void {
  element.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: pageTop - window.scrollY, width: 200, height: 40 });
}

describe('the first invalid field', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(document.documentElement, 'clientHeight', { configurable: true, value: 800 });
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 5000 });
    window.scrollTo(0, 0);
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
  });

  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(document.documentElement, 'clientHeight');
    Reflect.deleteProperty(document.documentElement, 'scrollHeight');
    document.body.innerHTML = '';
  });

  it('gets focus at once without the browser’s jump, and the page glides to it over 100 ms', () => {
    const form = formOf('<input name="name" required><input name="city" required>');
    const name = form.querySelector<HTMLInputElement>('[name="name"]')!;
    placeAt(name, 2400);
    const focus = vi.spyOn(name, 'focus');
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const validation = attachValidation(form, 'ru');

    expect(validation.validate()).toBe(false);
    expect(document.activeElement).toBe(name);
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    expect(scrollTo).not.toHaveBeenCalled();

    vi.advanceTimersByTime(SCROLL_TO_ELEMENT_MS / 2);
    expect(window.scrollY).toBeGreaterThan(0);
    expect(window.scrollY).toBeLessThan(2020);
    vi.advanceTimersByTime(SCROLL_TO_ELEMENT_MS / 2 + FRAME_MS);
    // In the middle of the view: 2400 - (800 - 40) / 2.
    expect(window.scrollY).toBe(2020);
    validation.destroy();
  });

  it('a field already in view is focused and nothing scrolls', () => {
    const form = formOf('<input name="city" required>');
    const city = form.querySelector<HTMLInputElement>('[name="city"]')!;
    placeAt(city, 300);
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const validation = attachValidation(form, 'ru');
    validation.validate();
    vi.advanceTimersByTime(SCROLL_TO_ELEMENT_MS * 2);
    expect(document.activeElement).toBe(city);
    expect(scrollTo).not.toHaveBeenCalled();
    validation.destroy();
  });

  it('a form sent by the script (enhanceForm) does the same on an invalid submit', () => {
    const form = formOf('<input name="email" type="email" value="not-an-address"><button type="submit">Send</button>');
    const email = form.querySelector<HTMLInputElement>('[name="email"]')!;
    placeAt(email, 3000);
    const send = vi.fn();
    const enhanced = enhanceForm(form, { lang: 'ru', currency: 'UAH', send });
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    expect(send).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(email);
    vi.advanceTimersByTime(SCROLL_TO_ELEMENT_MS + FRAME_MS);
    expect(window.scrollY).toBe(3000 - 380);
    enhanced.destroy();
  });
});
