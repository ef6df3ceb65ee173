// docs/api.md, toggleFavourite: GET /ajax/to/favorite/?productid&sid&is_collage. A GET the server
// applies (a toggle), so it is never repeated.
import type { Endpoint } from '../endpoint.ts';
import { count, flag, from, html, id, list, object, optional, text, withDefault, type Infer } from '../fields.ts';
import { callJson, type CallOptions } from '../request.ts';
import { productDataField } from '../trackedProduct.ts';
import { flagField } from './flags.ts';

export const favouritesAnswer = object(
  {
    /** The product is added if its id is here. */
    idArray: from('id_array', list(id)),
    /** The length of id_array when left out. */
    count: optional(count),
    /** The side-panel list. */
    html,
    /** The product described for tracking, when the server sent a usable one. */
    productData: from('productdata', productDataField),
    wishlistEventId: from('fb_AddToWishListEventId', optional(text)),
    /** No wishlist tracking when true; false when left out. */
    isManager: withDefault(flag, false),
  },
  (read) => ({ ...read, count: read.count ?? read.idArray.length }),
);
export type FavouritesAnswer = Infer<typeof favouritesAnswer>;

export const toggleFavouriteEndpoint = {
  method: 'GET',
  path: '/ajax/to/favorite/',
  body: 'query',
  answer: { kind: 'json', schema: favouritesAnswer },
} as const satisfies Endpoint;

export interface ToggleFavouriteInput {
  productId: string;
  sid: string;
  /** True on the collage/look page. */
  isCollage: boolean;
}

/** The product is added if its id is in the answer's idArray. */
export function toggleFavourite(input: ToggleFavouriteInput, options?: CallOptions): Promise<FavouritesAnswer> {
  const fields = { productid: input.productId, sid: input.sid, is_collage: flagField(input.isCollage) };
  return callJson(toggleFavouriteEndpoint, fields, options);
}
