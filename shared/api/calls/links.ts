// Where the server has no call of its own, the widget follows the server's own link (a cart line's
// remove link, the cart page itself) with the ajax header and re-renders from the answer.
import { getApiClient } from '../default-client.ts';
import { decodeHtml } from '../decode.ts';
import { toApiError } from '../errors.ts';
import type { CallOptions } from '../request.ts';
import { pathOf } from '../same-origin.ts';

export interface ServerLinkOptions extends CallOptions {
  /**
   * Following the link only reads (the cart page itself), so it may be sent again after a 5xx or
   * a lost connection. A link that changes something (a line's remove link) is followed once.
   */
  safeToRepeat?: boolean;
}

/**
 * GETs a same-origin link of the page with `X-Requested-With` and resolves with the server's
 * html for it (trusted server HTML; a whole page is accepted, empty or JSON answers are not).
 * Other origins are refused unsent. Rejects with ApiError only.
 */
export async function followServerLink(url: string, options: ServerLinkOptions = {}): Promise<string> {
  const endpoint = pathOf(url);
  try {
    const client = options.client ?? getApiClient();
    const response = await client.send({
      method: 'GET',
      url,
      accept: 'text/html, */*; q=0.01',
      signal: options.signal,
      safeToRepeat: options.safeToRepeat === true,
    });
    return decodeHtml(await response.text(), endpoint, { document: 'allowed' });
  } catch (err) {
    throw toApiError(err, endpoint);
  }
}
