// Maskito carries phone.ts onto an input: it handles paste and undo, and waits for compositionend.
// No @maskito/kit: its module keeps an Intl.DateTimeFormat it builds at load, whatever is imported.
import { onLeave } from './leaveRule.ts';
import {
  Maskito,
  maskitoUpdateElement,
  type MaskitoOptions,
  type MaskitoPlugin,
  type MaskitoPostprocessor,
  type MaskitoPreprocessor,
} from '@maskito/core';
import {
  formatPhone,
  isCompletePhone,
  phoneAfterBlur,
  phoneFormats,
  phoneNationalDigits,
  phoneTemplate,
  type PhoneCountry,
} from './phone.ts';

/** True when the value is the template's start: '+38 (06' is, '0671234567' is not. */
function fitsTemplate(value: string, template: string): boolean {
  if (value.length > template.length) return false;
  for (let i = 0; i < value.length; i++) {
    const slot = template.charAt(i);
    const char = value.charAt(i);
    if (slot === '9' ? !/\d/.test(char) : char !== slot) return false;
  }
  return true;
}

function phonePreprocessor(country: PhoneCountry): MaskitoPreprocessor {
  const { prefix, caretMin } = phoneFormats[country];
  const template = phoneTemplate(country);
  return ({ elementState, data }, action) => {
    const { value, selection } = elementState;
    if (action === 'validation') {
      // Autofill and scripts set whole values in any shape: reshape them, caret at the end.
      const formatted = fitsTemplate(value, template) ? value : formatPhone(value, country);
      if (!formatted || formatted === value) return { elementState, data };
      return { elementState: { value: formatted, selection: [formatted.length, formatted.length] }, data };
    }
    let [from, to] = selection;
    let inserted = data;
    if (action === 'insert') {
      const pasted = data.length > 1;
      const rest = value.slice(0, from) + value.slice(to);
      // A pasted whole number, or anything put into a digitless field, goes in after the prefix: no 7 becomes the '+7'.
      if ((pasted && isCompletePhone(data, country)) || !formatPhone(rest, country)) {
        return {
          elementState: { value: prefix, selection: [prefix.length, prefix.length] },
          data: pasted ? phoneNationalDigits(data, country) : data,
        };
      }
      // Part of a number pasted among digits: only its digits go in, at the caret.
      if (pasted) inserted = data.replace(/\D/g, '');
    }
    if (value.startsWith(prefix)) {
      // Typing and deleting happen after the prefix, whatever the selection held.
      from = Math.max(from, caretMin);
      to = Math.max(to, caretMin);
    }
    return { elementState: { value, selection: [from, to] }, data: inserted };
  };
}

/** Deleting the last digit leaves the prefix, not an empty field, while the shopper is in it. */
function keepPrefix(prefix: string): MaskitoPostprocessor {
  return (state, initial) =>
    !state.value && initial.value.startsWith(prefix) ? { value: prefix, selection: [prefix.length, prefix.length] } : state;
}

/** A collapsed caret goes back after the prefix; a selection may start at 0, so copying takes it all. */
function caretAfterPrefix(prefix: string, caretMin: number): MaskitoPlugin {
  return (element) => {
    const document = element.ownerDocument;
    let pressed = false;
    const guard = (): void => {
      // A drag is not fought: the caret is checked once the button is up.
      if (pressed || !element.matches(':focus')) return;
      const { selectionStart, selectionEnd, value } = element;
      if (selectionStart === selectionEnd && selectionStart !== null && selectionStart < caretMin && value.startsWith(prefix)) {
        element.setSelectionRange(caretMin, caretMin);
      }
    };
    const press = (): void => {
      pressed = true;
    };
    const release = (): void => {
      if (!pressed) return;
      pressed = false;
      guard();
    };
    document.addEventListener('selectionchange', guard);
    document.addEventListener('mouseup', release);
    element.addEventListener('mousedown', press);
    // Focus and keyup too: not every browser sends selectionchange for a caret inside an input.
    element.addEventListener('focus', guard);
    element.addEventListener('keyup', guard);
    return () => {
      document.removeEventListener('selectionchange', guard);
      document.removeEventListener('mouseup', release);
      element.removeEventListener('mousedown', press);
      element.removeEventListener('focus', guard);
      element.removeEventListener('keyup', guard);
    };
  };
}

/** An empty field shows the prefix on focus, the caret after it. */
function prefixOnFocus(prefix: string): MaskitoPlugin {
  return (element) => {
    const show = (): void => {
      if (!element.value) maskitoUpdateElement(element, { value: prefix, selection: [prefix.length, prefix.length] });
    };
    element.addEventListener('focus', show);
    return () => element.removeEventListener('focus', show);
  };
}

export function phoneMaskOptions(country: PhoneCountry): MaskitoOptions {
  const { prefix, caretMin } = phoneFormats[country];
  return {
    mask: Array.from(phoneTemplate(country), (char) => (char === '9' ? /\d/ : char)),
    preprocessors: [phonePreprocessor(country)],
    postprocessors: [keepPrefix(prefix)],
    // The prefix plugin first, so a focused empty field has its prefix before the caret is checked;
    // leaving the field keeps only a whole number.
    plugins: [prefixOnFocus(prefix), onLeave((value) => phoneAfterBlur(value, country)), caretAfterPrefix(prefix, caretMin)],
  };
}

/** Masks the input; the returned function removes the mask and every listener it added. */
export function attachPhoneMask(input: HTMLInputElement, country: PhoneCountry): () => void {
  const { prefix } = phoneFormats[country];
  // The shopper may have typed before the script came: reshape it, never clear it here.
  const formatted = formatPhone(input.value, country);
  const shown = formatted || (!input.value && input.ownerDocument.activeElement === input ? prefix : '');
  if (shown && shown !== input.value) maskitoUpdateElement(input, { value: shown, selection: [shown.length, shown.length] });
  const maskito = new Maskito(input, phoneMaskOptions(country));
  return () => maskito.destroy();
}
