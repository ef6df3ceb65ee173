import { batch, signal, type ReadonlySignal } from '@preact/signals-core';
import { followServerLink, type ServerLinkAnswer } from '../api/index.ts';
import { trackCartRemove } from '../analytics/removeFromCart.ts';
import { emit } from '../events/index.ts';
import { fail } from '../runtime/report.ts';
import { store } from '../store/index.ts';
import { showMessage } from './notices.ts';
import { CART_PAGE_SELECTOR, cartPageContent, isCartPage } from './cartPage.ts';

const CART_LINE_SELECTOR = '.cart-line[data-basketid]';

const removing = signal<ReadonlySet<string>>(new Set());

/** Cart lines (by basket id) whose removal is in flight: their remove buttons show busy. */
export const cartLinesRemoving: ReadonlySignal<ReadonlySet<string>> = removing;

export interface RemoveCartLineInput {
  basketId: string;
  productId: string;
  /** The line's own remove link (DESIGN "Where SPEC.md names no call"). */
  href: string;
}

/**
 * Removes a cart line by following its server link. Nothing changes before the server confirmed:
 * on failure the line stays and the shopper is told. A second removal of the same line while one
 * is in flight is ignored, so a double click sends once. Resolves true when the line was removed.
 */
export async function removeCartLine({ basketId, productId, href }: RemoveCartLineInput): Promise<boolean> {
  if (removing.peek().has(basketId)) return false;
  setRemoving(basketId, true);
  try {
    let answer: ServerLinkAnswer;
    try {
      answer = await followServerLink(href);
    } catch (error) {
      fail(`cart line ${basketId} (product ${productId}) could not be removed`, error);
      showMessage('cartRemoveFailed');
      return false;
    }
    applyRemoval(basketId, answer);
    emit('shop:cart-line-removed', { basketId, productId });
    void trackCartRemove(productId).catch(() => {});
    return true;
  } finally {
    setRemoving(basketId, false);
  }
}

function applyRemoval(basketId: string, answer: ServerLinkAnswer): void {
  const cartPage = isCartPage() ? document.querySelector(CART_PAGE_SELECTOR) : null;
  if (cartPage) replaceCartPage(cartPage, answer.html);
  // Elsewhere (and outside the cart section) the line just goes: SPEC shows no reload there.
  for (const line of linesOf(document, basketId)) line.remove();
  batch(() => {
    // The mini-cart may be opened on any page, the cart page too: it must not show the line again.
    const html = store.cartHtml.peek();
    if (html !== null) store.cartHtml.value = withoutLine(html, basketId);
    const count = store.cartCount.peek();
    if (answer.cartCount !== undefined) store.cartCount.value = answer.cartCount;
    else if (count !== null) store.cartCount.value = Math.max(0, count - 1);
  });
}

/** The cart reloads in place; focus that was inside goes to the new cart's heading, not to <body>. */
function replaceCartPage(container: Element, html: string): void {
  const focusWasInside = container.contains(document.activeElement);
  // Trusted server HTML; the runtime's MutationObserver mounts the markers inside it.
  container.innerHTML = cartPageContent(html);
  if (!focusWasInside) return;
  const heading = container.querySelector<HTMLElement>('h1, h2');
  if (!heading) return;
  heading.tabIndex = -1;
  heading.focus();
}


/** Server html without the lines of that basket id (compared as text, never put into a selector). */
export function withoutLine(html: string, basketId: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const lines = linesOf(template.content, basketId);
  if (lines.length === 0) return html;
  for (const line of lines) line.remove();
  return template.innerHTML;
}

function linesOf(root: ParentNode, basketId: string): Element[] {
  return Array.from(root.querySelectorAll(CART_LINE_SELECTOR)).filter((line) => line.getAttribute('data-basketid') === basketId);
}

function setRemoving(basketId: string, on: boolean): void {
  const next = new Set(removing.peek());
  if (on) next.add(basketId);
  else next.delete(basketId);
  removing.value = next;
}
