// Runs one call's row (calls/<call>.ts): builds the request, sends it, reads the answer by its kind.
import type { ApiClient } from './client.ts';
import { decodeHtml, decodeJson } from './decode.ts';
import { getApiClient } from './default-client.ts';
import type { Endpoint, JsonEndpoint, SilentEndpoint, TextEndpoint } from './endpoint.ts';
import { ApiError, toApiError } from './errors.ts';
import { buildPayload, type Fields } from './payload.ts';
import { pathOf } from './same-origin.ts';

export interface CallOptions {
  /** Cancels the call (e.g. a newer autocomplete query); it then rejects with ApiError 'network'. */
  signal?: AbortSignal;
  /** Another client than the module-level default one. */
  client?: ApiClient;
  /** The URL for rows whose path is null (the new-arrival link). */
  url?: string;
  /** The request outlives the page (a tracking call sent as the shopper follows a link). */
  keepalive?: boolean;
}

// jQuery's Accept values: some PHP backends pick the answer format from them.
const ACCEPT = {
  json: 'application/json, text/javascript, */*; q=0.01',
  html: 'text/html, */*; q=0.01',
  none: '*/*',
} as const;

/** The path an ApiError names: the row's, or the path of the URL the call was given. */
function endpointLabel(endpoint: Endpoint, options: CallOptions): string {
  if (endpoint.path !== null) return endpoint.path;
  return options.url === undefined ? '(no url)' : pathOf(options.url);
}

async function exchange(endpoint: Endpoint, fields: Fields | undefined, options: CallOptions): Promise<Response> {
  const url = endpoint.path ?? options.url;
  if (url === undefined) throw new ApiError('network', '(no url)', { message: 'API call without a URL' });
  const client = options.client ?? getApiClient();
  return client.send({
    method: endpoint.method,
    url,
    ...buildPayload(endpoint.body, endpoint.fixed, fields),
    accept: ACCEPT[endpoint.answer.kind],
    signal: options.signal,
    safeToRepeat: endpoint.safeToRepeat === true,
    keepalive: options.keepalive,
  });
}

async function exchangeText(endpoint: Endpoint, fields: Fields | undefined, options: CallOptions): Promise<string> {
  try {
    const response = await exchange(endpoint, fields, options);
    // The body can still fail to arrive (connection dropped, aborted) after the headers did.
    return await response.text();
  } catch (err) {
    throw toApiError(err, endpointLabel(endpoint, options));
  }
}

/** A JSON row: the decoded, normalised answer. */
export async function callJson<T>(endpoint: JsonEndpoint<T>, fields?: Fields, options: CallOptions = {}): Promise<T> {
  const body = await exchangeText(endpoint, fields, options);
  return decodeJson(body, endpoint.answer.schema, endpointLabel(endpoint, options));
}

/** An html row: the server's fragment as-is (trusted server HTML), once it is one. */
export async function callText(endpoint: TextEndpoint, fields?: Fields, options: CallOptions = {}): Promise<string> {
  const body = await exchangeText(endpoint, fields, options);
  return decodeHtml(body, endpointLabel(endpoint, options), { empty: endpoint.answer.empty });
}

/** A row whose answer is not used: resolves once the server answered with a 2xx status. */
export async function callSilent(endpoint: SilentEndpoint, fields?: Fields, options: CallOptions = {}): Promise<void> {
  try {
    const response = await exchange(endpoint, fields, options);
    // Free the connection; whatever the body holds is not needed.
    await response.body?.cancel().catch(() => undefined);
  } catch (err) {
    throw toApiError(err, endpointLabel(endpoint, options));
  }
}
