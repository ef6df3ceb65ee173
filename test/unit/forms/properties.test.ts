import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { maskitoTransform } from '@maskito/core';
import {
  FILTER_KINDS,
  filterOnBlur,
  filterWhileTyping,
  type FilterKind,
  type FilterLimits,
  type TypedValue,
} from '../../../shared/forms/filters.ts';
import { inputFilterOptions } from '../../../shared/forms/inputFilter.ts';
import { formatPhone, phoneAfterBlur, phoneFormats, type PhoneCountry } from '../../../shared/forms/phone.ts';
import { phoneMaskOptions } from '../../../shared/forms/phoneMask.ts';

const NBSP = '\u00A0';
const COUNTRIES: readonly PhoneCountry[] = ['UA', 'KZ'];
const TEMPLATES: Readonly<Record<PhoneCountry, string>> = { UA: '+38 (ddd) ddd-dd-dd', KZ: '+7 (ddd) ddd-dd-dd' };

// Text a shopper could type or paste: mostly the characters the filters care about, some others.
const fieldChar = fc.constantFrom(...'0123456789012345.,.,--aZzé ц_/+()\u00A0%'.split(''));
const fieldText = fc.oneof(fc.string({ unit: fieldChar, maxLength: 16 }), fc.string({ maxLength: 12 }));
const typedValue: fc.Arbitrary<TypedValue> = fieldText.chain((value) =>
  fc.nat({ max: value.length + 2 }).map((caret) => ({ value, caret })),
);
const kind = fc.constantFrom(...FILTER_KINDS);

// Limits on the decimals' grid, min ≤ max, not negative: the readings filters.ts documents.
const limits: fc.Arbitrary<FilterLimits | undefined> = fc.option(
  fc
    .record({
      decimals: fc.integer({ min: 0, max: 3 }),
      low: fc.nat({ max: 20000 }),
      span: fc.nat({ max: 20000 }),
      hasMin: fc.boolean(),
      hasMax: fc.boolean(),
    })
    .map(({ decimals, low, span, hasMin, hasMax }) => {
      const scale = 10 ** decimals;
      return {
        decimals,
        min: hasMin ? low / scale : undefined,
        max: hasMax ? (low + span) / scale : undefined,
      };
    }),
  { nil: undefined },
);

const digitsOf = (text: string): string => text.replace(/\D/g, '');

