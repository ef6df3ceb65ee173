import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { configureApi, resetApiClient } from '../../../shared/api/index.ts';
import { forgetBrandAnswers, knownBrands, loadBrands } from '../../../shared/actions/brandMenu.ts';
import { jsonAnswer, sent, stubFetch, textAnswer } from '../api/fetch-stub.ts';
import { brandMenuFailed } from '../../../shared/i18n/messages/brandMenu.ts';

const ADIDAS = { u: '/brand/adidas/', n: 'Adidas', b: 1 };
const FILA = { u: '/brand/fila/', n: 'Fila' };

let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  forgetBrandAnswers();
  configureApi({ retryDelayMs: 0, timeoutMs: 1000 });
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  resetApiClient();
  vi.useRealTimers();
});

describe('loadBrands', () => {
  it('posts g, l and majax=1 to /ajax/mmenu/ and resolves the entries in the server’s order', async () => {
    const fetch = stubFetch(jsonAnswer({ success: [ADIDAS, FILA] }));
    await expect(loadBrands({ gender: 'm', letter: 'A' })).resolves.toEqual({
      ok: true,
      value: [
        { url: '/brand/adidas/', name: 'Adidas', bold: true },
        { url: '/brand/fila/', name: 'Fila', bold: false },
      ],
    });
    const request = await sent(fetch);
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/ajax/mmenu/');
    expect(request.fields).toEqual({ majax: '1', g: 'm', l: 'A' });
    expect(request.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('asks once per gender and letter: a second ask, in flight or answered, shares the first call', async () => {
    const fetch = stubFetch(jsonAnswer({ success: [ADIDAS] }));
    const first = loadBrands({ gender: 'w', letter: '' });
    const second = loadBrands({ gender: 'w', letter: '' });
    expect(second).toBe(first);
    expect(knownBrands({ gender: 'w', letter: '' })).toBeUndefined();
    await first;
    expect(knownBrands({ gender: 'w', letter: '' })).toEqual([{ url: '/brand/adidas/', name: 'Adidas', bold: true }]);
    await loadBrands({ gender: 'w', letter: '' });
    expect(fetch).toHaveBeenCalledTimes(1);
    await loadBrands({ gender: 'm', letter: '' });
    await loadBrands({ gender: 'w', letter: 'A' });
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(knownBrands({ gender: 'w', letter: 'B' })).toBeUndefined();
  });

  it('an empty success, or none at all, is no brands', async () => {
    stubFetch(jsonAnswer({ success: [] }), jsonAnswer({}));
    await expect(loadBrands({ gender: 'w', letter: 'Q' })).resolves.toEqual({ ok: true, value: [] });
    await expect(loadBrands({ gender: 'w', letter: 'X' })).resolves.toEqual({ ok: true, value: [] });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it.each([
    ['a 500', () => jsonAnswer({ error: 'x' }, 500)],
    ['malformed JSON', () => textAnswer('{"success": [')],
    ['an HTML error page', () => textAnswer('<!doctype html><html><body>Bad gateway</body></html>')],
    ['an entry without a name', () => jsonAnswer({ success: [{ u: '/brand/a/' }] })],
    ['success that is not a list', () => jsonAnswer({ success: 'Adidas' })],
    ['a lost connection', () => new TypeError('Failed to fetch')],
  ] as const)('%s tells the menu’s failure message, is reported once, and the next ask calls again', async (_, answer) => {
    const fetch = stubFetch(answer(), jsonAnswer({ success: [FILA] }));
    await expect(loadBrands({ gender: 'w', letter: 'F' })).resolves.toEqual({ ok: false, message: brandMenuFailed });
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]![0])).toBe('[shop-widgets] the brand menu could not be loaded (gender "w", letter "F")');
    expect(knownBrands({ gender: 'w', letter: 'F' })).toBeUndefined();
    await expect(loadBrands({ gender: 'w', letter: 'F' })).resolves.toEqual({ ok: true, value: [{ url: '/brand/fila/', name: 'Fila', bold: false }] });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('a call that never answers fails at the client’s timeout', async () => {
    vi.useFakeTimers();
    configureApi({ timeoutMs: 10_000 });
    stubFetch('hang');
    const pending = loadBrands({ gender: 'm', letter: '' });
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(pending).resolves.toEqual({ ok: false, message: brandMenuFailed });
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('keeps hostile text as data: the widget decides what is shown', async () => {
    stubFetch(jsonAnswer({ success: [{ u: 'javascript:alert(1)', n: '<script>alert(1)</script>', b: '' }] }));
    await expect(loadBrands({ gender: 'w', letter: '' })).resolves.toEqual({ ok: true, value: [{ url: 'javascript:alert(1)', name: '<script>alert(1)</script>', bold: false }] });
  });
});
