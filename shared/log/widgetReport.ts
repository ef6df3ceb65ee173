import { MARKER_ATTR } from '../browser/markerAttributes.ts';
import { handleError } from './handleError.ts';

/** What a widget tells developers about something it could not do (`cause`: the error, if one). */
export type Report = (message: string, cause?: unknown) => void;

/**
 * A widget's `report`, bound to its name (the marker's) and its element: one console error through
 * the error handler, `widget "<name>": <message>`, with both attached for the page's monitoring.
 */
export function reportFor(host: HTMLElement): Report {
  const widget = (host.getAttribute(MARKER_ATTR) ?? '').trim();
  return (message, cause) => handleError(cause, `widget "${widget}": ${message}`, { widget, element: host });
}
