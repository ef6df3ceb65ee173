// Device questions the widgets ask, answered from CSS media queries so they match the page's CSS.

/** The store's mobile breakpoint: below it the cart opens as a layer and reserved sizes are flagged. */
const MOBILE_VIEWPORT = '(max-width: 767px)';
/** A real hover (mouse, trackpad); touch screens fake hover on tap, so they do not count. */
const HOVER = '(hover: hover)';

/** null when the browser (or a test DOM) has no matchMedia, or it throws on the query. */
function mediaMatches(query: string): boolean | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  try {
    return window.matchMedia(query).matches;
  } catch {
    return null;
  }
}

/** A phone-sized viewport. Unknown counts as not mobile: the desktop behaviour is the default. */
export function isMobileViewport(): boolean {
  return mediaMatches(MOBILE_VIEWPORT) ?? false;
}

/** A pointer that can hover. Unknown counts as no hover, so no label changes under a finger. */
export function canHover(): boolean {
  return mediaMatches(HOVER) ?? false;
}
