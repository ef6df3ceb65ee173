import { batch } from '@preact/signals-core';
import { toggleFavourite as requestToggle } from '../api/index.ts';
import { afterNextPaint } from '../browser/afterNextPaint.ts';
import { trackWishlistAdd } from '../analytics/wishlist.ts';
import { emit } from '../events/index.ts';
import { handleError } from '../log/handleError.ts';
import { AnswerOrder } from '../store/answerOrder.ts';
import { beginCall, endCall } from '../store/inFlight.ts';
import { store } from '../store/index.ts';
import { dismissMessages, showMessage } from './notices.ts';
import { favouriteFailed } from '../i18n/messages/favourite.ts';
import { trackingFailed } from '../analytics/trackingFailed.ts';

/** Orders every answer that writes the favourites: page init, toggles, clear-all. */
export const favouriteAnswers = new AnswerOrder();

/**
 * Whether a product shows as favourite: a toggle in flight wins, then the server's ids, then the
 * server HTML. It reads without subscribing (a click must not subscribe an effect it runs in):
 * a component that shows it subscribes to favouritesPending and favouriteIds itself (useSignal).
 */
export function favouriteState(productId: string, serverActive: boolean): boolean {
  const pending = store.favouritesPending.peek().get(productId);
  if (pending !== undefined) return pending;
  const ids = store.favouriteIds.peek();
  return ids ? ids.has(productId) : serverActive;
}

/**
 * Toggles a favourite: every button of the product flips at once (optimistic), the server's
 * id_array then decides; on failure the flip is rolled back and the shopper is told. The call is
 * sent once (never retried: the server applies it). A second toggle of the same product while one
 * is in flight is ignored; an answer older than one already shown is not applied.
 */
export async function toggleFavourite(productId: string, sid: string, serverActive = false): Promise<void> {
  if (!beginCall(store.favouritesPending, productId, !favouriteState(productId, serverActive))) return;
  const ticket = favouriteAnswers.ticket();
  try {
    // The flip is painted first: the call's work (URL, headers, fetch) stays out of the click's frame.
    await new Promise<void>((resolve) => afterNextPaint(resolve));
    const answer = await requestToggle({ productId, sid, isCollage: store.isCollagePage.peek() });
    const added = answer.idArray.includes(productId);
    batch(() => {
      if (favouriteAnswers.accept(ticket)) {
        store.favouriteIds.value = new Set(answer.idArray);
        store.favouritesCount.value = answer.count;
        store.favouritesHtml.value = answer.html;
      }
      endCall(store.favouritesPending, productId);
    });
    dismissMessages(favouriteFailed);
    emit('shop:favourite-toggled', { productId, added, count: answer.count, ids: answer.idArray });
    if (added) void trackWishlistAdd(productId, answer).catch(trackingFailed('add_to_wishlist'));
  } catch (error) {
    endCall(store.favouritesPending, productId);
    handleError(error, `the favourite of product ${productId} could not be changed`);
    showMessage(favouriteFailed);
  }
}
