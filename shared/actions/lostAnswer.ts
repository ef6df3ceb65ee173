// After a call that changes something fails, did the server do it? An error status says no: the
// server answered, and refused. A lost connection, a timeout or an answer that cannot be read say
// nothing: the work may be done. Such a failure is followed by one safe read of what the server
// holds, and the screen shows what that read says (docs/api.md "After a lost answer").
import { isApiError } from '../api/index.ts';
import type { Message } from '../i18n/index.ts';
import { stateUnconfirmed } from '../i18n/messages/common.ts';
import { handleError } from '../log/handleError.ts';
import { dismissMessages, showMessage } from './notices.ts';

/** The first wait before the read is tried again; it doubles after each failure, up to the last. */
export const READ_AGAIN_MS = 10_000;
const READ_AGAIN_MAX_MS = 300_000;

/**
 * Whether the server may have done what a failed call asked: anything but an error status, unless
 * the browser knew it was offline (then the call never left).
 */
export function mayHaveHappened(error: unknown): boolean {
  return !(isApiError(error) && error.kind === 'http') && navigator.onLine !== false;
}

/** The reads waiting to run again: one wait per read, however many answers were lost. */
const waiting = new Set<() => Promise<boolean>>();

/**
 * The read after a lost answer failed too: the shopper is told that what they see is not
 * confirmed, and `read` runs again when the connection comes back, the tab is shown again, or
 * after a while, until it succeeds (a safe read: repeating it changes nothing).
 */
export function readAgainLater(read: () => Promise<boolean>, delay = READ_AGAIN_MS): void {
  if (delay === READ_AGAIN_MS) {
    if (waiting.has(read)) return;
    waiting.add(read);
    showMessage(stateUnconfirmed);
  }
  const again = () => {
    clearTimeout(timer);
    removeEventListener('online', again);
    document.removeEventListener('visibilitychange', shown);
    void read().then((done) => (done ? waiting.delete(read) && dismissMessages(stateUnconfirmed) : readAgainLater(read, Math.min(delay * 2, READ_AGAIN_MAX_MS))));
  };
  const shown = () => {
    if (!document.hidden) again();
  };
  const timer = setTimeout(again, delay);
  addEventListener('online', again);
  document.addEventListener('visibilitychange', shown);
}

/**
 * After a changing call failed in a way that says nothing of its outcome (`what` names it for the
 * console): `read` reads what the server holds and shows it, then `happened` says whether the
 * change is in it (null: nobody can tell). The shopper is told `failed` when it is not; when the
 * read fails too, that nothing is confirmed, and it is read again later. Resolves `happened`'s
 * answer, or undefined when the read failed. The changing call itself is never sent again.
 */
export async function settleLostAnswer(error: unknown, what: string, read: () => Promise<boolean>, happened: () => boolean | null, failed: Message): Promise<boolean | null | undefined> {
  handleError(error, `${what}: the answer was lost; what the server holds is read again`);
  if (!(await read())) {
    readAgainLater(read);
    return undefined;
  }
  const done = happened();
  if (done === false) showMessage(failed);
  else dismissMessages(failed);
  return done;
}
