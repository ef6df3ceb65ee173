import { afterNextPaint } from '../browser/afterNextPaint.ts';
import { handleError } from '../log/handleError.ts';
import { AnswerOrder } from '../store/answerOrder.ts';
import { beginCall, endCall } from '../store/inFlight.ts';
import { store } from '../store/index.ts';
import { showMessage } from './notices.ts';
import { favouriteFailed } from '../i18n/messages/favourite.ts';
import { favouriteCalls } from './changeCalls.ts';

/** Orders every answer that writes the favourites: page init, toggles, clear-all. */
export const favouriteAnswers = new AnswerOrder();

/**
 * Whether a product shows as favourite: a toggle in flight wins, then the server's ids, then the
 * server HTML. It reads without subscribing (a click must not subscribe an effect it runs in):
 * a component that shows it subscribes to favouritesPending and favouriteIds itself (useSignal).
 */
export function favouriteState(productId: string, serverActive: boolean): boolean {
  const pending = store.favouritesPending.peek().get(productId);
  if (pending != null) return pending;
  const ids = store.favouriteIds.peek();
  return ids ? ids.has(productId) : serverActive;
}

/**
 * Toggles a favourite: every button of the product flips at once (optimistic), the server's
 * id_array then decides; on failure the flip is rolled back and the shopper is told. The call is
 * sent once (never retried: the server applies it). A second toggle of the same product while one
 * is in flight is ignored; an answer older than one already shown is not applied. The call and
 * what follows its answer (favouriteToggle.ts) are a part of their own (changeCalls.ts), asked for when the
 * shopper reached for the button.
 */
export async function toggleFavourite(productId: string, sid: string, serverActive = false): Promise<void> {
  if (!beginCall(store.favouritesPending, productId, !favouriteState(productId, serverActive))) return;
  const ticket = favouriteAnswers.ticket();
  // The flip is painted first: the call's work (URL, headers, fetch) stays out of the click's frame.
  await new Promise<void>((resolve) => afterNextPaint(resolve));
  let calls: Awaited<ReturnType<typeof favouriteCalls>>;
  try {
    calls = await favouriteCalls();
  } catch (error) {
    // Its code could not be had: nothing was sent.
    favouriteNotChanged(productId, error);
    return;
  }
  await calls.sendFavouriteToggle(productId, sid, ticket);
}

/** A failed toggle: the flip is rolled back, and the shopper is told. */
export function favouriteNotChanged(productId: string, error: unknown): void {
  endCall(store.favouritesPending, productId);
  handleError(error, `the favourite of product ${productId} could not be changed`);
  showMessage(favouriteFailed);
}
