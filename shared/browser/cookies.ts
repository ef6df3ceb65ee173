// The shop's own cookies (SPEC 3 "Cookies and local storage"): written by the widgets that set
// them, and read where a widget's look depends on one (the brand menu's `menu`).
import Cookies from 'js-cookie';

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

/**
 * The decoded value of a cookie the page can see, or null when there is none. js-cookie decodes
 * the name and value as setCookie encodes them, so what one writes the other reads; a pair it
 * cannot decode counts as absent. A browser that refuses cookies (a sandboxed frame throws)
 * counts as having none: a cookie is never worth a broken page.
 */
export function readCookie(name: string): string | null {
  try {
    // js-cookie reads the jar as text: anything else (a stubbed document) is no cookie.
    if (typeof document.cookie !== 'string') return null;
    const value = Cookies.get(name);
    // Its jar is a plain object: an inherited name ('constructor') comes back as no text.
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}