describe('filters: properties', () => {
  it('filterWhileTyping applied twice gives what it gave once, caret included', () => {
    fc.assert(
      fc.property(kind, typedValue, limits, (k, typed, l) => {
        const once = filterWhileTyping(k, typed, l);
        expect(filterWhileTyping(k, once, l)).toEqual(once);
      }),
      { numRuns: 2000 },
    );
  });

  it('filterOnBlur applied twice gives what it gave once, and typing keeps it', () => {
    fc.assert(
      fc.property(kind, fieldText, limits, (k, value, l) => {
        const once = filterOnBlur(k, value, l);
        expect(filterOnBlur(k, once, l)).toBe(once);
        // Blur's 'input' runs the typing filter again; it must not undo what blur did.
        expect(filterWhileTyping(k, { value: once, caret: once.length }, l).value).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });

  it('the caret stays inside the value', () => {
    fc.assert(
      fc.property(kind, typedValue, limits, (k, typed, l) => {
        const { value, caret } = filterWhileTyping(k, typed, l);
        expect(caret).toBeGreaterThanOrEqual(0);
        expect(caret).toBeLessThanOrEqual(value.length);
      }),
    );
  });

  it('percent never exceeds 100 and holds digits only', () => {
    fc.assert(
      fc.property(typedValue, (typed) => {
        const { value } = filterWhileTyping('percent', typed);
        expect(value).toMatch(/^\d*$/);
        expect(Number(value)).toBeLessThanOrEqual(100);
        expect(Number(filterOnBlur('percent', typed.value))).toBeLessThanOrEqual(100);
      }),
      { numRuns: 1000 },
    );
  });

  it('decimal never holds two dots, nor anything but digits and a dot', () => {
    fc.assert(
      fc.property(typedValue, (typed) => {
        const { value } = filterWhileTyping('decimal', typed);
        expect(value).toMatch(/^\d*\.?\d*$/);
        expect(value.split('.').length).toBeLessThanOrEqual(2);
      }),
      { numRuns: 1000 },
    );
  });

  it('decimal-limited keeps at most `decimals` places, ≤ max while typing, in [min, max] or empty after blur', () => {
    fc.assert(
      fc.property(typedValue, limits, (typed, l) => {
        const decimals = l?.decimals ?? 1;
        const { value } = filterWhileTyping('decimal-limited', typed, l);
        expect(value).toMatch(/^\d*\.?\d*$/);
        expect((value.split('.')[1] ?? '').length).toBeLessThanOrEqual(decimals);
        if (l?.max !== undefined && /\d/.test(value)) expect(Number(value)).toBeLessThanOrEqual(l.max);
        const left = filterOnBlur('decimal-limited', typed.value, l);
        if (left === '') return;
        if (l?.min !== undefined) expect(Number(left)).toBeGreaterThanOrEqual(l.min);
        if (l?.max !== undefined) expect(Number(left)).toBeLessThanOrEqual(l.max);
      }),
      { numRuns: 2000 },
    );
  });

  it('integer holds an optional leading minus and digits, with no leading zero', () => {
    fc.assert(
      fc.property(typedValue, (typed) => {
        const { value } = filterWhileTyping('integer', typed);
        expect(value).toMatch(/^-?\d*$/);
        expect(value).not.toMatch(/^-?0\d/);
        const left = filterOnBlur('integer', typed.value);
        // What parseInt would print back: no lone '-', no '-0', no leading zero.
        expect(left).toMatch(/^(-?[1-9]\d*|0)?$/);
      }),
      { numRuns: 1000 },
    );
  });

  it('price keeps the digits, grouped by three with U+00A0, the caret after the same digits', () => {
    fc.assert(
      fc.property(typedValue, (typed) => {
        const { value, caret } = filterWhileTyping('price', typed);
        expect(value).toMatch(/^(\d{1,3}(\u00A0\d{3})*)?$/);
        const digits = digitsOf(typed.value).replace(/^0+(?=\d)/, '');
        expect(value.split(NBSP).join('')).toBe(digits);
        const zeros = digitsOf(typed.value).length - digits.length;
        const before = Math.max(0, digitsOf(typed.value.slice(0, typed.caret)).length - zeros);
        expect(digitsOf(value.slice(0, caret)).length).toBe(before);
      }),
      { numRuns: 1000 },
    );
  });

  it.each([
    ['latin', /^[A-Za-z0-9]*$/],
    ['slug', /^(?:[0-9_/-]|(?=\p{L})[\p{sc=Latin}\p{sc=Cyrillic}])*$/u],
    ['decimal', /^[0-9.]*$/],
  ] as [FilterKind, RegExp][])('%s keeps its characters only, the caret after the same ones', (k, allowed) => {
    fc.assert(
      fc.property(typedValue, (typed) => {
        const { value, caret } = filterWhileTyping(k, typed);
        expect(value).toMatch(allowed);
        const typedBefore = filterWhileTyping(k, { value: typed.value.slice(0, typed.caret), caret: 0 }).value;
        expect(value.slice(0, caret)).toBe(typedBefore);
      }),
      { numRuns: 1000 },
    );
  });

  it('the Maskito options give what the pure filter gives', () => {
    fc.assert(
      fc.property(kind, fieldText, limits, (k, value, l) => {
        expect(maskitoTransform(value, inputFilterOptions(k, l))).toBe(filterWhileTyping(k, { value, caret: 0 }, l).value);
      }),
      { numRuns: 500 },
    );
  });
});

// Digits and the characters people put between them.
const phoneText = fc.oneof(
  fc.string({ unit: fc.constantFrom(...'0123456789 +()-78803'.split('')), maxLength: 22 }),
  fc.string({ maxLength: 22 }),
);
const country = fc.constantFrom(...COUNTRIES);

/** True when the value follows the template char by char: a digit where 'd' is, the literal elsewhere. */
function followsTemplate(value: string, template: string): boolean {
  if (value.length > template.length) return false;
  for (let i = 0; i < value.length; i++) {
    const slot = template.charAt(i);
    if (slot === 'd' ? !/^\d$/.test(value.charAt(i)) : value.charAt(i) !== slot) return false;
  }
  return true;
}

describe('phone: properties', () => {
  it('a masked value is always a prefix of its template shape, ending on a digit', () => {
    fc.assert(
      fc.property(country, phoneText, (c, text) => {
        const masked = formatPhone(text, c);
        expect(followsTemplate(masked, TEMPLATES[c])).toBe(true);
        if (masked) expect(masked).toMatch(/\d$/);
        if (masked) expect(masked.startsWith(phoneFormats[c].prefix)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('formatPhone of a masked value changes nothing', () => {
    fc.assert(
      fc.property(country, phoneText, (c, text) => {
        const masked = formatPhone(text, c);
        expect(formatPhone(masked, c)).toBe(masked);
      }),
      { numRuns: 2000 },
    );
  });

  it('after blur a phone is a complete valid number or empty', () => {
    fc.assert(
      fc.property(country, phoneText, (c, text) => {
        const left = phoneAfterBlur(text, c);
        if (left === '') return;
        const { code, digits } = phoneFormats[c];
        expect(left.length).toBe(TEMPLATES[c].length);
        expect(followsTemplate(left, TEMPLATES[c])).toBe(true);
        expect(digitsOf(left)).toHaveLength(digits);
        expect(digitsOf(left).startsWith(code)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('every common shape of one number gives the same masked number', () => {
    const gap = fc.constantFrom('', ' ', '-', ' - ', '(', ') ');
    const spaced = (digits: string, gaps: string[]): string =>
      digits
        .split('')
        .map((digit, i) => digit + (gaps[i] ?? ''))
        .join('');
    fc.assert(
      fc.property(
        country,
        fc.string({ unit: fc.constantFrom(...'0123456789'.split('')), minLength: 9, maxLength: 9 }),
        fc.array(gap, { maxLength: 12 }),
        (c, rest, gaps) => {
          // Ukrainian numbers start with the trunk 0; Kazakh ones with 7.
          const national = (c === 'UA' ? '0' : '7') + rest;
          const expected = formatPhone(national, c);
          expect(digitsOf(expected)).toBe((c === 'UA' ? '38' : '7') + national);
          const shapes =
            c === 'UA'
              ? [national, `+38${national}`, `38${national}`, `8${national}`, `+38 (${national}`]
              : [national, `+7${national}`, `7${national}`, `8${national}`, `+7 (${national}`];
          for (const shape of shapes) expect(formatPhone(spaced(shape, gaps), c)).toBe(expected);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('the Maskito options keep any masked value as it is', () => {
    fc.assert(
      fc.property(country, phoneText, (c, text) => {
        const masked = formatPhone(text, c);
        expect(maskitoTransform(masked, phoneMaskOptions(c))).toBe(masked);
      }),
      { numRuns: 500 },
    );
  });
});
