// Reading the cart again after a change's answer was lost (lostAnswer.ts): the cart chunk's own
// reads, both safe to repeat. The cart page reloads its region from the page itself; elsewhere the
// cart popup gives the lines, the figures and the count.
import { handleError } from '../log/handleError.ts';
import { parseServerHtml } from '../browser/parseServerHtml.ts';
import { store } from '../store/index.ts';
import { CART_LINE_SELECTOR, cartAnswers, countCartLines } from './cartHtml.ts';
import { refreshCartPopup } from './cartPopup.ts';
import { cartPageContainer, cartPageTicket, followCartLink, showCartPage } from './cartPage.ts';

/** Reads the cart from the server and shows it. Resolves whether it was read; a failure is reported. */
export async function readCart(): Promise<boolean> {
  const container = cartPageContainer();
  try {
    if (container) {
      const pageTicket = cartPageTicket();
      const ticket = cartAnswers.ticket();
      const html = await followCartLink(location.href, true);
      showCartPage(container, html, pageTicket);
      if (cartAnswers.accept(ticket)) store.cartCount.value = countCartLines(html);
    } else {
      await refreshCartPopup();
    }
    return true;
  } catch (error) {
    handleError(error, 'the cart could not be read again');
    return false;
  }
}

/**
 * The basket ids of the cart's lines as readCart shows them (the cart page's region there, the
 * store's cart html elsewhere), of one product when `productId` is given; null when this page has
 * no cart html to look at (page init has not answered, or another tab changed the cart).
 */
export function knownLineIds(productId?: string): string[] | null {
  const html = store.cartHtml.peek();
  const root = cartPageContainer() ?? (html === null ? null : parseServerHtml(html));
  if (!root) return null;
  const ids: string[] = [];
  for (const line of root.querySelectorAll(CART_LINE_SELECTOR)) {
    if (productId === undefined || line.getAttribute('data-product-id')?.trim() === productId) ids.push(line.getAttribute('data-basketid')?.trim() ?? '');
  }
  return ids;
}
