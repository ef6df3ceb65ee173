import { whenIdle } from './whenIdle.ts';

/** The longest idle work waits for an idle moment on a busy page. */
export const IDLE_WAIT_MS = 200;

/**
 * Runs `run` in a task after the browser painted its next frame: the first one, or with `idle` the
 * first idle moment (an idle callback; at most IDLE_WAIT_MS on a busy page). For the part of a
 * shopper's action that shows nothing (sending a toggle's call), and, idle, for work the shopper
 * is not waiting for (markers elsewhere catching up with a toggle): done in the click's task, it
 * would hold back the frame that shows what the shopper did. A hidden page paints no frames (and
 * runs no animation-frame callbacks), so there it only waits for the task.
 */
export function afterNextPaint(run: () => void, idle?: boolean): void {
  const next = () => {
    if (idle) whenIdle(run, IDLE_WAIT_MS);
    else setTimeout(run, 0);
  };
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') next();
  else requestAnimationFrame(next);
}
