// Addresses the widgets set as attributes after reading them from server HTML or marker data.

function parse(raw: string | null): URL | null {
  const value = raw?.trim();
  if (!value) return null;
  try {
    return new URL(value, document.baseURI);
  } catch {
    return null;
  }
}

/**
 * A link the widget renders: kept only when it stays on this site over http(s). A `javascript:`
 * address, or one that would take the shopper to another site, is dropped. Returns the value as
 * written (relative links stay relative).
 */
export function sameOriginLink(raw: string | null): string | null {
  const url = parse(raw);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== location.origin) return null;
  return raw?.trim() ?? null;
}

/** An image address: http(s) only (images may come from a CDN); anything else is dropped. */
export function imageUrl(raw: string | null): string | null {
  const url = parse(raw);
  return url && (url.protocol === 'http:' || url.protocol === 'https:') ? (raw?.trim() ?? null) : null;
}
