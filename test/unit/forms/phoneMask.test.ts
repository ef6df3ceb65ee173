import { describe, it, expect, afterEach } from 'vitest';
import { maskitoTransform } from '@maskito/core';
import { attachPhoneMask, phoneMaskOptions } from '../../../shared/forms/phoneMask.ts';
import type { PhoneCountry } from '../../../shared/forms/phone.ts';
import { edit, paste, recordListeners, type } from '../helpers/typing.ts';

const UA_FULL = '+38 (067) 123-45-67';
const KZ_FULL = '+7 (701) 123-45-67';

afterEach(() => {
  document.body.replaceChildren();
});

function mount(country: PhoneCountry, value = ''): { input: HTMLInputElement; destroy: () => void } {
  const input = document.createElement('input');
  input.type = 'tel';
  input.value = value;
  document.body.append(input);
  return { input, destroy: attachPhoneMask(input, country) };
}

const backspace = (input: HTMLInputElement): boolean => edit(input, 'deleteContentBackward', null);
const caret = (input: HTMLInputElement): [number | null, number | null] => [input.selectionStart, input.selectionEnd];

function countInputs(target: EventTarget): { count: () => number } {
  let count = 0;
  target.addEventListener('input', () => count++);
  return { count: () => count };
}

describe('phoneMaskOptions (maskitoTransform: the mask without a DOM)', () => {
  it.each([
    ['UA', '0671234567', UA_FULL],
    ['UA', '+380671234567', UA_FULL],
    ['UA', '80671234567', UA_FULL],
    ['UA', UA_FULL, UA_FULL],
    ['UA', '+38 (067) 12', '+38 (067) 12'],
    ['UA', '+38 (067) 123-45-6789', UA_FULL],
    ['KZ', '7011234567', KZ_FULL],
    ['KZ', '87011234567', KZ_FULL],
    ['KZ', KZ_FULL, KZ_FULL],
    ['KZ', '+7 (', '+7 ('],
    ['UA', '', ''],
  ] as const)('%s %j → %j', (country, value, expected) => {
    expect(maskitoTransform(value, phoneMaskOptions(country))).toBe(expected);
  });

  it('builds the mask from the template: digits in slots, literals elsewhere', () => {
    const { mask } = phoneMaskOptions('KZ');
    expect(Array.isArray(mask)).toBe(true);
    const shape = (mask as (string | RegExp)[]).map((part) => (typeof part === 'string' ? part : '9')).join('');
    expect(shape).toBe('+7 (999) 999-99-99');
  });
});

describe('attachPhoneMask: focus and typing', () => {
  it.each([
    ['UA', '+38 (', 5],
    ['KZ', '+7 (', 4],
  ] as const)('%s: an empty field shows %j on focus, caret after it', (country, prefix, at) => {
    const { input } = mount(country);
    input.focus();
    expect(input.value).toBe(prefix);
    expect(caret(input)).toEqual([at, at]);
  });

  it('does not touch a filled field on focus', () => {
    const { input } = mount('UA', '+38 (067');
    input.focus();
    expect(input.value).toBe('+38 (067');
  });

  it('UA: fills the slots digit by digit', () => {
    const { input } = mount('UA');
    input.focus();
    const steps: string[] = [];
    for (const digit of '0671234567') {
      type(input, digit);
      steps.push(input.value);
    }
    expect(steps).toEqual([
      '+38 (0',
      '+38 (06',
      '+38 (067',
      '+38 (067) 1',
      '+38 (067) 12',
      '+38 (067) 123',
      '+38 (067) 123-4',
      '+38 (067) 123-45',
      '+38 (067) 123-45-6',
      UA_FULL,
    ]);
    expect(caret(input)).toEqual([UA_FULL.length, UA_FULL.length]);
  });

  it('KZ: a typed 7 goes into the first slot, not into the code', () => {
    const { input } = mount('KZ');
    input.focus();
    type(input, '7');
    expect(input.value).toBe('+7 (7');
    type(input, '011234567');
    expect(input.value).toBe(KZ_FULL);
  });

  it('KZ: a 7 typed into a field emptied while focused still goes into the first slot', () => {
    const { input } = mount('KZ');
    input.focus();
    input.value = '';
    type(input, '7');
    expect(input.value).toBe('+7 (7');
  });

  it('refuses letters and digits past the last slot', () => {
    const { input } = mount('UA');
    input.focus();
    type(input, '06');
    expect(edit(input, 'insertText', 'a')).toBe(false);
    expect(input.value).toBe('+38 (06');
    type(input, '71234567');
    expect(edit(input, 'insertText', '8')).toBe(false);
    expect(input.value).toBe(UA_FULL);
  });

  it('a digit typed in the middle goes where the caret is', () => {
    const { input } = mount('UA', '+38 (067) 12');
    input.focus();
    input.setSelectionRange(6, 6);
    type(input, '9');
    expect(input.value).toBe('+38 (096) 712');
    expect(caret(input)).toEqual([7, 7]);
  });

  it('an autofilled number (input without beforeinput) is masked', () => {
    const { input } = mount('UA');
    input.focus();
    input.value = '+380671234567';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    expect(input.value).toBe(UA_FULL);
  });
});

