// Reading again what the server holds of the favourites and the cart (page init, a safe read):
// after a changing call's answer was lost (lostAnswer.ts), and when a page is shown again after a
// while (the page wiring asks the favourite toggle's part for it, so the entry does not carry it).
import { handleError } from '../log/handleError.ts';
import { applyServerState, askPageInit, takeTickets } from './pageInit.ts';

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
