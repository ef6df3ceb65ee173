// The cart popup call and what it is asked for; the cart chunk's (mini-cart, cart-remove) only.
import { loadCartPopup } from '../api/index.ts';
import { parseServerHtml } from '../browser/parseServerHtml.ts';
import { cartLoadFailed } from '../i18n/messages/cartPanel.ts';
import { store } from '../store/index.ts';
import { applyCartHtml, cartAnswers, cartLineIds } from './cartHtml.ts';
import { attempt, type Outcome } from './outcome.ts';

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
function newestBasketId(cartHtml: string | null = null): string {
  return newestIn(cartHtml ? parseServerHtml(cartHtml) : document) || newestIn(document);
}

function newestIn(root: ParentNode): string {
  const ids = cartLineIds(root);
  if (ids.length === 0) return '';
  if (ids.every((id) => /^\d{1,15}$/.test(id))) return ids.reduce((newest, id) => (Number(id) > Number(newest) ? id : newest));
  return ids[ids.length - 1] ?? '';
}

/** The cart panel opened: the popup reloaded; cartLoadFailed, reported once, when that failed. Never rejects. */
export function reloadCartPanel(): Promise<Outcome<void>> {
  return attempt(refreshCartPopup, { report: 'the cart popup could not be loaded', message: cartLoadFailed });
}
