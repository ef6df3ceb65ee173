import { batch } from '@preact/signals-core';
import { loadCartPopup } from '../api/index.ts';
import { AnswerOrder } from '../store/answerOrder.ts';
import { store } from '../store/index.ts';
import { parseServerHtml, serialise } from '../browser/parseServerHtml.ts';

// What the bundle reads from the cart html the server renders (basketProduct, the cart popup, the
// cart page): one `.cart-line[data-basketid]` per line, and the figures that depend on the lines
// (the total) inside `.cart-total`. See widgets/mini-cart/README.md.
export const CART_LINE_SELECTOR = '.cart-line[data-basketid]';
const CART_TOTAL_SELECTOR = '.cart-total';

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

/** The cart count is the number of lines the server's cart html lists (SPEC names no count field). */
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

/** Server html without the lines of that basket id (compared as text, never put into a selector). */
export function withoutLine(html: string, basketId: string): string {
  const content = parseServerHtml(html);
  const lines = linesOf(content, basketId);
  if (lines.length === 0) return html;
  for (const line of lines) line.remove();
  return serialise([...content.childNodes]);
}

/** Server html without its totals: a sum that no longer matches the lines must not be shown. */
export function withoutTotals(html: string): string {
  const content = parseServerHtml(html);
  const totals = content.querySelectorAll(CART_TOTAL_SELECTOR);
  if (totals.length === 0) return html;
  for (const total of totals) total.remove();
  return serialise([...content.childNodes]);
}

export function linesOf(root: ParentNode, basketId: string): Element[] {
  return Array.from(root.querySelectorAll(CART_LINE_SELECTOR)).filter((line) => line.getAttribute('data-basketid')?.trim() === basketId);
}

/**
 * Loads the cart popup html (GET /ajax/block-basket-product/ with the newest line's basketid,
 * open=1) and shows it: the truth about every line and figure. Rejects with ApiError only.
 */
export async function refreshCartPopup(): Promise<void> {
  const ticket = cartAnswers.ticket();
  const html = await loadCartPopup({ basketId: newestBasketId(store.cartHtml.peek()) });
  applyCartHtml(html, ticket);
}

/**
 * The newest cart line known, for the cart popup call (the server marks it as just added): from
 * the store's cart html (the last add), else from the page. Basket ids grow with every line, so
 * the largest number wins; ids that are not numbers fall back to the last one. '' when none.
 */
export function newestBasketId(cartHtml: string | null = null): string {
  return newestIn(cartHtml ? parseServerHtml(cartHtml) : document) || newestIn(document);
}

function newestIn(root: ParentNode): string {
  const ids = cartLineIds(root);
  if (ids.length === 0) return '';
  if (ids.every((id) => /^\d{1,15}$/.test(id))) return ids.reduce((newest, id) => (Number(id) > Number(newest) ? id : newest));
  return ids[ids.length - 1] ?? '';
}
