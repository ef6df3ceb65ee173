// SPEC.md 7 "Favourites": GET /ajax/to/favorite/?productid&sid&is_collage. A GET the server
// applies (a toggle), so it is never repeated.
import type { Endpoint } from '../endpoint.ts';
import { count, flag, html, id, list, object, optional, text, withDefault, type Schema } from '../fields.ts';
import { callJson, type CallOptions } from '../request.ts';
import { productDataField, type TrackedProduct } from '../trackedProduct.ts';
import { flagField } from './flags.ts';

export interface FavouritesAnswer {
  /** id_array: the product is added if its id is here. */
  idArray: string[];
  /** count; the length of id_array when left out. */
  count: number;
  /** html: the side-panel list. */
  html: string;
  /** productdata: the product described for tracking, when the server sent a usable one. */
  productData?: TrackedProduct;
  /** fb_AddToWishListEventId */
  wishlistEventId?: string;
  /** isManager: no wishlist tracking when true; false when left out. */
  isManager: boolean;
}

export const favouritesAnswer: Schema<FavouritesAnswer> = object(
  {
    id_array: list(id),
    count: optional(count),
    html,
    productdata: productDataField,
    fb_AddToWishListEventId: optional(text),
    isManager: withDefault(flag, false),
  },
  (raw): FavouritesAnswer => ({
    idArray: raw.id_array,
    count: raw.count ?? raw.id_array.length,
    html: raw.html,
    productData: raw.productdata,
    wishlistEventId: raw.fb_AddToWishListEventId,
    isManager: raw.isManager,
  }),
);

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