describe('attachPhoneMask: paste', () => {
  describe.each([
    ['UA', UA_FULL, ['0671234567', '+380 67 123-45-67', '380671234567', '+38 (067) 123-45-67', '80671234567', '067 123 45 67']],
    ['KZ', KZ_FULL, ['7011234567', '+7 701 123 45 67', '77011234567', '87011234567']],
  ] as const)('%s', (country, expected, shapes) => {
    it.each(shapes)('%j into the focused empty field', (shape) => {
      const { input } = mount(country);
      input.focus();
      expect(paste(input, shape)).toBe(true);
      expect(input.value).toBe(expected);
      expect(caret(input)).toEqual([expected.length, expected.length]);
    });

    it.each(shapes)('%j into a field never focused (no prefix yet)', (shape) => {
      const { input } = mount(country);
      input.focus();
      input.value = '';
      paste(input, shape);
      expect(input.value).toBe(expected);
    });

    it.each(shapes)('%j over a partly typed number replaces it', (shape) => {
      const { input } = mount(country);
      input.focus();
      type(input, '5');
      paste(input, shape);
      expect(input.value).toBe(expected);
    });

    it.each(shapes)('%j over the whole selected number replaces it', (shape) => {
      const { input } = mount(country, country === 'UA' ? '+38 (050) 000-00-00' : '+7 (777) 000-00-00');
      input.focus();
      input.select();
      paste(input, shape);
      expect(input.value).toBe(expected);
    });
  });

  it('a part of a number pasted after typed digits goes in at the caret', () => {
    const { input } = mount('UA');
    input.focus();
    type(input, '067');
    paste(input, '12-3');
    expect(input.value).toBe('+38 (067) 123');
  });

  it('a partial number pasted into an empty field starts the number', () => {
    const { input } = mount('KZ');
    input.focus();
    paste(input, '701');
    expect(input.value).toBe('+7 (701');
  });

  it('a paste without digits is refused', () => {
    const { input } = mount('UA');
    input.focus();
    expect(paste(input, 'abc')).toBe(false);
    expect(input.value).toBe('+38 (');
  });
});

describe('attachPhoneMask: the caret stays after the prefix', () => {
  it.each([
    ['UA', 5],
    ['KZ', 4],
  ] as const)('%s: a caret put at 0 or inside the prefix moves to %i', (country, at) => {
    const { input } = mount(country);
    input.focus();
    type(input, '701');
    for (const put of [0, 1, at - 1]) {
      input.setSelectionRange(put, put);
      document.dispatchEvent(new Event('selectionchange'));
      expect(input.selectionStart).toBeGreaterThanOrEqual(at);
      expect(input.selectionStart).toBe(at);
    }
  });

  it('moves the caret on keyup too (an arrow key into the prefix)', () => {
    const { input } = mount('UA', '+38 (067');
    input.focus();
    input.setSelectionRange(4, 4);
    input.dispatchEvent(new KeyboardEvent('keyup', { key: 'ArrowLeft', bubbles: true }));
    expect(caret(input)).toEqual([5, 5]);
  });

  it('does not fight a mouse drag: the caret is checked on mouseup', () => {
    const { input } = mount('KZ', '+7 (701');
    input.focus();
    input.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    input.setSelectionRange(1, 1);
    document.dispatchEvent(new Event('selectionchange'));
    expect(caret(input)).toEqual([1, 1]);
    input.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
    expect(caret(input)).toEqual([4, 4]);
  });

  it('a selection may start at 0, so copying takes the whole number', () => {
    const { input } = mount('UA', UA_FULL);
    input.focus();
    input.select();
    document.dispatchEvent(new Event('selectionchange'));
    expect(caret(input)).toEqual([0, UA_FULL.length]);
  });

  it.each([
    ['UA', '+38 (0'],
    ['KZ', '+7 (7'],
  ] as const)('%s: a digit typed with the caret before the prefix goes after it', (country, expected) => {
    const { input } = mount(country);
    input.focus();
    // No selectionchange here, as when a keystroke comes before the guard ran.
    input.setSelectionRange(0, 0);
    type(input, country === 'UA' ? '0' : '7');
    expect(input.value).toBe(expected);
  });

  it.each([
    ['UA', '+38 (', 5],
    ['KZ', '+7 (', 4],
  ] as const)('%s: Backspace into the prefix is refused', (country, prefix, at) => {
    const { input } = mount(country);
    input.focus();
    type(input, '0');
    expect(backspace(input)).toBe(true);
    expect(input.value).toBe(prefix);
    expect(backspace(input)).toBe(false);
    expect(input.value).toBe(prefix);
    expect(caret(input)).toEqual([at, at]);
  });

  it('Backspace over a selection that takes the prefix deletes only the digits', () => {
    const { input } = mount('UA', UA_FULL);
    input.focus();
    input.select();
    backspace(input);
    expect(input.value).toBe('+38 (');
  });
});

