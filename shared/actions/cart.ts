import type { CartItem } from '../api/index.ts';
import { handleError } from '../log/handleError.ts';
import { beginCall, endCall } from '../store/inFlight.ts';
import { store } from '../store/index.ts';
import { cartAddFailed } from '../i18n/messages/cart.ts';
import { cartAnswers } from './cartHtml.ts';
import { cartAddCalls } from './changeCalls.ts';
import { showMessage } from './notices.ts';

/** One product to add: its id and size key (`NOSIZE` for a product without sizes). */
export type { CartItem };

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
 * one is in flight is ignored, so a double click adds once. The call and what follows its answer
 * (cartAdd.ts) come with the cart chunk (changeCalls.ts), asked for when the shopper reached for the button.
 */
export async function addProductToCart(input: AddProductInput): Promise<void> {
  if (!beginCall(store.cartAddsPending, input.productId, true)) return;
  const ticket = cartAnswers.ticket();
  try {
    let calls: Awaited<ReturnType<typeof cartAddCalls>>;
    try {
      calls = await cartAddCalls();
    } catch (error) {
      // Its code could not be had: nothing was sent.
      cartAddNotSent(input.productId, error);
      return;
    }
    await calls.sendCartAdd(input, ticket);
  } finally {
    endCall(store.cartAddsPending, input.productId);
  }
}

/** A failed add: nothing changed, and the shopper is told. */
export function cartAddNotSent(productId: string, error: unknown): void {
  handleError(error, `product ${productId} could not be added to the cart`);
  showMessage(cartAddFailed);
}
