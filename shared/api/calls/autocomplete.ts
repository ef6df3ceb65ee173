// docs/api.md, autocomplete: GET /ajax/search-autocomplete/?name&fromurl → the list html.
// No entries for a query is a valid (empty) answer. Only reads, so it may be repeated.
import type { Endpoint } from '../endpoint.ts';
import { callText, type CallOptions } from '../request.ts';

export const autocompleteEndpoint = {
  method: 'GET',
  path: '/ajax/search-autocomplete/',
  body: 'query',
  answer: { kind: 'html', empty: 'allowed' },
  safeToRepeat: true,
} as const satisfies Endpoint;

export function loadAutocomplete(input: { name: string; fromUrl: string }, options?: CallOptions): Promise<string> {
  return callText(autocompleteEndpoint, { name: input.name, fromurl: input.fromUrl }, options);
}
