import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import * as api from '../../../shared/api/index.ts';
import { searchImageAndGo } from '../../../shared/actions/imageSearch.ts';
import { imageSearchTarget } from '../../../shared/actions/imageSearchTarget.ts';
import { navigation } from '../../../shared/browser/navigation.ts';
import { photoSearchFailed } from '../../../shared/i18n/messages/imageSearch.ts';
import { resetStore } from '../helpers/resetStore.ts';

vi.mock(import('../../../shared/api/index.ts'), async (original) => ({ ...(await original()), searchByImage: vi.fn() }));
const searchCall = vi.mocked(api.searchByImage);

describe('imageSearchTarget', () => {
  it.each<[api.ImageSearchAnswer, string, string | null]>([
    [{ id: '12' }, '/', '/search-image/12/'],
    [{ id: '12' }, '/ua/', '/ua/search-image/12/'],
    [{ image: 'photo.jpg' }, '/', '/photo-search-no-result/?image=photo.jpg'],
    [{ image: '/uploads/7.png' }, '/ua/', '/ua/photo-search-no-result/?image=%2Fuploads%2F7.png'],
    // Both: the results route wins.
    [{ id: '3', image: 'x.jpg' }, '/', '/search-image/3/'],
    // Neither, or blank values.
    [{}, '/', null],
    [{ id: undefined, image: undefined }, '/ua/', null],
    [{ image: '   ' }, '/', null],
    // Hostile ids stay one path segment.
    [{ id: 'a/b' }, '/', '/search-image/a%2Fb/'],
    [{ id: '?x=1#top' }, '/', '/search-image/%3Fx%3D1%23top/'],
    [{ id: '<script>' }, '/', '/search-image/%3Cscript%3E/'],
    [{ id: 'https://evil.example/' }, '/', '/search-image/https%3A%2F%2Fevil.example%2F/'],
    [{ id: 'плаття' }, '/ua/', '/ua/search-image/%D0%BF%D0%BB%D0%B0%D1%82%D1%82%D1%8F/'],
    // A dot segment would climb out of the route: no id at all.
    [{ id: '..' }, '/', null],
    [{ id: '.' }, '/', null],
    [{ id: '..', image: 'x.png' }, '/', '/photo-search-no-result/?image=x.png'],
    [{ id: '..a' }, '/', '/search-image/..a/'],
    // Hostile images stay one parameter's value.
    [{ image: 'a&b=c' }, '/', '/photo-search-no-result/?image=a%26b%3Dc'],
    [{ image: 'javascript:alert(1)' }, '/', '/photo-search-no-result/?image=javascript%3Aalert%281%29'],
    [{ image: '"><img src=x onerror=alert(1)>' }, '/', '/photo-search-no-result/?image=%22%3E%3Cimg+src%3Dx+onerror%3Dalert%281%29%3E'],
    [{ image: 'https://evil.example/x.png#frag' }, '/ua/', '/ua/photo-search-no-result/?image=https%3A%2F%2Fevil.example%2Fx.png%23frag'],
  ])('%j on %s → %s', (answer, root, target) => {
    expect(imageSearchTarget(answer, root)).toBe(target);
  });

  it('every address it gives stays on this site, on its route', () => {
    const hostile = ['//evil.example', '\\\\evil.example', '../..', 'javascript:alert(1)', '%2e%2e', '\u0000', ' #', '\n/x'];
    for (const value of hostile) {
      for (const answer of [{ id: value }, { image: value }]) {
        const target = imageSearchTarget(answer, '/ua/');
        if (target === null) continue;
        const url = new URL(target, location.href);
        expect(url.origin).toBe(location.origin);
        expect(url.pathname.startsWith('/ua/search-image/') || url.pathname === '/ua/photo-search-no-result/').toBe(true);
      }
    }
  });
  // The addresses of hostile-input.spec.ts's OFF_SITE list, each as the id and as the image, on
  // both roots: trimmed, then one path segment or one parameter's value. The browser suite keeps
  // two of them as journeys (issue 29 moved the other seven here).
  it.each([
    'https://evil.example/x',
    '//evil.example/x',
    'javascript:window.__pwned=1',
    ' JavaScript:window.__pwned=1',
    'java\tscript:window.__pwned=1',
    '/\\evil.example/x',
    '\\\\evil.example/x',
    'data:text/html,<script>window.__pwned=1</script>',
    'http://localhost@evil.example/x',
  ])('an answer of %j stays on this site: the results route with it encoded, or the no-result route with it as the image', (payload) => {
    for (const root of ['/', '/ua/']) {
      const results = new URL(imageSearchTarget({ id: payload }, root)!, location.href);
      expect(results.origin).toBe(location.origin);
      expect(results.pathname).toBe(`${root}search-image/${encodeURIComponent(payload.trim())}/`);
      expect(results.search).toBe('');
      const none = new URL(imageSearchTarget({ image: payload }, root)!, location.href);
      expect(none.origin).toBe(location.origin);
      expect(none.pathname).toBe(`${root}photo-search-no-result/`);
      expect([...none.searchParams]).toEqual([['image', payload.trim()]]);
    }
  });
});

