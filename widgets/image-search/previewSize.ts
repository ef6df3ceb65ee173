// How big the chosen photo's preview is drawn: the photo fitted into the space the dialog gives
// it, never enlarged, its proportions kept.

export interface Size {
  width: number;
  height: number;
}

export interface PreviewSize {
  /** What the preview takes on the page, in CSS pixels. */
  css: Size;
  /** The canvas's own pixels: the CSS size at the screen's density, never more than the photo has. */
  pixels: Size;
}

/**
 * The preview of a `photo` (its pixels) inside `box` (CSS pixels) on a screen of `pixelRatio`
 * device pixels per CSS pixel: the size an <img> with `max-width` and `max-height` set to the
 * box would take. A side never shrinks below one pixel, so a thin panorama still shows.
 */
export function previewSize(photo: Size, box: Size, pixelRatio: number): PreviewSize {
  const scale = Math.min(1, box.width / photo.width, box.height / photo.height);
  // A zoomed-out page reports less than one device pixel per CSS pixel: drawing at least the CSS size keeps it sharp.
  const density = Number.isFinite(pixelRatio) && pixelRatio > 1 ? pixelRatio : 1;
  const pixelScale = Math.min(1, scale * density);
  return { css: scaled(photo, scale), pixels: scaled(photo, pixelScale) };
}

function scaled(size: Size, scale: number): Size {
  return { width: Math.max(1, Math.round(size.width * scale)), height: Math.max(1, Math.round(size.height * scale)) };
}
