// docs/api.md, autocompleteLog: GET /ajax/search-autocomplete-log/?query&anchor&url → {id},
// added to the chosen entry's url as search_task={id}. A log call: never repeated.
import type { Endpoint } from '../endpoint.ts';
import { id, object, type Infer } from '../fields.ts';
import { callJson, type CallOptions } from '../request.ts';

export const autocompleteLogAnswer = object({
  /** Added to the entry's url as search_task={id}. */
  id,
});
export type AutocompleteLogAnswer = Infer<typeof autocompleteLogAnswer>;

export const autocompleteLogEndpoint = {
  method: 'GET',
  path: '/ajax/search-autocomplete-log/',
  body: 'query',
  answer: { kind: 'json', schema: autocompleteLogAnswer },
} as const satisfies Endpoint;

export interface AutocompleteLogInput {
  query: string;
  anchor: string;
  url: string;
}

export function logAutocomplete(input: AutocompleteLogInput, options?: CallOptions): Promise<AutocompleteLogAnswer> {
  return callJson(autocompleteLogEndpoint, { query: input.query, anchor: input.anchor, url: input.url }, options);
}
