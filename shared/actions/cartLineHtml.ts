// Editing the server's cart html after a removal; only the cart chunk (cart-remove) needs it.
import { parseServerHtml, serialise } from '../browser/parseServerHtml.ts';
import { CART_LINE_SELECTOR, CART_TOTAL_SELECTOR } from './cartHtml.ts';

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
