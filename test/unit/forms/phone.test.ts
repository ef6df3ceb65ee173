import { describe, it, expect } from 'vitest';
import {
  formatPhone,
  isCompletePhone,
  phoneAfterBlur,
  phoneCountryOf,
  phoneFormats,
  phoneNationalDigits,
  phoneTemplate,
} from '../../../shared/forms/phone.ts';

describe('phoneCountryOf', () => {
  it('gives KZ for tenge and UA for hryvnia', () => {
    expect(phoneCountryOf('KZT')).toBe('KZ');
    expect(phoneCountryOf('UAH')).toBe('UA');
  });
});

describe('phoneFormats and phoneTemplate', () => {
  it('hold the prefix, caret limit, code and length of each country', () => {
    expect(phoneFormats.UA).toEqual({ prefix: '+38 (', caretMin: 5, code: '380', digits: 12 });
    expect(phoneFormats.KZ).toEqual({ prefix: '+7 (', caretMin: 4, code: '7', digits: 11 });
  });

  it('puts the prefix before ten digit slots', () => {
    expect(phoneTemplate('UA')).toBe('+38 (999) 999-99-99');
    expect(phoneTemplate('KZ')).toBe('+7 (999) 999-99-99');
  });

  it('has caretMin at the end of the prefix', () => {
    for (const format of Object.values(phoneFormats)) expect(format.caretMin).toBe(format.prefix.length);
  });
});

describe('formatPhone: pasted shapes', () => {
  it.each([
    '0671234567',
    '+380 67 123-45-67',
    '380671234567',
    '+38 (067) 123-45-67',
    '80671234567',
    '067 123 45 67',
    '+380671234567',
    '38 067 123 45 67',
    '8 (067) 123-45-67',
    '67 123 45 67',
    '  0671234567  ',
  ])('UA %j → +38 (067) 123-45-67', (shape) => {
    expect(formatPhone(shape, 'UA')).toBe('+38 (067) 123-45-67');
  });

  it.each([
    '7011234567',
    '+7 701 123 45 67',
    '77011234567',
    '87011234567',
    '+7 (701) 123-45-67',
    '+77011234567',
    '8 (701) 123-45-67',
    '701-123-45-67',
  ])('KZ %j → +7 (701) 123-45-67', (shape) => {
    expect(formatPhone(shape, 'KZ')).toBe('+7 (701) 123-45-67');
  });

  it('never takes the first 7 of a ten-digit Kazakh number for the country code', () => {
    expect(formatPhone('7771234567', 'KZ')).toBe('+7 (777) 123-45-67');
    expect(formatPhone('77771234567', 'KZ')).toBe('+7 (777) 123-45-67');
  });

  it('cuts digits past the last slot', () => {
    expect(formatPhone('06712345679999', 'UA')).toBe('+38 (067) 123-45-67');
    expect(formatPhone('+7 (701) 123-45-6789', 'KZ')).toBe('+7 (701) 123-45-67');
  });
});

describe('formatPhone: partial values', () => {
  it.each([
    ['0', '+38 (0'],
    ['067', '+38 (067'],
    ['0671', '+38 (067) 1'],
    ['067123', '+38 (067) 123'],
    ['0671234', '+38 (067) 123-4'],
    ['06712345', '+38 (067) 123-45'],
    ['067123456', '+38 (067) 123-45-6'],
  ])('UA %j → %j (ends on a digit, like the mask)', (input, expected) => {
    expect(formatPhone(input, 'UA')).toBe(expected);
  });

  it.each([
    ['7', '+7 (7'],
    ['701', '+7 (701'],
    ['7011', '+7 (701) 1'],
    ['+7 (701) 12', '+7 (701) 12'],
  ])('KZ %j → %j', (input, expected) => {
    expect(formatPhone(input, 'KZ')).toBe(expected);
  });

  it('keeps a masked partial value as it is, whatever its first digit', () => {
    expect(formatPhone('+38 (5', 'UA')).toBe('+38 (5');
    expect(formatPhone('+38 (38', 'UA')).toBe('+38 (38');
    expect(formatPhone('+7 (8', 'KZ')).toBe('+7 (8');
    expect(formatPhone('+7 (701) ', 'KZ')).toBe('+7 (701');
  });

  it.each(['', '   ', 'abc', '+38 (', '+38', '38', '3', '+', '() --'])('UA %j has no national digit → ""', (input) => {
    expect(formatPhone(input, 'UA')).toBe('');
  });

  it.each(['', 'abc', '+7 (', '+7', '+'])('KZ %j has no national digit → ""', (input) => {
    expect(formatPhone(input, 'KZ')).toBe('');
  });
});

describe('phoneNationalDigits', () => {
  it('gives the slot digits only', () => {
    expect(phoneNationalDigits('+380 67 123-45-67', 'UA')).toBe('0671234567');
    expect(phoneNationalDigits('87011234567', 'KZ')).toBe('7011234567');
    expect(phoneNationalDigits('+38 (', 'UA')).toBe('');
  });
});

describe('isCompletePhone', () => {
  it.each([
    ['+38 (067) 123-45-67', true],
    ['0671234567', true],
    ['+380671234567', true],
    ['+38 (067) 123-45-6', false],
    ['+38 (', false],
    ['', false],
    // 38 + 1…: the digits do not start with 380
    ['+38 (167) 123-45-67', false],
    ['+38 (567) 123-45-67', false],
  ])('UA %j → %s', (value, complete) => {
    expect(isCompletePhone(value, 'UA')).toBe(complete);
  });

  it.each([
    ['+7 (701) 123-45-67', true],
    ['7011234567', true],
    ['87011234567', true],
    ['+7 (701) 123-45-6', false],
    ['+7 (', false],
    ['', false],
    ['701123456', false],
  ])('KZ %j → %s', (value, complete) => {
    expect(isCompletePhone(value, 'KZ')).toBe(complete);
  });
});

describe('phoneAfterBlur', () => {
  it('keeps a complete number, masked', () => {
    expect(phoneAfterBlur('+38 (067) 123-45-67', 'UA')).toBe('+38 (067) 123-45-67');
    expect(phoneAfterBlur('0671234567', 'UA')).toBe('+38 (067) 123-45-67');
    expect(phoneAfterBlur('+7 (701) 123-45-67', 'KZ')).toBe('+7 (701) 123-45-67');
  });

  it.each([
    ['UA', '+38 (067) 123-45-6'],
    ['UA', '+38 ('],
    ['UA', '+38 (167) 123-45-67'],
    ['UA', 'abc'],
    ['KZ', '+7 (701) 123-45'],
    ['KZ', '+7 ('],
    ['KZ', '+7'],
  ] as const)('%s clears %j', (country, value) => {
    expect(phoneAfterBlur(value, country)).toBe('');
  });
});
