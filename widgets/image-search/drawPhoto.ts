import type { DecodedPhoto } from './decodePhoto.ts';
import { previewSize, type Size } from './previewSize.ts';

/**
 * Draws `photo` into `canvas`, fitted to the space the preview may take, and sizes the canvas to
 * it. False when the browser will not draw it (no 2D context, or a picture it decoded but cannot
 * paint): that is no preview, like a picture it cannot decode.
 */
export function drawPhoto(canvas: HTMLCanvasElement, photo: DecodedPhoto): boolean {
  try {
    const context = canvas.getContext('2d');
    if (!context) return false;
    const size = previewSize(photo, spaceFor(canvas), window.devicePixelRatio);
    // Setting the size clears the canvas: a photo drawn there before does not show through.
    canvas.width = size.pixels.width;
    canvas.height = size.pixels.height;
    canvas.style.width = `${size.css.width}px`;
    context.imageSmoothingQuality = 'high';
    context.drawImage(photo.source, 0, 0, size.pixels.width, size.pixels.height);
    return true;
  } catch {
    return false;
  }
}

/**
 * The most the preview may take, in CSS pixels, as an <img> of the photo would: as wide as the
 * window (the dialog grows to fit it; `max-width: 100%` on the canvas keeps it inside the dialog
 * when it cannot), as tall as the site's `max-height` for the preview (the store's CSS gives
 * 50vh), or the window's height when the site sets none in a length.
 */
function spaceFor(canvas: HTMLCanvasElement): Size {
  const maxHeight = pixels(getComputedStyle(canvas).maxHeight);
  return { width: window.innerWidth, height: maxHeight > 0 ? maxHeight : window.innerHeight };
}

/** A length in CSS pixels; 0 for 'none', percentages and anything else not in px. */
function pixels(value: string): number {
  const length = value.trim().endsWith('px') ? parseFloat(value) : 0;
  return Number.isFinite(length) ? length : 0;
}
