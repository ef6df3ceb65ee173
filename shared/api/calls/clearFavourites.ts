// SPEC.md 7 "Favourites": GET /ajax/to/favorite/?removeall=1.
import type { Endpoint } from '../endpoint.ts';
import { html, object, withDefault, type Schema } from '../fields.ts';
import { callJson, type CallOptions } from '../request.ts';

export interface ClearFavouritesAnswer {
  /** html: the emptied list; '' when left out. */
  html: string;
}

export const clearFavouritesAnswer: Schema<ClearFavouritesAnswer> = object({ html: withDefault(html, '') }, (raw): ClearFavouritesAnswer => ({ html: raw.html }));

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
