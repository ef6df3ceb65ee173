import { batch } from '@preact/signals-core';
import { trackCartRemove } from '../analytics/removeFromCart.ts';
import { emit } from '../events/index.ts';
import { handleError } from '../log/handleError.ts';
import { beginCall, endCall } from '../store/inFlight.ts';
import { store } from '../store/index.ts';
import { cartAnswers, countCartLines } from './cartHtml.ts';
import { linesOf, withoutLine, withoutTotals } from './cartLineHtml.ts';
import { refreshCartPopup } from './cartPopup.ts';
import { cartPageContainer, cartPageTicket, followCartLink, showCartPage } from './cartPage.ts';
import { mayHaveHappened, settleLostAnswer } from './lostAnswer.ts';
import { dismissMessages, showMessage } from './notices.ts';
import { knownLineIds, readCart } from './readCart.ts';
import { cartRemoveFailed } from '../i18n/messages/cart.ts';
import { trackingFailed } from '../analytics/trackingFailed.ts';

export interface RemoveCartLineInput {
  basketId: string;
  productId: string;
  /** The line's own remove link: the server has no call of its own for a removal. */
  href: string;
}

/**
 * Removes a cart line by following its server link, once (the link changes the cart, so it is
 * never repeated). Nothing changes before the server confirmed with cart content: on failure, or
 * an answer that is not cart content, the line stays and the shopper is told. A second removal of
 * the same line while one is in flight is ignored. Resolves true when the line was removed.
 */
export async function removeCartLine({ basketId, productId, href }: RemoveCartLineInput): Promise<boolean> {
  if (!beginCall(store.cartLinesRemoving, basketId, true)) return false;
  const container = cartPageContainer();
  const pageTicket = cartPageTicket();
  const ticket = cartAnswers.ticket();
  try {
    let content: string;
    try {
      content = await followCartLink(href, false);
    } catch (error) {
      if (mayHaveHappened(error)) return await settleLostRemoval(basketId, productId, ticket, error);
      handleError(error, `cart line ${basketId} (product ${productId}) could not be removed`);
      showMessage(cartRemoveFailed);
      return false;
    }
    dismissMessages(cartRemoveFailed);
    if (container) {
      // On the cart page the cart reloads (widgets/cart-remove); the answer is its new content.
      showCartPage(container, content, pageTicket);
      applyRemoval(basketId, ticket, countCartLines(content));
    } else {
      applyRemoval(basketId, ticket, null);
      void refreshFigures();
    }
    emit('shop:cart-line-removed', { basketId, productId });
    void trackCartRemove(productId).catch(trackingFailed('remove_from_cart'));
    return true;
  } finally {
    endCall(store.cartLinesRemoving, basketId);
  }
}

/**
 * The removal's answer was lost: the line stays busy while the cart is read again (lostAnswer.ts).
 * Gone from the cart read: it was removed, and the line leaves the page as after any removal.
 */
async function settleLostRemoval(basketId: string, productId: string, ticket: number, error: unknown): Promise<boolean> {
  const done = await settleLostAnswer(error, `removal of cart line ${basketId}`, readCart, () => knownLineIds()?.includes(basketId) === false, cartRemoveFailed);
  if (!done) return false;
  applyRemoval(basketId, ticket, null);
  emit('shop:cart-line-removed', { basketId, productId });
  void trackCartRemove(productId).catch(trackingFailed('remove_from_cart'));
  return true;
}

/** The line leaves the page and the mini-cart html; the count follows (the cart page's, else the lines left). */
function applyRemoval(basketId: string, ticket: number, pageCount: number | null): void {
  for (const line of linesOf(document, basketId)) line.remove();
  batch(() => {
    const html = store.cartHtml.peek();
    const left = html === null ? null : withoutLine(html, basketId);
    if (left !== null) store.cartHtml.value = left;
    if (!cartAnswers.accept(ticket)) return;
    const count = store.cartCount.peek();
    if (pageCount !== null) store.cartCount.value = pageCount;
    else if (left !== null) store.cartCount.value = countCartLines(left);
    else if (count !== null) store.cartCount.value = Math.max(0, count - 1);
  });
}

/**
 * After a removal outside the cart page the mini-cart's total is the old sum: the popup html is
 * loaded again. If that fails, the total is taken out rather than shown wrong.
 */
async function refreshFigures(): Promise<void> {
  const stale = store.cartHtml.peek();
  try {
    await refreshCartPopup();
  } catch (error) {
    handleError(error, 'the cart popup could not be reloaded after a removal; its total is hidden');
    if (stale !== null && store.cartHtml.peek() === stale) store.cartHtml.value = withoutTotals(stale);
  }
}
