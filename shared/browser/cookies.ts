// The shop's own cookies (README.md, and each widget's README): written by the widgets that set
// them, and read where a widget's look depends on one (the brand menu's `menu`).

export interface CookieOptions {
  /** Lifetime; without it the cookie ends with the browser session. */
  maxAgeSeconds?: number;
}

/**
 * Sets a site-wide cookie. Names and values are the shop's own constants, encoded anyway so a
 * value can never add an attribute. False when the browser refuses cookies: a sandboxed frame
 * throws, and a browser with cookies turned off drops the write without a word, so the cookie is
 * read back. The caller carries on either way: a cookie is never worth a broken page.
 */
export function setCookie(name: string, value: string, options: CookieOptions = {}): boolean {
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, 'path=/', 'SameSite=Lax'];
  if (options.maxAgeSeconds !== undefined) parts.push(`max-age=${Math.round(options.maxAgeSeconds)}`);
  try {
    document.cookie = parts.join('; ');
  } catch {
    return false;
  }
  // A cookie set to expire at once is meant to be gone: there is nothing to read back.
  if (options.maxAgeSeconds !== undefined && options.maxAgeSeconds <= 0) return true;
  return readCookie(name) === value;
}

/** %XX runs decoded as encodeURIComponent wrote them (a lone % stays); throws on a run that is no UTF-8. */
function decode(text: string): string {
  return text.replace(/(%[\dA-F]{2})+/gi, decodeURIComponent);
}

/**
 * The decoded value of a cookie the page can see, or null when there is none. Names and values are
 * decoded as setCookie encodes them, a value in double quotes loses them, and a pair that cannot
 * be decoded counts as absent (a later pair of the name may still be read); the first pair of the
 * name wins, as browsers list the most specific path first. A browser that refuses cookies (a
 * sandboxed frame throws) counts as having none: a cookie is never worth a broken page.
 */
export function readCookie(name: string): string | null {
  try {
    const jar: unknown = document.cookie;
    // Anything but text (a stubbed document) is no cookie.
    if (typeof jar !== 'string') return null;
    for (const pair of jar.split('; ')) {
      const at = pair.indexOf('=');
      if (at < 0) continue;
      try {
        if (decode(pair.slice(0, at)) !== name) continue;
        const value = pair.slice(at + 1);
        return decode(value[0] === '"' ? value.slice(1, -1) : value);
      } catch {
        // Not decodable: not this cookie, read on.
      }
    }
  } catch {
    // The getter threw: a sandboxed frame.
  }
  return null;
}
