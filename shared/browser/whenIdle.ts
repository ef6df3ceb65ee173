// The one place that waits for the browser to be idle: quiet mounts, chunk prefetches, and work
// after a shopper's action that nobody is waiting for (afterNextPaint).

/**
 * How long work nobody waits for may wait for an idle moment: on a page that is never idle (a busy
 * phone, an animation) it runs after this anyway.
 */
export const IDLE_DEADLINE_MS = 2000;

/**
 * Runs `run` in the browser's next idle period, at most `deadlineMs` from now; where there is no
 * requestIdleCallback (Safari), in a task of its own. Returns the function that cancels it.
 */
export function whenIdle(run: () => void, deadlineMs = IDLE_DEADLINE_MS): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: deadlineMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 0);
  return () => clearTimeout(handle);
}
