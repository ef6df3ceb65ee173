// SPEC.md 7 "Cart": POST /ajax/basket_array/ with contentID, sid, product_data = JSON of [{id, s}].
// Never repeated: the server would add the items twice.
import type { Endpoint } from '../endpoint.ts';
import { amount, count, flag, html, id, list, object, optional, text, withDefault, type Schema } from '../fields.ts';
import { callJson, type CallOptions } from '../request.ts';

/** One line of products[] in the answer. */
export interface CartProduct {
  /** pid */
  pid: string;
  /** brand; '' when left out. */
  brand: string;
  /** name; '' when left out. */
  name: string;
  /** category_data: pipe-separated category path; '' when left out. */
  categoryData: string;
  /** addedProductPrice; 0 when left out. */
  addedProductPrice: number;
  /** quantity; 1 (the analytics quantity per add) when left out. */
  quantity: number;
  /** fb_addToBasketEventid */
  addToBasketEventId?: string;
  /** needEFFB; false when left out. */
  needEFFB: boolean;
}

const cartProduct: Schema<CartProduct> = object(
  {
    pid: id,
    brand: withDefault(text, ''),
    name: withDefault(text, ''),
    category_data: withDefault(text, ''),
    addedProductPrice: withDefault(amount, 0),
    quantity: withDefault(count, 1),
    fb_addToBasketEventid: optional(text),
    needEFFB: withDefault(flag, false),
  },
  (raw): CartProduct => ({
    pid: raw.pid,
    brand: raw.brand,
    name: raw.name,
    categoryData: raw.category_data,
    addedProductPrice: raw.addedProductPrice,
    quantity: raw.quantity,
    addToBasketEventId: raw.fb_addToBasketEventid,
    needEFFB: raw.needEFFB,
  }),
);

export interface CartAddAnswer {
  /** products[] */
  products: CartProduct[];
  /** is_admin */
  isAdmin: boolean;
  /** basketProduct: cart html; undefined when missing or ''. */
  basketProduct?: string;
  /** singleBasket: recommendations html; the single-basket panel opens only when present. */
  singleBasket?: string;
}

export const cartAddAnswer: Schema<CartAddAnswer> = object(
  {
    products: withDefault(list(cartProduct), []),
    is_admin: withDefault(flag, false),
    basketProduct: optional(html),
    singleBasket: optional(html),
  },
  (raw): CartAddAnswer => ({
    products: raw.products,
    isAdmin: raw.is_admin,
    basketProduct: raw.basketProduct,
    singleBasket: raw.singleBasket,
  }),
);

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
