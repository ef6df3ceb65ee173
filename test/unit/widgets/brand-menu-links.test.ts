import { describe, expect, it } from 'vitest';
import { brandLink, brandLinks } from '../../../widgets/brand-menu/brandLinks.ts';
import { FIRST_COLUMN_SIZE, splitColumns } from '../../../widgets/brand-menu/columns.ts';

const numbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('splitColumns (12 in the first column, the rest in a second)', () => {
  it('puts 12 in the first column by default', () => {
    expect(FIRST_COLUMN_SIZE).toBe(12);
  });

  it.each([
    [0, 0, 0],
    [1, 1, 0],
    [12, 12, 0],
    [13, 12, 1],
    [24, 12, 12],
    [30, 12, 18],
  ])('%i items → %i and %i, in order', (count, first, second) => {
    const [left, right] = splitColumns(numbers(count));
    expect(left).toEqual(numbers(first));
    expect(right).toEqual(numbers(count).slice(12));
    expect(right).toHaveLength(second);
  });

  it('takes another first-column size, never a negative or fractional one, and leaves its input alone', () => {
    const items = Object.freeze(numbers(5));
    expect(splitColumns(items, 2)).toEqual([[1, 2], [3, 4, 5]]);
    expect(splitColumns(items, 2.7)).toEqual([[1, 2], [3, 4, 5]]);
    expect(splitColumns(items, -3)).toEqual([[], [1, 2, 3, 4, 5]]);
    expect(splitColumns(items, 0)).toEqual([[], [1, 2, 3, 4, 5]]);
  });
});

describe('brandLink', () => {
  const entry = (url: string, name = 'Adidas', bold = false) => ({ url, name, bold });

  it('keeps a same-origin address as written, the name and the highlight', () => {
    expect(brandLink(entry('/brand/adidas/', 'Adidas', true), false)).toEqual({ href: '/brand/adidas/', name: 'Adidas', top: true });
    expect(brandLink(entry('brand/adidas/'), false)?.href).toBe('brand/adidas/');
    expect(brandLink(entry(`${location.origin}/ua/brand/adidas/`), false)?.href).toBe(`${location.origin}/ua/brand/adidas/`);
  });

  it.each([
    ['/brand/adidas/', '/brand/adidas/?sort=man'],
    ['/brand/adidas/?color=red', '/brand/adidas/?color=red&sort=man'],
    ['/brand/adidas/#top', '/brand/adidas/?sort=man#top'],
    ['/brand/adidas/?color=red#top', '/brand/adidas/?color=red&sort=man#top'],
    ['/brand/adidas/?sort=price', '/brand/adidas/?sort=man'],
    ['/brand/adidas/?sort=man', '/brand/adidas/?sort=man'],
    [`${location.origin}/brand/adidas/`, '/brand/adidas/?sort=man'],
  ])('with the men’s sort, %s becomes %s', (url, href) => {
    expect(brandLink(entry(url), true)?.href).toBe(href);
  });

  it.each(['javascript:alert(1)', 'JAVASCRIPT:alert(1)', ' javascript:alert(1)', 'data:text/html,x', 'https://evil.example/brand/', '//evil.example/', 'mailto:a@b.c', '', '   '])(
    'drops %j',
    (url) => {
      expect(brandLink(entry(url), false)).toBeNull();
      expect(brandLink(entry(url), true)).toBeNull();
    },
  );

  it('drops an entry without a name and trims the name it shows', () => {
    expect(brandLink(entry('/brand/a/', '  '), false)).toBeNull();
    expect(brandLink(entry('/brand/a/', '  Fila '), false)?.name).toBe('Fila');
  });

  it('brandLinks keeps the server’s order and leaves the dropped ones out', () => {
    const links = brandLinks([entry('/b/', 'B'), entry('javascript:x', 'X'), entry('/a/', 'A', true)], true);
    expect(links).toEqual([
      { href: '/b/?sort=man', name: 'B', top: false },
      { href: '/a/?sort=man', name: 'A', top: true },
    ]);
  });
});
