import { ApiError, followServerLink, isWholeDocument, pathOf } from '../api/index.ts';
import { firstWithYes } from '../browser/yesNo.ts';
import { AnswerOrder } from '../store/answerOrder.ts';
import { store } from '../store/index.ts';

/** On the cart page an add or a removal reloads the cart instead of opening a panel. */
export const CART_PAGE_ID = 'shop-basket';
/** The cart page's element whose content the server's answer replaces: a yes/no attribute (shared/browser/yesNo.ts). */
export const CART_PAGE_ATTR = 'data-cart-page';
export const CART_PAGE_SELECTOR = `[${CART_PAGE_ATTR}]`;

/** Orders the answers that re-render the cart page (a reload after an add, a removal). */
const cartPageAnswers = new AnswerOrder();

export function isCartPage(): boolean {
  return store.pageContext.peek().pageId === CART_PAGE_ID;
}

export function cartPageContainer(): Element | null {
  return isCartPage() ? firstWithYes(document, CART_PAGE_ATTR) : null;
}

/**
 * The content for the cart page's container from the server's answer: the answer itself (the
 * container's inner html), or, when the server sent its whole page, just that container's content.
 * A whole page without the container (an error page sent with status 200) is not cart content.
 */
export function cartPageContent(text: string, endpoint: string): string {
  const template = document.createElement('template');
  template.innerHTML = text;
  const inner = firstWithYes(template.content, CART_PAGE_ATTR);
  if (inner) return inner.innerHTML;
  if (isWholeDocument(text)) {
    throw new ApiError('parse', endpoint, { message: `API parse error on ${endpoint}: a whole page without ${CART_PAGE_SELECTOR} came back` });
  }
  return text;
}

/**
 * Follows a server link of the cart (the cart page itself, a line's remove link) and resolves with
 * the cart page content it answers. Rejects with ApiError only.
 */
export async function followCartLink(url: string, safeToRepeat: boolean): Promise<string> {
  return cartPageContent(await followServerLink(url, { safeToRepeat }), pathOf(url));
}

/** Takes a ticket for a cart page re-render, before its request goes out. */
export function cartPageTicket(): number {
  return cartPageAnswers.ticket();
}

/**
 * Puts the server's cart content in the cart page's container (trusted server HTML; the runtime's
 * MutationObserver mounts the markers inside), unless a newer answer already re-rendered it.
 * Focus that was inside goes to the new cart's heading, not to <body>.
 */
export function showCartPage(container: Element, html: string, ticket: number): void {
  if (!cartPageAnswers.accept(ticket)) return;
  const focusWasInside = container.contains(document.activeElement);
  container.innerHTML = html;
  if (!focusWasInside) return;
  const heading = container.querySelector<HTMLElement>('h1, h2');
  if (!heading) return;
  heading.tabIndex = -1;
  heading.focus();
}
