import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencySwitchTarget, languageSwitchTarget, type PageAddress } from '../../../shared/browser/switchPaths.ts';

/** Split as location splits an address: a path like '//other.example/x' stays a path here. */
function address(href: string): PageAddress {
  const [beforeHash = '', hash = ''] = href.split(/(?=#)/);
  const [pathname = '', search = ''] = beforeHash.split(/(?=\?)/);
  return { pathname, search, hash };
}

// [page, after change_lang=ua, after change_lang=ru, after change_currency]
const table: readonly [string, string, string, string][] = [
  ['/', '/ua/', '/', '/'],
  ['/ua/', '/ua/', '/', '/'],
  ['/ua', '/ua', '/', '/'],
  ['/catalog/shoes/', '/ua/catalog/shoes/', '/catalog/shoes/', '/catalog/shoes/'],
  ['/ua/catalog/shoes/', '/ua/catalog/shoes/', '/catalog/shoes/', '/catalog/shoes/'],
  ['/product/12/?sid=3&size=42#reviews', '/ua/product/12/?sid=3&size=42#reviews', '/product/12/?sid=3&size=42#reviews', '/product/12/?sid=3&size=42#reviews'],
  ['/ua/product/12/?sid=3#reviews', '/ua/product/12/?sid=3#reviews', '/product/12/?sid=3#reviews', '/product/12/?sid=3#reviews'],
  ['/ua/search/?q=%D1%88%D0%B0%D1%80%D1%84', '/ua/search/?q=%D1%88%D0%B0%D1%80%D1%84', '/search/?q=%D1%88%D0%B0%D1%80%D1%84', '/search/?q=%D1%88%D0%B0%D1%80%D1%84'],
  // Not the Ukrainian root: only '/ua' and '/ua/…' are.
  ['/uamarket/', '/ua/uamarket/', '/uamarket/', '/uamarket/'],
  // Admin and ajax paths stay exactly as they are, the '/ua/' prefix included.
  ['/admin/orders/?page=2#top', '/admin/orders/?page=2#top', '/admin/orders/?page=2#top', '/admin/orders/?page=2#top'],
  ['/ua/admin/', '/ua/admin/', '/ua/admin/', '/ua/admin/'],
  ['/ajax/tpl_action/', '/ajax/tpl_action/', '/ajax/tpl_action/', '/ajax/tpl_action/'],
  ['/ua/ajax/mmenu/', '/ua/ajax/mmenu/', '/ua/ajax/mmenu/', '/ua/ajax/mmenu/'],
  // "Containing": a word that contains 'admin' counts too.
  ['/ua/catalog/badminton/', '/ua/catalog/badminton/', '/ua/catalog/badminton/', '/ua/catalog/badminton/'],
  // A doubled slash never becomes an address on another site.
  ['/ua//other.example/x', '/ua//other.example/x', '/other.example/x', '/other.example/x'],
  ['//other.example/x', '/ua/other.example/x', '/other.example/x', '/other.example/x'],
];

describe('language and currency redirects', () => {
  it.each(table)('%s', (page, ua, ru, currency) => {
    expect(languageSwitchTarget(address(page), 'ua')).toBe(ua);
    expect(languageSwitchTarget(address(page), 'ru')).toBe(ru);
    expect(currencySwitchTarget(address(page))).toBe(currency);
  });

  it('reads the parts of location as they are, without parsing them again', () => {
    expect(languageSwitchTarget({ pathname: '/sale/', search: '?a=1', hash: '#b' }, 'ua')).toBe('/ua/sale/?a=1#b');
  });

  it('always stays on this site, keeps the query and hash, and round-trips between the languages', () => {
    const segment = fc.stringMatching(/^[a-z0-9_-]{1,8}$/);
    const path = fc.array(segment, { maxLength: 4 }).map((parts) => `/${parts.join('/')}`);
    const query = fc.option(fc.stringMatching(/^[a-z=&0-9]{1,10}$/), { nil: '' }).map((q) => (q ? `?${q}` : ''));
    const hash = fc.option(fc.stringMatching(/^[a-z0-9]{1,6}$/), { nil: '' }).map((h) => (h ? `#${h}` : ''));
    fc.assert(
      fc.property(path, query, hash, (pathname, search, hashPart) => {
        const page = { pathname, search, hash: hashPart };
        for (const target of [languageSwitchTarget(page, 'ua'), languageSwitchTarget(page, 'ru'), currencySwitchTarget(page)]) {
          expect(new URL(target, 'https://shop.example').origin).toBe('https://shop.example');
          expect(target.endsWith(`${search}${hashPart}`)).toBe(true);
        }
        const ua = languageSwitchTarget(page, 'ua');
        expect(languageSwitchTarget(address(ua), 'ua')).toBe(ua);
        if (!/admin|ajax/.test(pathname) && !/^\/ua(\/|$)/.test(pathname)) {
          expect(languageSwitchTarget(address(ua), 'ru')).toBe(`${pathname}${search}${hashPart}`);
        }
      }),
    );
  });
});
