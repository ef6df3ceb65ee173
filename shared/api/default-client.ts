// The module-level client the exported calls use; the runtime configures it from the page context.
import { DEFAULT_API_TIMEOUT_MS } from '../context/types.ts';
import { createClient, type ApiClient, type ClientOptions } from './client.ts';

let options: ClientOptions = { timeoutMs: DEFAULT_API_TIMEOUT_MS };
let current: ApiClient | undefined;

/** Created on first use, so importing the api never touches location. */
export function getApiClient(): ApiClient {
  current ??= createClient(options);
  return current;
}

/** Replaces some options of the default client; the next call builds a new client. */
export function configureApi(next: Partial<ClientOptions>): void {
  options = { ...options, ...next };
  current = undefined;
}

/** The page context's apiTimeoutMs (QA fixtures shorten it). */
export function setApiTimeout(ms: number): void {
  configureApi({ timeoutMs: ms });
}

/** Back to a default client with the default timeout (tests). */
export function resetApiClient(): void {
  options = { timeoutMs: DEFAULT_API_TIMEOUT_MS };
  current = undefined;
}
