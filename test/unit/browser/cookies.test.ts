import { afterEach, describe, expect, it } from 'vitest';
import { setCookie } from '../../../shared/browser/cookies.ts';

/** Replaces document.cookie for one test with an own property; afterEach deletes it, uncovering happy-dom's. */
function stubCookie(descriptor: PropertyDescriptor): void {
  Object.defineProperty(document, 'cookie', { configurable: true, ...descriptor });
}

/** Every string written to document.cookie while stubbed. */
function recordWrites(): string[] {
  const written: string[] = [];
  stubCookie({
    get: () => '',
    set: (value: string) => void written.push(value),
  });
  return written;
}

const expire = (name: string) => {
  document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
};

afterEach(() => {
  Reflect.deleteProperty(document, 'cookie');
  for (const name of ['close_first_enter', 'a%20b', 'session_only']) expire(name);
});

describe('setCookie', () => {
  it('sets a site-wide cookie the page can see', () => {
    expect(setCookie('close_first_enter', '1')).toBe(true);
    expect(document.cookie.split('; ')).toContain('close_first_enter=1');
  });

  it('writes name=value; path=/; SameSite=Lax, without a lifetime by default', () => {
    const written = recordWrites();
    expect(setCookie('close_first_enter', '1')).toBe(true);
    expect(written).toEqual(['close_first_enter=1; path=/; SameSite=Lax']);
  });

  it('adds max-age in whole seconds when given a lifetime', () => {
    const written = recordWrites();
    setCookie('close_first_enter', '1', { maxAgeSeconds: 86_400 });
    setCookie('close_first_enter', '1', { maxAgeSeconds: 59.6 });
    setCookie('close_first_enter', '1', { maxAgeSeconds: 0 });
    expect(written).toEqual([
      'close_first_enter=1; path=/; SameSite=Lax; max-age=86400',
      'close_first_enter=1; path=/; SameSite=Lax; max-age=60',
      'close_first_enter=1; path=/; SameSite=Lax; max-age=0',
    ]);
  });

  it('encodes the name and the value, so neither can add an attribute', () => {
    const written = recordWrites();
    setCookie('a b', 'x; domain=evil.example; path=/=', {});
    expect(written).toEqual(['a%20b=x%3B%20domain%3Devil.example%3B%20path%3D%2F%3D; path=/; SameSite=Lax']);
  });

  it('encoded values reach document.cookie as written', () => {
    setCookie('a b', 'c;d');
    expect(document.cookie.split('; ')).toContain('a%20b=c%3Bd');
  });

  it('returns false without throwing when the browser refuses cookies', () => {
    stubCookie({
      get: () => '',
      set: () => {
        throw new DOMException('The document is sandboxed and lacks the allow-same-origin flag.', 'SecurityError');
      },
    });
    expect(() => setCookie('close_first_enter', '1')).not.toThrow();
    expect(setCookie('close_first_enter', '1')).toBe(false);
  });

  it('works again once the stub is gone (the stub was restored)', () => {
    expect(setCookie('session_only', 'yes')).toBe(true);
    expect(document.cookie.split('; ')).toContain('session_only=yes');
  });
});
