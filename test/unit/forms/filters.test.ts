import { describe, it, expect } from 'vitest';
import {
  FILTER_KINDS,
  filterOnBlur,
  filterWhileTyping,
  isFilterKind,
  type FilterKind,
  type FilterLimits,
  type TypedValue,
} from '../../../shared/forms/filters.ts';
import { formatPrice } from '../../../shared/i18n/price.ts';

const NBSP = '\u00A0';
// Write expectations with ordinary spaces; every space in a price must be U+00A0.
const nbsp = (text: string): string => text.replace(/ /g, NBSP);

/** 'ab|c' → { value: 'abc', caret: 2 }: tests write the caret as '|'. */
function at(text: string): TypedValue {
  const caret = text.indexOf('|');
  return caret === -1 ? { value: text, caret: text.length } : { value: text.replace('|', ''), caret };
}

/** The filtered value with its caret written back as '|'. */
function typing(kind: FilterKind, text: string, limits?: FilterLimits): string {
  const { value, caret } = filterWhileTyping(kind, at(text), limits);
  expect(caret).toBeGreaterThanOrEqual(0);
  expect(caret).toBeLessThanOrEqual(value.length);
  return `${value.slice(0, caret)}|${value.slice(caret)}`;
}

describe('FILTER_KINDS', () => {
  it('lists the seven kinds once each', () => {
    expect([...FILTER_KINDS].sort()).toEqual(['decimal', 'decimal-limited', 'integer', 'latin', 'percent', 'price', 'slug']);
  });
});

describe('integer', () => {
  it.each([
    ['a1b2|', '12|'],
    ['12a|3', '12|3'],
    ['1-2|', '12|'],
    ['-5|', '-5|'],
    ['--5|', '-5|'],
    ['5-|', '5|'],
    ['-|', '-|'],
    ['1 234|', '1234|'],
    // Dropped characters, not parseInt's cut: '12.5' is typed digits 1, 2, 5.
    ['12.5|', '125|'],
  ])('%j → %j', (typed, expected) => {
    expect(typing('integer', typed)).toBe(expected);
  });

  it.each([
    ['007|', '7|'],
    ['00|7', '|7'],
    ['-007|', '-7|'],
    ['0|', '0|'],
    ['00|', '0|'],
    ['-0|', '-0|'],
    ['100|', '100|'],
    ['0|5', '|5'],
  ])('drops leading zeros as parseInt reads them: %j → %j', (typed, expected) => {
    expect(typing('integer', typed)).toBe(expected);
  });

  it.each([
    ['-', ''],
    ['-0', '0'],
    ['-00', '0'],
    ['-12', '-12'],
    ['007', '7'],
    ['', ''],
    ['abc', ''],
  ])('on blur %j → %j', (value, expected) => {
    expect(filterOnBlur('integer', value)).toBe(expected);
  });
});

describe('percent', () => {
  it.each([
    ['100|', '100|'],
    ['0|', '0|'],
    ['99|', '99|'],
    ['050|', '50|'],
    ['-5|', '5|'],
    ['5%|', '5|'],
    ['1|0', '1|0'],
  ])('%j → %j', (typed, expected) => {
    expect(typing('percent', typed)).toBe(expected);
  });

  it.each(['101', '1000', '999', '100.5'])('over 100 is cleared: %j', (typed) => {
    expect(filterWhileTyping('percent', at(typed))).toEqual({ value: '', caret: 0 });
    expect(filterOnBlur('percent', typed)).toBe('');
  });

  it('keeps 100 on blur', () => {
    expect(filterOnBlur('percent', '100')).toBe('100');
  });
});

describe('decimal', () => {
  it.each([
    ['1,5|', '1.5|'],
    ['1,|5', '1.|5'],
    ['1.2.3|', '1.23|'],
    ['1,2,3|', '1.23|'],
    ['1.2,3|', '1.23|'],
    ['1,2.3|', '1.23|'],
    ['-1.5|', '1.5|'],
    ['a1b|', '1|'],
    ['.5|', '.5|'],
    ['1 000,50 грн|', '1000.50|'],
    ['12.|3.4', '12.|34'],
  ])('%j → %j', (typed, expected) => {
    expect(typing('decimal', typed)).toBe(expected);
  });

  it('keeps the first dot when a second one is typed before it', () => {
    expect(typing('decimal', '1.|2.5')).toBe('1.|25');
    expect(typing('decimal', '1.|.25')).toBe('1.|25');
  });

  it.each([
    ['.', ''],
    [',', ''],
    ['1.', '1.'],
    ['1,5', '1.5'],
    ['', ''],
  ])('on blur %j → %j', (value, expected) => {
    expect(filterOnBlur('decimal', value)).toBe(expected);
  });
});

describe('latin', () => {
  it.each([
    ['Abc-Ёж 123_z|', 'Abc123z|'],
    ['Ab|ц9', 'Ab|9'],
    ['щ|', '|'],
    ['ÀÉ ç|', '|'],
    ['AZaz09|', 'AZaz09|'],
  ])('%j → %j', (typed, expected) => {
    expect(typing('latin', typed)).toBe(expected);
  });
});

describe('slug', () => {
  it.each([
    ['men/shoes-2024_sale!|', 'men/shoes-2024_sale|'],
    // Letters: Cyrillic ones too (ru and ua), and accented Latin; other scripts and marks go.
    ['кроссовки/nike air|', 'кроссовки/nikeair|'],
    ['взуття/їжак-Ґанок_Є|', 'взуття/їжак-Ґанок_Є|'],
    ['Ёлка/Café|', 'Ёлка/Café|'],
    ['ελ/日本/ab\u0483c|', '//abc|'],
    ['a b|c', 'ab|c'],
    ['A.b?c=d|', 'Abcd|'],
    ['-_/|', '-_/|'],
  ])('%j → %j', (typed, expected) => {
    expect(typing('slug', typed)).toBe(expected);
  });
});

