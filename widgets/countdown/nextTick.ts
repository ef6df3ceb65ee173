// The countdown refreshes every 1 s.

/** The countdown shows whole seconds: what it shows changes once a second. */
export const COUNTDOWN_TICK_MS = 1000;

/**
 * Milliseconds from `now` until the shown time changes, i.e. until the time left (`endsAt - now`,
 * rounded up to whole seconds by timeLeft) reaches the next whole second. Each tick is scheduled
 * from the clock afresh, so a late timer (a busy page, a throttled tab) is never carried over to
 * the next one, as it would be with a drifting setInterval.
 */
export function msToNextTick(endsAt: number, now: number): number {
  const rest = (endsAt - now) % COUNTDOWN_TICK_MS;
  return rest > 0 ? rest : COUNTDOWN_TICK_MS;
}
