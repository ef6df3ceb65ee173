/**
 * The newest cart line the page knows of, for the cart popup call (the server marks it as just
 * added). Basket ids grow with every line, so the largest number wins; ids that are not numbers
 * fall back to the last one on the page. '' when the page shows no cart line.
 */
export function newestBasketId(root: ParentNode = document): string {
  const ids = Array.from(root.querySelectorAll('.cart-line[data-basketid]'), (line) => (line.getAttribute('data-basketid') ?? '').trim()).filter(Boolean);
  if (ids.length === 0) return '';
  if (ids.every((id) => /^\d{1,15}$/.test(id))) return ids.reduce((newest, id) => (Number(id) > Number(newest) ? id : newest));
  return ids[ids.length - 1] ?? '';
}
