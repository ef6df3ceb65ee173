import { batch, signal, type ReadonlySignal } from '@preact/signals-core';
import { addToCart, followServerLink, type CartAddAnswer, type CartItem } from '../api/index.ts';
import { trackCartAdd } from '../analytics/cart.ts';
import { emit } from '../events/index.ts';
import { fail } from '../runtime/report.ts';
import { store } from '../store/index.ts';
import { showMessage } from './notices.ts';
import { CART_PAGE_SELECTOR, cartPageContent, isCartPage } from './cartPage.ts';


const adding = signal<ReadonlySet<string>>(new Set());

/** Products whose add-to-cart call is in flight: their buy buttons show busy and stay disabled. */
export const cartAddsPending: ReadonlySignal<ReadonlySet<string>> = adding;

export interface AddProductInput {
  productId: string;
  /** Source block id, sent as `sid`. */
  sid: string;
  /** One {id, s} per size, in the order the shopper chose them. */
  items: readonly CartItem[];
}

/**
 * Puts a product in the cart. Nothing changes before the server confirmed: on failure the store
 * and counter stay as they were and the shopper is told. A second add of the same product while
 * one is in flight is ignored, so a double click adds once.
 */
export async function addProductToCart({ productId, sid, items }: AddProductInput): Promise<void> {
  if (adding.peek().has(productId)) return;
  setAdding(productId, true);
  try {
    let answer: CartAddAnswer;
    try {
      answer = await addToCart({ contentId: store.pageContext.peek().contentId, sid, items });
    } catch (error) {
      fail(`product ${productId} could not be added to the cart`, error);
      showMessage('cartAddFailed');
      return;
    }
    const count = applyCartAnswer(answer, items.length);
    emit('shop:cart-added', { productId, items: items.map(({ id, s }) => ({ id, s })), count });
    void trackCartAdd(answer).catch(() => {});
    await showAddedProduct(answer);
  } finally {
    setAdding(productId, false);
  }
}

/**
 * The server's basket_count wins when it sends one. Without it the known count grows by one line
 * per item sent (the server adds one line per {id, s}); an unknown count (page init has not
 * answered) stays unknown rather than being guessed.
 */
function applyCartAnswer(answer: CartAddAnswer, itemCount: number): number | null {
  const current = store.cartCount.peek();
  const count = answer.cartCount ?? (current === null ? null : current + itemCount);
  batch(() => {
    if (answer.basketProduct !== undefined) store.cartHtml.value = answer.basketProduct;
    store.cartCount.value = count;
  });
  return count;
}

/** SPEC 4 Cart: the cart page reloads; elsewhere the recommendations open if the server sent any, else the cart. */
async function showAddedProduct(answer: CartAddAnswer): Promise<void> {
  if (isCartPage()) {
    await reloadCartPage();
    return;
  }
  batch(() => {
    if (answer.singleBasket) {
      store.singleBasketHtml.value = answer.singleBasket;
      store.openPanel.value = 'single-basket';
    } else {
      store.openPanel.value = 'cart';
    }
  });
}

/**
 * Re-renders the cart page in place from the server's own page (SPEC names no call for it).
 * When that fails the add still happened: the cart panel opens so the shopper sees it.
 */
export async function reloadCartPage(): Promise<void> {
  const container = document.querySelector(CART_PAGE_SELECTOR);
  if (!container) {
    fail(`the cart page has no ${CART_PAGE_SELECTOR} element to reload; the cart panel opens instead`);
    store.openPanel.value = 'cart';
    return;
  }
  try {
    const page = await loadCartPage(location.href);
    // Trusted server HTML; the runtime's MutationObserver mounts the markers inside it.
    container.innerHTML = page.html;
    if (page.count !== undefined) store.cartCount.value = page.count;
  } catch (error) {
    fail('the cart page could not be reloaded after an add; the cart panel opens instead', error);
    store.openPanel.value = 'cart';
  }
}

export interface CartPage {
  /** The content for the cart page's container. */
  html: string;
  /** X-Cart-Count, when the server sent a valid one. */
  count?: number;
}

/**
 * GET the cart page as the server renders it for ajax (X-Requested-With), through the api's
 * server-link call, so it stays on the page's origin. Rejects with ApiError only.
 */
export async function loadCartPage(url: string): Promise<CartPage> {
  const answer = await followServerLink(url);
  return { html: cartPageContent(answer.html), count: answer.cartCount };
}


function setAdding(productId: string, on: boolean): void {
  const next = new Set(adding.peek());
  if (on) next.add(productId);
  else next.delete(productId);
  adding.value = next;
}
