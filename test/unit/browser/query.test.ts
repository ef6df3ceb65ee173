import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { queryParam, REMOVE, setPageQueryParam, withQueryParam } from '../../../shared/browser/query.ts';

describe('query helpers', () => {
  afterEach(() => history.replaceState(null, '', '/'));

  it('reads a parameter of this page or of any address', () => {
    history.replaceState(null, '', '/catalog/obuv/?sort=man&page=2#top');
    expect(queryParam('sort')).toBe('man');
    expect(queryParam('page')).toBe('2');
    expect(queryParam('missing')).toBeNull();
    expect(queryParam('search_task', '/ua/brand/adidas/?search_task=17')).toBe('17');
    expect(queryParam('q', '/search/?q=%D0%BF%D0%BB%D0%B0%D1%82%D1%8C%D0%B5')).toBe('платье');
  });

  it('sets a parameter keeping the path, the other parameters and the hash', () => {
    expect(withQueryParam('/brand/adidas/', 'sort', 'man')).toBe('/brand/adidas/?sort=man');
    expect(withQueryParam('/ua/catalog/obuv/?page=2#grid', 'sort', 'man')).toBe('/ua/catalog/obuv/?page=2&sort=man#grid');
    expect(withQueryParam('/brand/adidas/?sort=woman', 'sort', 'man')).toBe('/brand/adidas/?sort=man');
    expect(withQueryParam(`${location.origin}/product/1002/`, 'search_task', '42')).toBe('/product/1002/?search_task=42');
  });

  it("'remove' deletes the parameter", () => {
    expect(withQueryParam('/catalog/obuv/?sort=man&page=2', 'sort', REMOVE)).toBe('/catalog/obuv/?page=2');
    expect(withQueryParam('/catalog/obuv/?sort=man', 'sort', 'remove')).toBe('/catalog/obuv/');
    expect(withQueryParam('/catalog/obuv/', 'sort', 'remove')).toBe('/catalog/obuv/');
  });

  it('encodes values, so a value can never add a parameter or a fragment', () => {
    const built = withQueryParam('/search/', 'q', 'a&b=c#d');
    expect(built).toBe('/search/?q=a%26b%3Dc%23d');
    expect(queryParam('q', built)).toBe('a&b=c#d');
    expect(queryParam('b', built)).toBeNull();
  });

  it('leaves another site’s address whole, and one it cannot read as it was', () => {
    expect(withQueryParam('https://example.org/x/?a=1', 'sort', 'man')).toBe('https://example.org/x/?a=1&sort=man');
    expect(withQueryParam('http://[broken', 'sort', 'man')).toBe('http://[broken');
  });

  it('sets the page’s own address in place, without a new history entry', () => {
    history.replaceState(null, '', '/catalog/obuv/?page=2#grid');
    const entries = history.length;
    setPageQueryParam('sort', 'man');
    expect(location.pathname + location.search + location.hash).toBe('/catalog/obuv/?page=2&sort=man#grid');
    setPageQueryParam('page', REMOVE);
    expect(location.pathname + location.search + location.hash).toBe('/catalog/obuv/?sort=man#grid');
    expect(history.length).toBe(entries);
  });

  it('set then read gives the value back; set then remove gives the address without it', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 12 }).filter((v) => v !== REMOVE), fc.string({ maxLength: 20 }), (value, other) => {
        const base = `/catalog/?keep=${encodeURIComponent(other)}`;
        const set = withQueryParam(base, 'p', value);
        expect(queryParam('p', set)).toBe(value);
        expect(queryParam('keep', set)).toBe(other);
        const removed = withQueryParam(set, 'p', REMOVE);
        expect(queryParam('p', removed)).toBeNull();
        expect(queryParam('keep', removed)).toBe(other);
      }),
    );
  });
});
