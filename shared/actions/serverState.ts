// Reading again what the server holds of the favourites and the cart (page init, and for the side
// list the page itself: safe reads): after a changing call's answer was lost (lostAnswer.ts), and
// when a page is shown again after a while (the page wiring asks the favourite toggle's part for
// it, so the entry does not carry it).
import { followServerLink } from '../api/index.ts';
import { parseServerHtml } from '../browser/parseServerHtml.ts';
import { markerOf } from '../browser/markerAttributes.ts';
import { handleError } from '../log/handleError.ts';
import { store } from '../store/index.ts';
import { favouriteAnswers } from './favourites.ts';
import { applyServerState, askPageInit, takeTickets } from './pageInit.ts';

const SIDE_LIST = markerOf('favourites-panel');

/**
 * Reads the favourites and the cart again and shows them. Resolves whether it was read; a failure
 * is reported. Only those two: the notices, prices and login block the page showed stay as they are.
 */
export async function readServerState(): Promise<boolean> {
  const tickets = takeTickets();
  try {
    applyServerState(await askPageInit([]), tickets);
    return true;
  } catch (error) {
    handleError(error, 'the favourites and the cart could not be read again');
    return false;
  }
}

/**
 * The favourites again, after a favourite change's answer was lost: page init (above) and, on a
 * page with a side list, that list as the server renders it on this page now (the page itself,
 * read again: no answer but a toggle's carries the list). Resolves whether both were read.
 */
export async function readFavourites(): Promise<boolean> {
  if (!document.querySelector(SIDE_LIST)) return readServerState();
  const state = readServerState();
  // Taken after page init's tickets and used once both answered: an accepted list before page
  // init's answer would make that older answer refused; a toggle answered meanwhile wins.
  const ticket = favouriteAnswers.ticket();
  const page = await followServerLink(location.href, { safeToRepeat: true }).catch((error: unknown) => handleError(error, 'the favourites list could not be read again'));
  const read = await state;
  const list = page && parseServerHtml(page).querySelector(SIDE_LIST);
  if (list && favouriteAnswers.accept(ticket)) store.favouritesHtml.value = list.innerHTML;
  return read && page !== undefined;
}
