/**
 * The chat script's address from `data-src`: http(s) only, absolute or relative to the page (a
 * chat vendor's host is allowed). A `javascript:` or `data:` address is inline code by another
 * name, so it is refused, as is anything that is no address at all.
 */
export function isChatScriptUrl(raw: string): boolean {
  if (raw.trim() === '') return false;
  try {
    const url = new URL(raw.trim(), document.baseURI);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
