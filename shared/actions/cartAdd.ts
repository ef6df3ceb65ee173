import { batch } from '@preact/signals-core';
import { addToCart, type CartAddAnswer } from '../api/index.ts';
import { trackCartAdd } from '../analytics/cart.ts';
import { trackingFailed } from '../analytics/trackingFailed.ts';
import { emit } from '../events/index.ts';
import { handleError } from '../log/handleError.ts';
import { store } from '../store/index.ts';
import { CART_PANEL, SINGLE_BASKET_PANEL, hasPanel, openPanel } from '../store/panels.ts';
import { addedToCart, cartAddFailed } from '../i18n/messages/cart.ts';
import { sizeRequired } from '../i18n/messages/sizes.ts';
import { cartAddNotSent, type AddProductInput } from './cart.ts';
import { applyCartHtml, cartAnswers, countCartLines } from './cartHtml.ts';
import { CART_PAGE_SELECTOR, cartPageContainer, cartPageTicket, followCartLink, isCartPage, showCartPage } from './cartPage.ts';
import { mayHaveHappened, settleLostAnswer } from './lostAnswer.ts';
import { dismissMessages, showMessage } from './notices.ts';
import { knownLineIds, readCart } from './readCart.ts';

/**
 * The cart add itself, a part of the entry that the cart chunk carries (changeCalls.ts): called
 * by addProductToCart (cart.ts), which holds the product's busy state and took `ticket` at the press.
 */
export async function sendCartAdd({ productId, sid, items }: AddProductInput, ticket: number): Promise<void> {
  let answer: CartAddAnswer;
  try {
    answer = await addToCart({ contentId: store.pageContext.peek().contentId, sid, items });
  } catch (error) {
    if (mayHaveHappened(error)) await settleLostAdd({ productId, sid, items }, error);
    else cartAddNotSent(productId, error);
    return;
  }
  // The add is done: a message asking for a size or reporting an earlier failure no longer applies.
  dismissMessages(cartAddFailed, sizeRequired);
  const count = applyCartAnswer(answer, items.length, ticket);
  emit('shop:cart-added', { productId, items: items.map(({ id, s }) => ({ id, s })), count });
  void trackCartAdd(answer).catch(trackingFailed('add_to_cart'));
  await showAddedProduct(answer);
}

/**
 * The add's answer was lost: the button stays busy while the cart is read again (lostAnswer.ts).
 * A new line of the product means it was added: the shopper sees the cart as after any add (no
 * tracking: the answer that describes the product is gone); without the cart as it was, nobody can
 * tell, and the cart the server has is shown.
 */
async function settleLostAdd({ productId, items }: AddProductInput, error: unknown): Promise<void> {
  const before = knownLineIds(productId);
  const done = await settleLostAnswer(error, `cart add of product ${productId}`, readCart, () => {
    const after = knownLineIds(productId);
    return before && after && after.some((id) => !before.includes(id));
  }, cartAddFailed);
  if (done) emit('shop:cart-added', { productId, items: items.map(({ id, s }) => ({ id, s })), count: store.cartCount.peek() });
  // On the cart page the read was the page's own reload.
  if ((done || done === null) && !isCartPage()) showCart();
}

/**
 * The answer's cart html (basketProduct) becomes the mini-cart and gives the count. Without it the
 * known count grows by one line per item sent (the server adds one line per {id, s}); an unknown
 * count (page init has not answered) stays unknown rather than being guessed.
 */
function applyCartAnswer(answer: CartAddAnswer, itemCount: number, ticket: number): number | null {
  if (answer.basketProduct !== undefined) {
    applyCartHtml(answer.basketProduct, ticket);
  } else if (cartAnswers.accept(ticket)) {
    const current = store.cartCount.peek();
    if (current !== null) store.cartCount.value = current + itemCount;
  }
  return store.cartCount.peek();
}

/**
 * The cart page reloads; elsewhere the recommendations open if the server sent any
 * (widgets/buy-button), else the cart. A page without the panel still tells the shopper the product
 * is in the cart.
 */
async function showAddedProduct(answer: CartAddAnswer): Promise<void> {
  if (isCartPage()) {
    await reloadCartPage();
    return;
  }
  if (answer.singleBasket && hasPanel(SINGLE_BASKET_PANEL)) {
    batch(() => {
      store.singleBasketHtml.value = answer.singleBasket ?? null;
      openPanel(SINGLE_BASKET_PANEL);
    });
    return;
  }
  showCart();
}

/** The cart panel, or on a page without one a message that the product is in the cart. */
function showCart(): void {
  if (!openPanel(CART_PANEL)) showMessage(addedToCart, 'info');
}

/**
 * Re-renders the cart page in place from the server's own page (the server has no call for it).
 * When that fails the add still happened: the cart panel opens so the shopper sees it.
 */
async function reloadCartPage(): Promise<void> {
  const container = cartPageContainer();
  if (!container) {
    handleError(undefined, `the cart page has no ${CART_PAGE_SELECTOR} element to reload; the cart panel opens instead`);
    showCart();
    return;
  }
  const pageTicket = cartPageTicket();
  const ticket = cartAnswers.ticket();
  try {
    const html = await followCartLink(location.href, true);
    showCartPage(container, html, pageTicket);
    if (cartAnswers.accept(ticket)) store.cartCount.value = countCartLines(html);
  } catch (error) {
    handleError(error, 'the cart page could not be reloaded after an add; the cart panel opens instead');
    showCart();
  }
}
