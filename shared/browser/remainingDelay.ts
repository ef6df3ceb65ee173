/**
 * What is left of a delay that counts from an earlier moment (Date.now(), the clock timers follow),
 * zero once it has passed. The widgets' delays count from the shopper's input
 * (docs/architecture.md); a widget whose chunk arrived after that input waits only the rest, so the
 * download does not make the delay longer.
 */
export function remainingDelay(delayMs: number, since: number): number {
  return Math.max(0, delayMs - (Date.now() - since));
}
