// What an action tells the widget that asked for it: what came back, or what the shopper is told.
// The action chooses the message from what went wrong; a widget only shows it.
import type { Message } from '../i18n/index.ts';
import { handleError } from '../log/handleError.ts';
import { mayHaveHappened } from './lostAnswer.ts';

/**
 * `ok`: the value. Otherwise `message` is what the shopper is told, or null when there is
 * nothing to tell (the caller aborted the call: a newer one took its place, or the dialog closed).
 * `Extra` is what a failure carries besides (the server's own words, an error list).
 */
export type Outcome<T, Extra = unknown> = { ok: true; value: T } | ({ ok: false; message: Message | null } & Extra);

/** An aborted call's outcome: nothing to tell. */
export const SUPERSEDED = { ok: false, message: null } as const;

export interface Attempt {
  /** What developers read when the call fails: what was lost, for whom. */
  report: string;
  /** What the shopper is told then. */
  message: Message;
  /**
   * What they are told instead when the server may have done it (lostAnswer.ts): a call that
   * changes something and has nothing to read whether it did.
   */
  unsure?: Message;
}

/**
 * Runs one call for a widget. A failure is reported once (`report`) and becomes `message` (or
 * `unsure`); a call the caller aborted reports nothing and tells nothing, and an answer that races
 * the abort is dropped. Never rejects.
 */
export async function attempt<T>(call: () => Promise<T>, { report, message, unsure }: Attempt, signal?: AbortSignal): Promise<Outcome<T>> {
  try {
    const value = await call();
    return signal?.aborted ? SUPERSEDED : { ok: true, value };
  } catch (error) {
    if (signal?.aborted) return SUPERSEDED;
    handleError(error, report);
    return { ok: false, message: unsure && mayHaveHappened(error) ? unsure : message };
  }
}
