import { describe, it, expect, afterEach } from 'vitest';
import { maskitoTransform } from '@maskito/core';
import { attachInputFilter, inputFilterOptions } from '../../../shared/forms/inputFilter.ts';
import type { FilterKind, FilterLimits } from '../../../shared/forms/filters.ts';
import { edit, paste, recordListeners, type } from '../helpers/typing.ts';

const NBSP = '\u00A0';
const nbsp = (text: string): string => text.replace(/ /g, NBSP);

afterEach(() => {
  document.body.replaceChildren();
});

function mount(kind: FilterKind, limits?: FilterLimits, value = ''): HTMLInputElement {
  const input = document.createElement('input');
  input.value = value;
  document.body.append(input);
  attachInputFilter(input, kind, limits);
  return input;
}


/** The value with the caret written as '|'. */
function shown(input: HTMLInputElement): string {
  const caret = input.selectionStart ?? 0;
  return `${input.value.slice(0, caret)}|${input.value.slice(caret)}`;
}

function countInputs(target: EventTarget): { count: () => number } {
  let count = 0;
  target.addEventListener('input', () => count++);
  return { count: () => count };
}

describe('inputFilterOptions (maskitoTransform: the filter without a DOM)', () => {
  it.each([
    ['price', '1234567', nbsp('1 234 567')],
    ['integer', 'a1-b2', '12'],
    ['integer', 'a-1b2', '-12'],
    ['decimal', '1,5,5', '1.55'],
    ['percent', '101', ''],
    ['latin', 'Ab-ц1', 'Ab1'],
  ] as const)('%s %j → %j', (kind, value, expected) => {
    expect(maskitoTransform(value, inputFilterOptions(kind))).toBe(expected);
  });
});

describe('attachInputFilter: typing', () => {
  it('integer: drops what is not a digit or a leading minus', () => {
    const input = mount('integer');
    input.focus();
    type(input, '-1a2-3 ');
    expect(shown(input)).toBe('-123|');
  });

  it('integer: a lone minus stays while typing', () => {
    const input = mount('integer');
    input.focus();
    type(input, '-');
    expect(input.value).toBe('-');
  });

  it('price: groups the digits as they come, caret at the end', () => {
    const input = mount('price');
    input.focus();
    const steps: string[] = [];
    for (const digit of '1234567') {
      type(input, digit);
      steps.push(shown(input));
    }
    expect(steps).toEqual(['1|', '12|', '123|', '1 234|', '12 345|', '123 456|', '1 234 567|'].map(nbsp));
  });

  it('price: a digit typed in the middle keeps the caret after it', () => {
    const input = mount('price', undefined, '1234567');
    input.focus();
    input.setSelectionRange(3, 3);
    type(input, '9');
    expect(shown(input)).toBe(nbsp('12 9|34 567'));
  });

  it('price: Backspace after a separator leaves the caret before it', () => {
    const input = mount('price', undefined, '1234');
    input.focus();
    input.setSelectionRange(2, 2);
    edit(input, 'deleteContentBackward', null);
    expect(shown(input)).toBe(nbsp('1| 234'));
  });

  it('price: a pasted price keeps its digits only', () => {
    const input = mount('price');
    input.focus();
    paste(input, '1 234 567 грн');
    expect(shown(input)).toBe(nbsp('1 234 567|'));
  });

  it('decimal: a comma becomes a dot and a second dot is dropped', () => {
    const input = mount('decimal');
    input.focus();
    type(input, '1,5');
    expect(input.value).toBe('1.5');
    type(input, '.');
    expect(shown(input)).toBe('1.5|');
    type(input, ',2');
    expect(input.value).toBe('1.52');
  });

  it('percent: 100 stays, one more digit clears it', () => {
    const input = mount('percent');
    input.focus();
    type(input, '100');
    expect(input.value).toBe('100');
    type(input, '1');
    expect(input.value).toBe('');
  });

  it('latin and slug: drop other characters', () => {
    const latin = mount('latin');
    latin.focus();
    type(latin, 'Ab ц-1');
    expect(latin.value).toBe('Ab1');
    const slug = mount('slug');
    slug.focus();
    paste(slug, 'men/Обувь sale_2024-new!');
    expect(slug.value).toBe('men/Обувьsale_2024-new');
  });

  it('decimal-limited: truncates the fraction and waits for blur to clamp to min', () => {
    const input = mount('decimal-limited', { min: 10, max: 50 });
    input.focus();
    type(input, '1');
    expect(input.value).toBe('1');
    type(input, '5.29');
    expect(input.value).toBe('15.2');
    type(input, '9');
    expect(input.value).toBe('15.2');
  });

  it('decimal-limited: decimals 2 keeps two places; over max is clamped while typing', () => {
    const input = mount('decimal-limited', { decimals: 2, max: 50 });
    input.focus();
    type(input, '4.567');
    expect(input.value).toBe('4.56');
    input.value = '';
    type(input, '60');
    expect(shown(input)).toBe('50|');
  });
});

