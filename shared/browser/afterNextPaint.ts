/**
 * Runs `run` in a task after the browser has painted its next frame. For work the shopper is not
 * waiting for (markers elsewhere on the page catching up with a toggle): done in the same task, it
 * would hold back the frame that shows what the shopper did. A hidden page paints no frames (and
 * runs no animation-frame callbacks), so there it waits for a task only.
 */
export function afterNextPaint(run: () => void): void {
  const later = () => {
    setTimeout(run, 0);
  };
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') later();
  else requestAnimationFrame(later);
}
