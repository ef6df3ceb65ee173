/**
 * document.cookie as a jar of its own for one test: every write is recorded as written (with its
 * path and max-age), and with `refuse` nothing is kept, as in a browser with cookies turned off
 * (the write is dropped without an error). `restoreCookieJar()` uncovers happy-dom's own.
 */
export function stubCookieJar(options: { refuse?: boolean } = {}): { writes: string[] } {
  const writes: string[] = [];
  const jar = new Map<string, string>();
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    set: (written: string) => {
      writes.push(written);
      if (options.refuse) return;
      const [pair = '', ...attributes] = written.split(';').map((part) => part.trim());
      const equals = pair.indexOf('=');
      const name = pair.slice(0, equals);
      const maxAge = attributes.find((attribute) => attribute.startsWith('max-age='));
      if (maxAge !== undefined && Number(maxAge.slice('max-age='.length)) <= 0) jar.delete(name);
      else jar.set(name, pair.slice(equals + 1));
    },
  });
  return { writes };
}

export function restoreCookieJar(): void {
  Reflect.deleteProperty(document, 'cookie');
}
