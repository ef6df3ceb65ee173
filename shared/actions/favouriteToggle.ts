import { batch } from '@preact/signals-core';
import { toggleFavourite, type FavouritesAnswer } from '../api/index.ts';
import { trackingFailed } from '../analytics/trackingFailed.ts';
import { trackWishlistAdd } from '../analytics/wishlist.ts';
import { emit } from '../events/index.ts';
import { endCall } from '../store/inFlight.ts';
import { store } from '../store/index.ts';
import { favouriteFailed } from '../i18n/messages/favourite.ts';
import { favouriteAnswers, favouriteNotChanged } from './favourites.ts';
import { mayHaveHappened, settleLostAnswer } from './lostAnswer.ts';
import { dismissMessages } from './notices.ts';
import { readFavourites, readServerState } from './serverState.ts';

// The page wiring reads the server through this part when a page is shown again after a while.
export { readServerState };

/**
 * The favourite toggle itself, a part of the entry (changeCalls.ts): called by toggleFavourite
 * (favourites.ts), which flipped the product's buttons and took `ticket` at the press.
 */
export async function sendFavouriteToggle(productId: string, sid: string, ticket: number): Promise<void> {
  let answer: FavouritesAnswer;
  try {
    answer = await toggleFavourite({ productId, sid, isCollage: store.isCollagePage.peek() });
  } catch (error) {
    if (mayHaveHappened(error)) await settleLostToggle(productId, error);
    else favouriteNotChanged(productId, error);
    return;
  }
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
}

/**
 * The toggle's answer was lost: the product's buttons show no heart until the favourites are read
 * again, then what the server holds (lostAnswer.ts).
 */
async function settleLostToggle(productId: string, error: unknown): Promise<void> {
  const wanted = store.favouritesPending.peek().get(productId);
  store.favouritesPending.value = new Map(store.favouritesPending.peek()).set(productId, null);
  const ids = () => store.favouriteIds.peek();
  const done = await settleLostAnswer(error, `favourite ${productId}`, readFavourites, () => {
    const now = ids();
    return now ? now.has(productId) === wanted : null;
  }, favouriteFailed);
  endCall(store.favouritesPending, productId);
  const now = ids();
  if (done && now) emit('shop:favourite-toggled', { productId, added: now.has(productId), count: store.favouritesCount.peek() ?? now.size, ids: [...now] });
}
