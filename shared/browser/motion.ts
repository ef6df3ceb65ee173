// Whether to animate. Its own module, not device.ts: the entry (which holds device.ts) has no
// animation, and a chunk's import of device.ts would make the entry export one more function.

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** The shopper asked for less motion. Unknown (no matchMedia, or it throws) counts as no: the animations are small and optional. */
export function prefersReducedMotion(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false;
  try {
    return window.matchMedia(REDUCED_MOTION).matches;
  } catch {
    return false;
  }
}
