/**
 * A link or image address read from server HTML, kept only when it is http(s) (relative ones
 * included): the widget sets it as an attribute, and a `javascript:` address must never get there.
 */
export function safeUrl(raw: string | null): string | null {
  const value = raw?.trim();
  if (!value) return null;
  try {
    const url = new URL(value, document.baseURI);
    return url.protocol === 'http:' || url.protocol === 'https:' ? value : null;
  } catch {
    return null;
  }
}
