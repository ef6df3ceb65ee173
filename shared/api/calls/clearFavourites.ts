// docs/api.md, clearFavourites: GET /ajax/to/favorite/?removeall=1.
import type { Endpoint } from '../endpoint.ts';
import { html, object, withDefault, type Infer } from '../fields.ts';
import { callJson, type CallOptions } from '../request.ts';

export const clearFavouritesAnswer = object({
  /** The emptied list; '' when left out. */
  html: withDefault(html, ''),
});
export type ClearFavouritesAnswer = Infer<typeof clearFavouritesAnswer>;

export const clearFavouritesEndpoint = {
  method: 'GET',
  path: '/ajax/to/favorite/',
  body: 'query',
  fixed: { removeall: '1' },
  answer: { kind: 'json', schema: clearFavouritesAnswer },
} as const satisfies Endpoint;

export function clearFavourites(options?: CallOptions): Promise<ClearFavouritesAnswer> {
  return callJson(clearFavouritesEndpoint, {}, options);
}
