import { parseServerHtml } from '../../shared/ui/parseServerHtml.ts';

/**
 * The newest cart line known, for the cart popup call (the server marks it as just added): from
 * the store's cart html (the last add), else from the page. Basket ids grow with every line, so
 * the largest number wins; ids that are not numbers fall back to the last one. '' when none.
 */
export function newestBasketId(cartHtml: string | null = null): string {
  return newestIn(cartHtml ? parseServerHtml(cartHtml) : document) || newestIn(document);
}

function newestIn(root: ParentNode): string {
  const ids = Array.from(root.querySelectorAll('.cart-line[data-basketid]'), (line) => (line.getAttribute('data-basketid') ?? '').trim()).filter(Boolean);
  if (ids.length === 0) return '';
  if (ids.every((id) => /^\d{1,15}$/.test(id))) return ids.reduce((newest, id) => (Number(id) > Number(newest) ? id : newest));
  return ids[ids.length - 1] ?? '';
}
