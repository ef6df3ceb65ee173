// SPEC.md 7 "Cart".
import type { CartAddAnswer } from '../answers.ts';
import { endpoints } from '../endpoints.ts';
import { callJson, callText, type CallOptions } from '../request.ts';

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

/** POST /ajax/basket_array/ with contentID, sid, product_data = JSON of [{id, s}]. Never retried. */
export function addToCart(input: AddToCartInput, options?: CallOptions): Promise<CartAddAnswer> {
  const items = input.items.map(({ id, s }) => ({ id, s }));
  const fields = { contentID: input.contentId, sid: input.sid, product_data: JSON.stringify(items) };
  return callJson(endpoints.addToCart, fields, options);
}

/** GET /ajax/block-basket-product/?basketid&open=1 → the cart popup html. basketid is '' when not given. */
export function loadCartPopup(input: { basketId?: string } = {}, options?: CallOptions): Promise<string> {
  return callText(endpoints.cartPopup, { basketid: input.basketId ?? '' }, options);
}

export interface SingleBasketShowInput {
  sid: string;
  ids: readonly string[];
  block: string;
}

/** GET /ajax/single-basket/?ajax=1&action=show&sid&ids=a,b&block → text (unused by SPEC.md). */
export function loadSingleBasketShow(input: SingleBasketShowInput, options?: CallOptions): Promise<string> {
  return callText(endpoints.singleBasketShow, { sid: input.sid, ids: input.ids.join(','), block: input.block }, options);
}

/** GET /ajax/single-basket/?ajax=1&action=popup&sid&pid → text (unused by SPEC.md). */
export function loadSingleBasketPopup(input: { sid: string; pid: string }, options?: CallOptions): Promise<string> {
  return callText(endpoints.singleBasketPopup, { sid: input.sid, pid: input.pid }, options);
}
