import { describe, it, expect, vi } from 'vitest';
import fc from 'fast-check';
import { formatPrice, groupThousands, parsePrice } from '../../../shared/i18n/index.ts';

const NBSP = '\u00A0';
// Write expectations with ordinary spaces; every space in the output must be U+00A0.
const nbsp = (text: string) => text.replace(/ /g, NBSP);

describe('formatPrice', () => {
  it.each([
    [0, '0 грн'],
    [999, '999 грн'],
    [1000, '1 000 грн'],
    [12345, '12 345 грн'],
    [1234567, '1 234 567 грн'],
    [1234.5, '1 234,5 грн'],
    [1234.567, '1 234,57 грн'],
    [-1500, '-1 500 грн'],
  ])('UAH %s → %s', (value, expected) => {
    expect(formatPrice(value, 'UAH', 'ru')).toBe(nbsp(expected));
    expect(formatPrice(value, 'UAH', 'ua')).toBe(nbsp(expected));
  });

  it('writes tenge as ₸', () => {
    expect(formatPrice(123456, 'KZT', 'ru')).toBe(nbsp('123 456 ₸'));
    expect(formatPrice(0, 'KZT', 'ua')).toBe(nbsp('0 ₸'));
  });

  it.each([
    ['1234.5', '1 234,5 грн'],
    ['1234.50', '1 234,5 грн'],
    ['1234,5', '1 234,5 грн'],
    ['1 234', '1 234 грн'],
    [`1${NBSP}234`, '1 234 грн'],
    [' 12345 ', '12 345 грн'],
    ['0', '0 грн'],
  ])('accepts the numeric string %j', (value, expected) => {
    expect(formatPrice(value, 'UAH', 'ru')).toBe(nbsp(expected));
  });

  it.each(['', ' ', 'abc', '12a', '1.2.3', '1,234.50', '1e5', '12 грн', '-', '.5'])(
    'returns null for %j',
    (value) => {
      expect(formatPrice(value, 'UAH', 'ru')).toBeNull();
    },
  );

  it('returns null for non-finite numbers', () => {
    expect(formatPrice(Number.NaN, 'UAH', 'ru')).toBeNull();
    expect(formatPrice(Number.POSITIVE_INFINITY, 'KZT', 'ru')).toBeNull();
  });

  it('never prints a negative zero', () => {
    expect(formatPrice(-0, 'UAH', 'ru')).toBe(nbsp('0 грн'));
    expect(formatPrice(-0.001, 'UAH', 'ru')).toBe(nbsp('0 грн'));
  });

  it('uses only U+00A0 as the space for any integer', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        const text = formatPrice(n, 'UAH', 'ru') ?? '';
        return !/[^\S\u00A0]/.test(text) && text.replaceAll(NBSP, '') === `${n}грн`;
      }),
    );
  });

  it('creates the Russian number format once, on first use', async () => {
    vi.resetModules();
    const RealNumberFormat = Intl.NumberFormat;
    // A plain function so the spy still yields a real formatter when called with `new`.
    const create = vi
      .spyOn(Intl, 'NumberFormat')
      .mockImplementation(function (locales, options) {
        return new RealNumberFormat(locales, options);
      });
    const fresh = await import('../../../shared/i18n/price.ts');
    expect(create).not.toHaveBeenCalled();
    fresh.formatPrice(1000, 'UAH', 'ru');
    fresh.formatPrice('2000', 'KZT', 'ua');
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith('ru-RU', { maximumFractionDigits: 2, minimumFractionDigits: 0 });
  });
});

describe('parsePrice', () => {
  it('reads numbers and numeric strings', () => {
    expect(parsePrice(12.5)).toBe(12.5);
    expect(parsePrice('1 234,50')).toBe(1234.5);
    expect(parsePrice('-10')).toBe(-10);
    expect(parsePrice('x')).toBeNull();
  });
});

describe('groupThousands (price input filter)', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['999', '999'],
    ['1000', '1 000'],
    ['12345', '12 345'],
    ['1234567', '1 234 567'],
    ['12 345', '12 345'],
    ['12 3456', '123 456'],
    ['1a2b3c4', '1 234'],
    ['0012', '12'],
    ['000', '0'],
    ['12345678901234567890', '12 345 678 901 234 567 890'],
  ])('%j → %j', (typed, expected) => {
    expect(groupThousands(typed)).toBe(nbsp(expected));
  });

  it('keeps every typed digit, in order', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{0,30}$/), (digits) => groupThousands(digits).replaceAll(NBSP, '') === digits),
    );
  });
});
