// DESIGN "Where SPEC.md names no call": the widget follows the server's own link (a cart line's
// remove link, the cart page itself) with the ajax header and re-renders from the answer.
import { getApiClient } from '../default-client.ts';
import { toApiError } from '../errors.ts';
import type { CallOptions } from '../request.ts';

export interface ServerLinkAnswer {
  /** The server's html fragment for that link (trusted server HTML). */
  html: string;
  /** The `X-Cart-Count` header, when the server sent a valid one. */
  cartCount?: number;
}

/** GET a same-origin link of the page with `X-Requested-With`; other origins are refused unsent. */
export async function followServerLink(url: string, options: CallOptions = {}): Promise<ServerLinkAnswer> {
  try {
    const client = options.client ?? getApiClient();
    const response = await client.send({ method: 'GET', url, accept: 'text/html, */*; q=0.01', signal: options.signal });
    const html = await response.text();
    const header = (response.headers.get('X-Cart-Count') ?? '').trim();
    const count = /^\d{1,9}$/.test(header) ? Number(header) : null;
    return count === null ? { html } : { html, cartCount: count };
  } catch (err) {
    throw toApiError(err, pathOf(url));
  }
}

function pathOf(url: string): string {
  try {
    return new URL(url, 'http://origin.invalid').pathname;
  } catch {
    return url;
  }
}
