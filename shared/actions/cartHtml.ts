import { batch } from '@preact/signals-core';
import { AnswerOrder } from '../store/answerOrder.ts';
import { store } from '../store/index.ts';
import { parseServerHtml } from '../browser/parseServerHtml.ts';

// What the bundle reads from the cart html the server renders (basketProduct, the cart popup, the
// cart page): one `.cart-line[data-basketid]` per line, and the figures that depend on the lines
// (the total) inside `.cart-total`. See widgets/mini-cart/README.md.
export const CART_LINE_SELECTOR = '.cart-line[data-basketid]';
export const CART_TOTAL_SELECTOR = '.cart-total';

/** Orders every answer that writes the cart html or count: page init, add, popup, removal, cart page. */
export const cartAnswers = new AnswerOrder();

/** Basket ids of the lines in cart html, in page order, each once. */
export function cartLineIds(root: ParentNode): string[] {
  const ids: string[] = [];
  for (const line of root.querySelectorAll(CART_LINE_SELECTOR)) {
    const id = (line.getAttribute('data-basketid') ?? '').trim();
    if (id && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** The cart count is the number of lines the server's cart html lists (widgets/cart-counter). */
export function countCartLines(html: string): number {
  return cartLineIds(parseServerHtml(html)).length;
}

/** Shows this cart html (and the count it implies) unless a newer answer already wrote the cart. */
export function applyCartHtml(html: string, ticket: number): boolean {
  if (!cartAnswers.accept(ticket)) return false;
  batch(() => {
    store.cartHtml.value = html;
    store.cartCount.value = countCartLines(html);
  });
  return true;
}
