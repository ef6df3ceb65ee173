import { store } from '../store/index.ts';

/** SPEC 2: on the cart page an add or a removal reloads the cart instead of opening a panel. */
export const CART_PAGE_ID = 'shop-basket';
/** The cart page's element whose content the server's answer replaces. */
export const CART_PAGE_SELECTOR = '[data-cart-page]';

export function isCartPage(): boolean {
  return store.pageContext.peek().pageId === CART_PAGE_ID;
}

/** A server that answers with the whole page (or the container itself) still yields just the content. */
export function cartPageContent(text: string): string {
  const template = document.createElement('template');
  template.innerHTML = text;
  const inner = template.content.querySelector(CART_PAGE_SELECTOR);
  return inner ? inner.innerHTML : text;
}
