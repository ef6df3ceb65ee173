// SPEC.md 7 "Favourites".
import type { ClearFavouritesAnswer, FavouritesAnswer } from '../answers.ts';
import { endpoints } from '../endpoints.ts';
import { callJson, type CallOptions } from '../request.ts';
import { flagField } from './flags.ts';

export interface ToggleFavouriteInput {
  productId: string;
  sid: string;
  /** True on the collage/look page. */
  isCollage: boolean;
}

/** GET /ajax/to/favorite/?productid&sid&is_collage: the product is added if its id is in idArray. */
export function toggleFavourite(input: ToggleFavouriteInput, options?: CallOptions): Promise<FavouritesAnswer> {
  const fields = { productid: input.productId, sid: input.sid, is_collage: flagField(input.isCollage) };
  return callJson(endpoints.toggleFavourite, fields, options);
}

/** GET /ajax/to/favorite/?removeall=1 */
export function clearFavourites(options?: CallOptions): Promise<ClearFavouritesAnswer> {
  return callJson(endpoints.clearFavourites, {}, options);
}
