import { afterEach, describe, expect, it } from 'vitest';
import { readCookie, setCookie } from '../../../shared/browser/cookies.ts';

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
  for (const name of ['close_first_enter', 'a%20b', 'session_only', 'menu']) expire(name);
});

describe('setCookie', () => {
  it('sets a site-wide cookie the page can see', () => {
    expect(setCookie('close_first_enter', '1')).toBe(true);
    expect(document.cookie.split('; ')).toContain('close_first_enter=1');
  });

  it('writes name=value; path=/; SameSite=Lax, without a lifetime by default', () => {
    const written = recordWrites();
    setCookie('close_first_enter', '1');
    expect(written).toEqual(['close_first_enter=1; path=/; SameSite=Lax']);
  });

  it('returns false when the write is dropped without a word (cookies turned off)', () => {
    // The recording jar keeps nothing: what a browser with cookies disabled does.
    const written = recordWrites();
    expect(setCookie('close_first_enter', '1', { maxAgeSeconds: 60 })).toBe(false);
    expect(written).toHaveLength(1);
    // Expiring a cookie has nothing to read back and is not a refusal.
    expect(setCookie('close_first_enter', '', { maxAgeSeconds: 0 })).toBe(true);
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

describe('readCookie', () => {
  /** document.cookie reads as `jar` for one test. */
  const jarReads = (jar: unknown) => stubCookie({ get: () => jar, set: () => {} });

  it('is null for a cookie the page does not have', () => {
    expect(readCookie('menu')).toBeNull();
    jarReads('');
    expect(readCookie('menu')).toBeNull();
  });

  it('reads what setCookie wrote, among others', () => {
    setCookie('close_first_enter', '1');
    setCookie('menu', 'm');
    expect(readCookie('menu')).toBe('m');
    expect(readCookie('close_first_enter')).toBe('1');
  });

  it('decodes encoded values and names, as setCookie encodes them', () => {
    setCookie('a b', 'c;d = é');
    expect(readCookie('a b')).toBe('c;d = é');
    jarReads('menu=%D0%BC%20w; other=x');
    expect(readCookie('menu')).toBe('м w');
  });

  it('takes a pair that cannot be decoded for none, and a quoted value without its quotes', () => {
    jarReads('menu=%E0%A4%A; quoted="w"');
    expect(readCookie('menu')).toBeNull();
    expect(readCookie('quoted')).toBe('w');
  });

  it.each([
    ['pairs without a value or a name', '=; ;menu; menu=m', 'm'],
    ['a pair without a value before it', 'flag; menu=w', 'w'],
    ['the first of two', 'menu=m; menu=w', 'm'],
    ['a name that only ends like it', 'xmenu=w; menu_old=w', null],
    ['garbage', ';;;===;', null],
    ['a lone % in the value, kept as it is', 'menu=100%', '100%'],
    ['an = inside the value', 'menu=a=b', 'a=b'],
    ['an undecodable pair, then a good one', 'menu=%E0%A4; menu=w', 'w'],
    ['a name of the pair without a value', 'menu; x=1', null],
  ])('reads a malformed document.cookie: %s', (_, jar, expected) => {
    jarReads(jar);
    expect(readCookie('menu')).toBe(expected);
  });

  it('does not take inherited names for cookies', () => {
    jarReads('menu=m');
    expect(readCookie('constructor')).toBeNull();
    expect(readCookie('__proto__')).toBeNull();
    expect(readCookie('toString')).toBeNull();
  });

  it('is null, without throwing, when reading cookies throws (a sandboxed frame) or gives no text', () => {
    stubCookie({
      get: () => {
        throw new DOMException('The document is sandboxed and lacks the allow-same-origin flag.', 'SecurityError');
      },
    });
    expect(() => readCookie('menu')).not.toThrow();
    expect(readCookie('menu')).toBeNull();
    Reflect.deleteProperty(document, 'cookie');
    jarReads(undefined);
    expect(readCookie('menu')).toBeNull();
  });
});
