import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { plural, pluralForm } from '../../../shared/i18n/index.ts';

const goods = ['товар', 'товара', 'товаров'] as const;

describe('pluralForm (ends in 1 but not 11; ends in 2–4 but not 12–14; otherwise)', () => {
  it.each([
    [0, 2], [1, 0], [2, 1], [4, 1], [5, 2], [11, 2], [12, 2], [13, 2], [14, 2],
    [21, 0], [22, 1], [25, 2], [101, 0], [111, 2], [112, 2], [-1, 0], [-21, 0],
  ] as const)('%i → form index %i', (n, form) => {
    expect(pluralForm(n)).toBe(form);
  });

  it('uses the integer part of fractions', () => {
    expect(pluralForm(1.5)).toBe(0);
    expect(pluralForm(2.9)).toBe(1);
    expect(pluralForm(11.2)).toBe(2);
    expect(pluralForm(-1.5)).toBe(0);
  });

  it('treats non-finite numbers as many', () => {
    expect(pluralForm(Number.NaN)).toBe(2);
    expect(pluralForm(Number.POSITIVE_INFINITY)).toBe(2);
  });

  it('repeats every hundred', () => {
    fc.assert(fc.property(fc.nat({ max: 1e9 }), (n) => pluralForm(n) === pluralForm(n + 100)));
  });

  it('ignores the sign', () => {
    fc.assert(fc.property(fc.integer({ min: -1e9, max: 1e9 }), (n) => pluralForm(-n) === pluralForm(n)));
  });
});

describe('plural', () => {
  it('picks the matching word', () => {
    expect(plural(1, goods)).toBe('товар');
    expect(plural(3, goods)).toBe('товара');
    expect(plural(11, goods)).toBe('товаров');
    expect(plural(21, goods)).toBe('товар');
    expect(plural(0, goods)).toBe('товаров');
  });
});
