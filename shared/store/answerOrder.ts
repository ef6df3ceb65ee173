/**
 * Orders the answers that write one part of the store. Every request takes a ticket when it goes
 * out; its answer is applied only if no answer to a later request was applied first. So an older
 * answer (page init, sent at boot) never overwrites what a newer one (the shopper's toggle) set,
 * whatever order the network delivers them in.
 */
export class AnswerOrder {
  private issued = 0;
  private applied = 0;

  /** Call as the request goes out. */
  ticket(): number {
    this.issued += 1;
    return this.issued;
  }

  /** Whether the answer to `ticket` may be applied; if so it becomes the newest applied. */
  accept(ticket: number): boolean {
    if (ticket < this.applied) return false;
    this.applied = ticket;
    return true;
  }
}