describe('searchImageAndGo', () => {
  let goTo: MockInstance<typeof navigation.goTo>;
  let consoleError: MockInstance<typeof console.error>;

  beforeEach(() => {
    resetStore({ root: '/ua/', lang: 'ua' });
    searchCall.mockReset();
    goTo = vi.spyOn(navigation, 'goTo').mockImplementation(() => {});
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('sends the source and goes to the route of the page’s root', async () => {
    searchCall.mockResolvedValue({ id: '42' });
    const { signal } = new AbortController();
    await expect(searchImageAndGo({ productId: '7' }, signal)).resolves.toEqual({ ok: true, value: undefined });
    expect(searchCall).toHaveBeenCalledWith({ productId: '7' }, { signal });
    expect(goTo).toHaveBeenCalledWith('/ua/search-image/42/');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it.each([
    new api.ApiError('http', '/ajax/search-image/', { status: 500 }),
    new api.ApiError('timeout', '/ajax/search-image/'),
    new api.ApiError('parse', '/ajax/search-image/'),
    new api.ApiError('network', '/ajax/search-image/'),
  ])('a failed call (%s) fails with photoSearchFailed, is reported once and goes nowhere', async (error) => {
    searchCall.mockRejectedValue(error);
    await expect(searchImageAndGo({ imageId: '1' })).resolves.toEqual({ ok: false, message: photoSearchFailed });
    expect(goTo).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith('[shop-widgets] the image search failed; the shopper can try again', error);
  });

  it('an answer with neither id nor image is a failure, reported', async () => {
    searchCall.mockResolvedValue({});
    await expect(searchImageAndGo({ file: new File(['x'], 'a.png', { type: 'image/png' }) })).resolves.toEqual({ ok: false, message: photoSearchFailed });
    expect(goTo).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalledWith('[shop-widgets] the image search answered neither a search id nor an image');
  });

  it('an aborted search fails without a message or a report, even when the answer raced the abort', async () => {
    const controller = new AbortController();
    searchCall.mockImplementation(async () => {
      controller.abort();
      return { id: '1' };
    });
    await expect(searchImageAndGo({ productId: '7' }, controller.signal)).resolves.toEqual({ ok: false, message: null });
    const rejected = new AbortController();
    searchCall.mockImplementation(async () => {
      rejected.abort();
      throw new api.ApiError('network', '/ajax/search-image/');
    });
    await expect(searchImageAndGo({ productId: '7' }, rejected.signal)).resolves.toEqual({ ok: false, message: null });
    expect(goTo).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('a page that refuses to navigate: failed and reported, never a rejection', async () => {
    searchCall.mockResolvedValue({ image: 'x.png' });
    goTo.mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    await expect(searchImageAndGo({ productId: '7' })).resolves.toEqual({ ok: false, message: photoSearchFailed });
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]![0])).toBe('[shop-widgets] the image search could not go to /ua/photo-search-no-result/?image=x.png');
  });
});
