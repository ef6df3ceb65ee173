/** The longest the work waits for an idle moment on a busy page. */
export const IDLE_WAIT_MS = 200;

/**
 * Runs `run` once the browser has painted its next frame and then has a moment with nothing else
 * to do (an idle callback; at most IDLE_WAIT_MS on a busy page). For work the shopper is not
 * waiting for (markers elsewhere on the page catching up with a toggle): done in the same task, it
 * would hold back the frame that shows what the shopper did, and done in the first task after that
 * frame, it would delay whatever the page or the shopper does next. A hidden page paints no frames
 * (and runs no animation-frame callbacks), so there it waits for the idle moment only.
 */
export function idleAfterNextPaint(run: () => void): void {
  const whenIdle = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: IDLE_WAIT_MS });
    else setTimeout(run, 0);
  };
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') whenIdle();
  else requestAnimationFrame(whenIdle);
}
