// docs/api.md, addToCart: POST /ajax/basket_array/ with contentID, sid, product_data = JSON of
// [{id, s}]. Never repeated: the server would add the items twice.
import type { Endpoint } from '../endpoint.ts';
import { amount, count, flag, from, html, id, list, object, optional, text, withDefault, type Infer } from '../fields.ts';
import { callJson, type CallOptions } from '../request.ts';

/** One line of products[] in the answer. */
const cartProduct = object({
  pid: id,
  /** '' when left out. */
  brand: withDefault(text, ''),
  /** '' when left out. */
  name: withDefault(text, ''),
  /** The pipe-separated category path; '' when left out. */
  categoryData: from('category_data', withDefault(text, '')),
  /** 0 when left out. */
  addedProductPrice: withDefault(amount, 0),
  /** 1 (the analytics quantity per add) when left out. */
  quantity: withDefault(count, 1),
  addToBasketEventId: from('fb_addToBasketEventid', optional(text)),
  /** false when left out. */
  needEFFB: withDefault(flag, false),
});
export type CartProduct = Infer<typeof cartProduct>;

export const cartAddAnswer = object({
  products: withDefault(list(cartProduct), []),
  isAdmin: from('is_admin', withDefault(flag, false)),
  /** The cart's html; undefined when missing or ''. */
  basketProduct: optional(html),
  /** The recommendations' html: the single-basket panel opens only when present. */
  singleBasket: optional(html),
});
export type CartAddAnswer = Infer<typeof cartAddAnswer>;

export const addToCartEndpoint = {
  method: 'POST',
  path: '/ajax/basket_array/',
  body: 'form',
  answer: { kind: 'json', schema: cartAddAnswer },
} as const satisfies Endpoint;

export interface CartItem {
  /** Product id. */
  id: string;
  /** Size key, the size text from a select, or 'NOSIZE' for a product without sizes. */
  s: string;
}

export interface AddToCartInput {
  /** contentID: the page id. */
  contentId: string;
  /** Source block id. */
  sid: string;
  items: readonly CartItem[];
}

export function addToCart(input: AddToCartInput, options?: CallOptions): Promise<CartAddAnswer> {
  const items = input.items.map(({ id, s }) => ({ id, s }));
  const fields = { contentID: input.contentId, sid: input.sid, product_data: JSON.stringify(items) };
  return callJson(addToCartEndpoint, fields, options);
}
