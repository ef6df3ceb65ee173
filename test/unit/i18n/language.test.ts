import { describe, it, expect } from 'vitest';
import { detectLanguage, isLanguage, rootFor } from '../../../shared/i18n/index.ts';

describe('detectLanguage', () => {
  it('trusts the page context when it says ru or ua', () => {
    expect(detectLanguage({ contextLang: 'ua', pathname: '/', htmlLang: 'ru' })).toBe('ua');
    expect(detectLanguage({ contextLang: 'ru', pathname: '/ua/catalog/', htmlLang: 'uk' })).toBe('ru');
  });

  it('ignores a malformed context language and falls back to the path', () => {
    for (const contextLang of ['uk', 'UA', '', null, undefined, 1, { lang: 'ua' }]) {
      expect(detectLanguage({ contextLang, pathname: '/ua/catalog/' })).toBe('ua');
      expect(detectLanguage({ contextLang, pathname: '/catalog/' })).toBe('ru');
    }
  });

  it('reads the /ua/ root from the path', () => {
    expect(detectLanguage({ pathname: '/ua/' })).toBe('ua');
    expect(detectLanguage({ pathname: '/ua' })).toBe('ua');
    expect(detectLanguage({ pathname: '/ua/shop/product-1/' })).toBe('ua');
  });

  it('does not mistake paths that merely start with ua for the Ukrainian root', () => {
    expect(detectLanguage({ pathname: '/uabrand/' })).toBe('ru');
    expect(detectLanguage({ pathname: '/catalog/ua/' })).toBe('ru');
    expect(detectLanguage({ pathname: '/' })).toBe('ru');
  });

  it('falls back to <html lang> for Ukrainian tags', () => {
    for (const htmlLang of ['uk', 'uk-UA', 'ua', 'UK-ua', ' uk ', 'uk_UA']) {
      expect(detectLanguage({ pathname: '/', htmlLang })).toBe('ua');
    }
  });

  it('defaults to Russian for other or missing <html lang>', () => {
    for (const htmlLang of ['ru', 'ru-UA', 'en', '', null, undefined, 'ukr']) {
      expect(detectLanguage({ pathname: '/catalog/', htmlLang })).toBe('ru');
    }
  });
});

describe('rootFor', () => {
  it('maps each language to its site root', () => {
    expect(rootFor('ru')).toBe('/');
    expect(rootFor('ua')).toBe('/ua/');
  });
});

describe('isLanguage', () => {
  it('accepts only the two site languages', () => {
    expect(isLanguage('ru')).toBe(true);
    expect(isLanguage('ua')).toBe(true);
    expect(isLanguage('uk')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});