describe('price', () => {
  it('groups 1234567 as 1 234 567 with U+00A0, as prices are printed', () => {
    const { value } = filterWhileTyping('price', at('1234567'));
    expect(value).toBe(nbsp('1 234 567'));
    expect(`${value}${NBSP}грн`).toBe(formatPrice(1234567, 'UAH', 'ru'));
  });

  it.each([
    ['1234567|', '1 234 567|'],
    ['1234|567', '1 234| 567'],
    ['1|234567', '1| 234 567'],
    ['|1234567', '|1 234 567'],
    ['1 2345|', '12 345|'],
    ['12 34|5', '12 34|5'],
    ['1 23|4 567', '1 23|4 567'],
    // Backspace over a separator leaves '1234' with the caret after 1.
    ['1|234', '1| 234'],
    ['0012|', '12|'],
    ['0|012', '|12'],
    ['0|', '0|'],
    ['abc|', '|'],
    ['1 234 грн|', '1 234|'],
    ['12.50|', '1 250|'],
    ['999|', '999|'],
    ['1000|', '1 000|'],
  ])('%j → %j', (typed, expected) => {
    expect(typing('price', nbsp(typed))).toBe(nbsp(expected));
  });

  it('keeps the value on blur', () => {
    expect(filterOnBlur('price', nbsp('1 234 567'))).toBe(nbsp('1 234 567'));
    expect(filterOnBlur('price', '1234567')).toBe(nbsp('1 234 567'));
  });
});

describe('decimal-limited', () => {
  it.each([
    ['1.29|', '1.2|'],
    ['1,29|', '1.2|'],
    ['1.2|9', '1.2|'],
    ['1.|29', '1.|2'],
    ['12.|', '12.|'],
    ['1.2.3|', '1.2|'],
    ['-5|', '5|'],
  ])('keeps one fraction digit by default (truncating): %j → %j', (typed, expected) => {
    expect(typing('decimal-limited', typed)).toBe(expected);
  });

  it('keeps as many fraction digits as decimals says', () => {
    expect(typing('decimal-limited', '1.299|', { decimals: 2 })).toBe('1.29|');
    expect(typing('decimal-limited', '0.999|', { decimals: 2 })).toBe('0.99|');
    expect(typing('decimal-limited', '1.5|', { decimals: 0 })).toBe('1|');
    expect(typing('decimal-limited', '1.|', { decimals: 0 })).toBe('1|');
  });

  it('does not clamp to min while typing: 1 is on the way to 15', () => {
    expect(typing('decimal-limited', '1|', { min: 10 })).toBe('1|');
    expect(typing('decimal-limited', '|', { min: 10 })).toBe('|');
  });

  it('clamps to max while typing, the caret at the end', () => {
    expect(typing('decimal-limited', '60|', { max: 50 })).toBe('50|');
    expect(typing('decimal-limited', '5|05', { max: 50 })).toBe('50|');
    expect(typing('decimal-limited', '50.5|', { max: 50 })).toBe('50|');
    expect(typing('decimal-limited', '49.9|', { max: 50 })).toBe('49.9|');
    expect(typing('decimal-limited', '50|', { max: 50 })).toBe('50|');
  });

  it.each([
    [{ min: 10 }, '1', '10'],
    [{ min: 10 }, '9.9', '10'],
    [{ min: 10 }, '10', '10'],
    [{ max: 50 }, '70', '50'],
    [{ min: 10, max: 50 }, '15.5', '15.5'],
    [{ min: 10, max: 50 }, '5', '10'],
    [{ min: 10, max: 50 }, '55', '50'],
    [{ min: 0.5 }, '0.2', '0.5'],
    [{ min: 0.5 }, '.2', '0.5'],
    [{ decimals: 2, min: 1.25 }, '1', '1.25'],
    [{ decimals: 2, min: 1.25 }, '1.249', '1.25'],
    [{ decimals: 2, max: 9.75 }, '9.8', '9.75'],
    // A limit with more places than decimals is written truncated too.
    [{ max: 9.99 }, '12', '9.9'],
    [{ min: 10 }, '', ''],
    [{ min: 10 }, '.', ''],
    [{}, '1.29', '1.2'],
    [{}, '1.', '1.'],
  ] as [FilterLimits, string, string][])('on blur with %j: %j → %j', (limits, value, expected) => {
    expect(filterOnBlur('decimal-limited', value, limits)).toBe(expected);
  });
});

describe('every kind', () => {
  it.each(FILTER_KINDS)('%s keeps an empty field empty', (kind) => {
    expect(filterWhileTyping(kind, { value: '', caret: 0 })).toEqual({ value: '', caret: 0 });
    expect(filterOnBlur(kind, '')).toBe('');
  });

  it.each(FILTER_KINDS)('%s clamps a caret past the end to the end', (kind) => {
    const { value, caret } = filterWhileTyping(kind, { value: '12', caret: 99 });
    expect(caret).toBe(value.length);
  });
});

describe('isFilterKind', () => {
  it('accepts the seven kinds and nothing else', () => {
    for (const kind of FILTER_KINDS) expect(isFilterKind(kind)).toBe(true);
    for (const text of ['', 'Integer', 'number', 'decimal_limited', 'price ']) expect(isFilterKind(text)).toBe(false);
  });
});
