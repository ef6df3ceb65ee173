import { describe, expect, it } from 'vitest';
import { isBlank, isEmail, isPassword } from '../../../shared/forms/rules.ts';

describe('isBlank', () => {
  it.each<[string, boolean]>([
    ['', true],
    ['   ', true],
    ['\t\n ', true],
    ['\u00a0', true],
    ['-1', true],
    ['  -1  ', true],
    ['-12', false],
    ['1', false],
    ['0', false],
    ['-', false],
    [' a ', false],
  ])('%j → %s', (value, blank) => {
    expect(isBlank(value)).toBe(blank);
  });
});

describe('isEmail', () => {
  // [address, rule a, rule b]
  it.each<[string, boolean, boolean]>([
    ['a@b.info', true, true],
    ['user@example.com', true, true],
    ['first.last_name-x@mail.example.co', true, true],
    ['a@b-c.d-e.ua', true, true],
    ['User.Name@Example.COM', true, true],
    // The two rules disagree on the top-level domain:
    ['a@b.museum', true, false],
    ['a@b.abcdefg', true, false],
    ['a@b.c0m', false, true],
    ['user@host.123', false, true],
    ['a@b.1234', false, true],
    // Neither:
    ['a@b.c', false, false],
    ['a@b.abcdefgh', false, false],
    ['a@b.12345', false, false],
    ['a+tag@b.com', false, false],
    ['a@b', false, false],
    ['@b.com', false, false],
    ['a@.com', false, false],
    ['a@b..com', false, false],
    ['a@@b.com', false, false],
    ['a b@c.com', false, false],
    [' a@b.com', false, false],
    ['a@b.com.', false, false],
    ['a@b.com\n', false, false],
    ['иван@почта.укр', false, false],
    ['ivan@pochta.укр', false, false],
    ['ïvan@b.com', false, false],
    ['', false, false],
    ['-1', false, false],
    ['   ', false, false],
  ])('%j: rule a %s, rule b %s', (address, a, b) => {
    expect(isEmail(address, 'a')).toBe(a);
    expect(isEmail(address, 'b')).toBe(b);
  });

  it('uses rule a by default', () => {
    expect(isEmail('a@b.museum')).toBe(true);
    expect(isEmail('a@b.c0m')).toBe(false);
  });

  it('answers at once on long input that almost matches', () => {
    const long = `${'a'.repeat(5000)}@${'b-'.repeat(5000)}`;
    const started = Date.now();
    expect(isEmail(long, 'a')).toBe(false);
    expect(isEmail(long, 'b')).toBe(false);
    expect(Date.now() - started).toBeLessThan(500);
  });
});

describe('isPassword', () => {
  it.each<[string, boolean]>([
    ['abcdef', true],
    ['abc!de', true],
    ['!!!!!!', true],
    ['123456', true],
    ['Ab3!xY', true],
    ['  abcdef  ', true],
    ['ab cdef', false],
    ['абв abcdef где', true],
    ['абвгдеж', false],
    ['abcdeж', false],
    ['12345', false],
    ['abc-def', false],
    ['ab_cd_ef', false],
    ['abc?de', false],
    ['', false],
    ['-1', false],
  ])('%j → %s', (value, ok) => {
    expect(isPassword(value)).toBe(ok);
  });
});