describe('attachInputFilter: blur', () => {
  it.each([
    ['integer', undefined, '-', ''],
    ['integer', undefined, '-0', '0'],
    ['decimal-limited', { min: 10 }, '1', '10'],
    ['decimal-limited', { max: 50 }, '50', '50'],
    ['decimal-limited', { min: 1, max: 5 }, '.', ''],
    ['decimal', undefined, '.', ''],
  ] as [FilterKind, FilterLimits | undefined, string, string][])('%s %j: %j → %j', (kind, limits, typed, expected) => {
    const input = mount(kind, limits);
    input.focus();
    type(input, typed);
    expect(input.value).toBe(typed);
    input.blur();
    expect(input.value).toBe(expected);
  });

  it('dispatches input when blur changes the value', () => {
    const input = mount('integer');
    input.focus();
    type(input, '-');
    const inputs = countInputs(document.body);
    input.blur();
    expect(input.value).toBe('');
    expect(inputs.count()).toBe(1);
  });

  it('dispatches nothing when blur keeps the value', () => {
    const input = mount('integer');
    input.focus();
    type(input, '-12');
    const inputs = countInputs(input);
    input.blur();
    expect(input.value).toBe('-12');
    expect(inputs.count()).toBe(0);
  });
});

describe('attachInputFilter: attach and destroy', () => {
  it.each([
    ['integer', undefined, '-', ''],
    ['integer', undefined, '007', '7'],
    ['price', undefined, '1234567', nbsp('1 234 567')],
    ['decimal-limited', { min: 10 }, '1,29', '10'],
    ['percent', undefined, '150', ''],
  ] as [FilterKind, FilterLimits | undefined, string, string][])(
    'filters a value typed before the script came, as left: %s %j',
    (kind, limits, value, expected) => {
      expect(mount(kind, limits, value).value).toBe(expected);
    },
  );

  it('filters the value of a focused field as typing (no blur rules yet)', () => {
    const input = document.createElement('input');
    document.body.append(input);
    input.value = '-a';
    input.focus();
    const inputs = countInputs(input);
    attachInputFilter(input, 'integer');
    expect(input.value).toBe('-');
    expect(inputs.count()).toBe(1);
  });

  it('destroy removes every listener it added', () => {
    const input = document.createElement('input');
    document.body.append(input);
    const { added, removed } = recordListeners([input, document]);
    const destroy = attachInputFilter(input, 'integer');
    expect(added.length).toBeGreaterThan(0);
    destroy();
    for (const listener of added) expect(removed).toContain(listener);

    input.focus();
    type(input, '-a');
    expect(input.value).toBe('-a');
    input.blur();
    expect(input.value).toBe('-a');
  });
});

describe('attachInputFilter: IME composition', () => {
  it('leaves the value alone until compositionend, then filters it', () => {
    const input = mount('integer');
    input.focus();
    type(input, '12');
    input.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true }));
    const before = new InputEvent('beforeinput', { inputType: 'insertCompositionText', data: 'ｋ', bubbles: true, cancelable: true });
    input.dispatchEvent(before);
    expect(before.defaultPrevented).toBe(false);
    input.value = '12ｋ';
    input.dispatchEvent(new InputEvent('input', { inputType: 'insertCompositionText', data: 'ｋ', bubbles: true }));
    expect(input.value).toBe('12ｋ');
    input.value = '12ｋａ';
    input.dispatchEvent(new InputEvent('input', { inputType: 'insertCompositionText', data: 'ｋａ', bubbles: true }));
    expect(input.value).toBe('12ｋａ');
    input.dispatchEvent(new CompositionEvent('compositionend', { data: 'ｋａ', bubbles: true }));
    expect(input.value).toBe('12');
  });
});
