// Query helpers: read, set or remove one query parameter of an address, keeping its path
// (and hash). Setting the value 'remove' deletes the parameter. Brand links (?sort=man) and the
// autocomplete's search_task address are built with these.

/** The value that means "delete this parameter". */
export const REMOVE = 'remove';

function parse(address: string): URL | null {
  try {
    return new URL(address, location.href);
  } catch {
    return null;
  }
}

/** The parameter's value in `address` (default: this page's), or null when it has none. */
export function queryParam(name: string, address: string = location.href): string | null {
  return parse(address)?.searchParams.get(name) ?? null;
}

/**
 * `address` with the parameter set to `value` (or deleted for 'remove'), its path, other
 * parameters and hash kept. Same-origin addresses come back relative ('/brand/adidas/?sort=man'),
 * others whole; an address that cannot be read comes back as it was.
 */
export function withQueryParam(address: string, name: string, value: string): string {
  const url = parse(address);
  if (!url) return address;
  if (value === REMOVE) url.searchParams.delete(name);
  else url.searchParams.set(name, value);
  return url.origin === location.origin ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

/**
 * Sets (or removes, with 'remove') a parameter of this page's address in place, through history:
 * no reload, no new history entry.
 */
export function setPageQueryParam(name: string, value: string): void {
  const next = withQueryParam(location.href, name, value);
  try {
    history.replaceState(history.state, '', next);
  } catch {
    // A sandboxed page may refuse: the address simply stays.
  }
}