describe('attachPhoneMask: blur', () => {
  it.each([
    ['UA', '+38 (067) 12'],
    ['UA', '+38 (167) 123-45-67'],
    ['UA', '+38 ('],
    ['KZ', '+7 (701) 123-45-6'],
    ['KZ', '+7 ('],
  ] as const)('%s clears %j and dispatches input', (country, value) => {
    const { input } = mount(country, value);
    const inputs = countInputs(document.body);
    input.focus();
    input.blur();
    expect(input.value).toBe('');
    expect(inputs.count()).toBe(1);
  });

  it('clears a number typed to its end with a wrong start', () => {
    const { input } = mount('UA');
    input.focus();
    type(input, '5671234567');
    expect(input.value).toBe('+38 (567) 123-45-67');
    input.blur();
    expect(input.value).toBe('');
  });

  it.each([
    ['UA', UA_FULL],
    ['KZ', KZ_FULL],
  ] as const)('%s keeps a complete number and dispatches nothing', (country, value) => {
    const { input } = mount(country, value);
    input.focus();
    const inputs = countInputs(input);
    input.blur();
    expect(input.value).toBe(value);
    expect(inputs.count()).toBe(0);
  });

  it('shows the prefix again on the next focus', () => {
    const { input } = mount('KZ');
    input.focus();
    input.blur();
    expect(input.value).toBe('');
    input.focus();
    expect(input.value).toBe('+7 (');
  });
});

describe('attachPhoneMask: attach and destroy', () => {
  it.each([
    ['UA', '0671234567', UA_FULL],
    ['UA', '+380 67 123-45-67', UA_FULL],
    ['UA', '067', '+38 (067'],
    ['KZ', '87011234567', KZ_FULL],
    ['KZ', '701', '+7 (701'],
  ] as const)('%s formats a value typed before the script came: %j → %j', (country, value, expected) => {
    const { input } = mount(country, value);
    expect(input.value).toBe(expected);
  });

  it('does not clear on attach what it cannot format', () => {
    const { input } = mount('UA', 'abc');
    expect(input.value).toBe('abc');
  });

  it('shows the prefix when the empty field is already focused', () => {
    const input = document.createElement('input');
    document.body.append(input);
    input.focus();
    attachPhoneMask(input, 'UA');
    expect(input.value).toBe('+38 (');
    expect(caret(input)).toEqual([5, 5]);
  });

  it('destroy removes every listener it added', () => {
    const input = document.createElement('input');
    document.body.append(input);
    const { added, removed } = recordListeners([input, document]);
    const destroy = attachPhoneMask(input, 'UA');
    expect(added.length).toBeGreaterThan(0);
    destroy();
    for (const listener of added) expect(removed).toContain(listener);

    input.focus();
    expect(input.value).toBe('');
    input.value = '+38 (067';
    input.blur();
    expect(input.value).toBe('+38 (067');
  });
});

describe('attachPhoneMask: IME composition', () => {
  it('leaves the value alone until compositionend, then masks it', () => {
    const { input } = mount('UA');
    input.focus();
    input.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true }));
    const before = new InputEvent('beforeinput', { inputType: 'insertCompositionText', data: '0671', bubbles: true, cancelable: true });
    input.dispatchEvent(before);
    expect(before.defaultPrevented).toBe(false);
    input.value = '+38 (0671';
    input.dispatchEvent(new InputEvent('input', { inputType: 'insertCompositionText', data: '0671', bubbles: true }));
    expect(input.value).toBe('+38 (0671');
    input.dispatchEvent(new CompositionEvent('compositionend', { data: '0671', bubbles: true }));
    expect(input.value).toBe('+38 (067) 1');
  });
});

describe('attachPhoneMask: undo', () => {
  it('Ctrl+Z brings back the value before the last edit', () => {
    const { input } = mount('UA');
    input.focus();
    type(input, '067');
    paste(input, '0501234567');
    expect(input.value).toBe('+38 (050) 123-45-67');
    const undo = new KeyboardEvent('keydown', { key: 'z', keyCode: 90, ctrlKey: true, bubbles: true, cancelable: true });
    input.dispatchEvent(undo);
    expect(input.value).toBe('+38 (067');
  });
});
