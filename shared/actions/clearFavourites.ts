// Clearing every favourite: only the favourites chunk (the favourites page) offers it.
import { batch } from '@preact/signals-core';
import { clearFavourites as requestClear } from '../api/index.ts';
import { handleError } from '../log/handleError.ts';
import { store } from '../store/index.ts';
import { favouriteAnswers } from './favourites.ts';
import { mayHaveHappened, settleLostAnswer } from './lostAnswer.ts';
import { dismissMessages, showMessage } from './notices.ts';
import { readFavourites } from './serverState.ts';
import { favouritesClearFailed } from '../i18n/messages/favourite.ts';

let clearing = false;

/**
 * Clears every favourite (widgets/favourites-page, once the shopper confirmed). Nothing is emptied
 * before the server agrees: on success the ids and the count become empty and the answer's html
 * becomes the side list; on failure everything stays and the shopper is told. Resolves whether it
 * cleared. A second call while one is in flight is ignored (resolves false).
 */
export async function clearAllFavourites(): Promise<boolean> {
  if (clearing) return false;
  clearing = true;
  const ticket = favouriteAnswers.ticket();
  try {
    const answer = await requestClear();
    batch(() => {
      if (!favouriteAnswers.accept(ticket)) return;
      store.favouriteIds.value = new Set();
      store.favouritesCount.value = 0;
      store.favouritesHtml.value = answer.html;
    });
    dismissMessages(favouritesClearFailed);
    return true;
  } catch (error) {
    if (mayHaveHappened(error)) return await settleLostClear(error);
    handleError(error, 'the favourites could not be cleared');
    showMessage(favouritesClearFailed);
    return false;
  } finally {
    clearing = false;
  }
}

/**
 * The answer to clearing was lost: the favourites are read again (lostAnswer.ts). None left: it
 * was cleared, and the side list says it is empty.
 */
async function settleLostClear(error: unknown): Promise<boolean> {
  const done = await settleLostAnswer(error, 'clearing the favourites', readFavourites, () => store.favouritesCount.peek() === 0, favouritesClearFailed);
  if (done) store.favouritesHtml.value = null;
  return !!done;
}
