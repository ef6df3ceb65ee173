import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { slugify } from '../../../shared/i18n/index.ts';

describe('slugify', () => {
  it.each([
    ['Кроссовки Nike Air', 'krossovki_nike_air'],
    ['Куртка   --  зимняя!!!', 'kurtka_zimnyaya_'],
    ['Платье, красное; 42', 'plate_krasnoe_42'],
    ['ЖЁЛТЫЙ ХАЛАТ', 'zhyoltyy_khalat'],
    ['щука объём', 'shchuka_obyom'],
    ['Цветочный чай', 'tsvetochnyy_chay'],
    ['эхо юла', 'ekho_yula'],
    ['Їжак Єва ґанок Іван', 'yizhak_yeva_ganok_ivan'],
    ['Сукня жіноча', 'suknya_zhinocha'],
    ['м’ята', 'm_yata'],
    ['T-Shirt 2024', 't_shirt_2024'],
    ['ABCxyz 0123456789', 'abcxyz_0123456789'],
  ])('%j → %j', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it('keeps leading and trailing underscores (only runs of them collapse)', () => {
    expect(slugify('  Nike  ')).toBe('_nike_');
    expect(slugify('!!!')).toBe('_');
    expect(slugify('')).toBe('');
  });

  it('turns emoji, CJK and accented Latin into one underscore per run', () => {
    expect(slugify('Кеды 🔥')).toBe('kedy_');
    expect(slugify('🔥')).toBe('_');
    expect(slugify('a🔥b')).toBe('a_b');
    expect(slugify('a👨‍👩‍👧b')).toBe('a_b');
    expect(slugify('鞋子 shoes')).toBe('_shoes');
    expect(slugify('café')).toBe('caf_');
  });

  it('drops soft and hard signs without leaving a gap', () => {
    expect(slugify('Соль')).toBe('sol');
    expect(slugify('подъезд')).toBe('podezd');
    expect(slugify('ь ь')).toBe('_');
  });

  it('reads a decomposed й or ё as one letter', () => {
    expect(slugify('и\u0306од')).toBe('yod');
    expect(slugify('е\u0308лка')).toBe('yolka');
  });

  it('only produces [a-z0-9_] and never a double underscore', () => {
    const cyrillic = fc.constantFrom(...'абвгдеёжзийклмнопрстуфхцчшщъыьэюяґєіїАЯЁЇІЄҐЪЬ');
    const mixed = fc.oneof(fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }), fc.string({ unit: cyrillic }));
    fc.assert(
      fc.property(mixed, (text) => {
        const slug = slugify(text);
        return /^[a-z0-9_]*$/.test(slug) && !slug.includes('__');
      }),
    );
  });
});
