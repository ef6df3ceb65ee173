// Writing the shop's own cookies (SPEC 3 "Cookies and local storage"). Only writes: reading is
// left to the server, which sends what the page needs in page init.

export interface CookieOptions {
  /** Lifetime; without it the cookie ends with the browser session. */
  maxAgeSeconds?: number;
}

/**
 * Sets a site-wide cookie. Names and values are the shop's own constants, encoded anyway so a
 * value can never add an attribute. False when the browser refuses cookies (a sandboxed frame
 * throws): the caller carries on, a cookie is never worth a broken page.
 */
export function setCookie(name: string, value: string, options: CookieOptions = {}): boolean {
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, 'path=/', 'SameSite=Lax'];
  if (options.maxAgeSeconds !== undefined) parts.push(`max-age=${Math.round(options.maxAgeSeconds)}`);
  try {
    document.cookie = parts.join('; ');
    return true;
  } catch {
    return false;
  }
}
