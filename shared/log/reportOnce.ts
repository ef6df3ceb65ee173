// A page-wide mistake is said once, not once per marker: a listing of 100 favourites with the
// wrong fallback words gets one console error, with the first such marker.
import { handleError, type ErrorDetail } from './handleError.ts';

const reported = new Set<string>();

/** Reports `message` (a console error and `shop:error`) unless this page already did. */
export function reportOnce(message: string, detail?: ErrorDetail): void {
  if (reported.has(message)) return;
  reported.add(message);
  handleError(undefined, message, detail);
}

/**
 * A `shop-context` field a widget on this page needs is absent or not a string or number
 * (docs/markers.md, the context's field table): what goes wrong without it, once per page.
 */
export function reportMissingContext(field: 'contentId' | 'pageId' | 'ready', effect: string, detail?: ErrorDetail): void {
  reportOnce(`page context: "${field}" is missing or malformed: ${effect}`, detail);
}

/** Forgets what was said, as a new page would (for tests; the bundle never calls it). */
export function forgetReported(): void {
  reported.clear();
}
