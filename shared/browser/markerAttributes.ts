// The marker contract's attribute names (docs/markers.md), spelled once for every layer that finds
// or reads markers: the runtime, the forms, analytics, the panels and the widgets.

/** What makes an element a marker, and names its widget. */
export const MARKER_ATTR = 'data-widget';

/** The one attribute that names a product on every marker that has one (and page init reads). */
export const PRODUCT_ID_ATTR = 'data-product-id';

/** A selector for the markers of one widget: `[data-widget="phone"]`. */
export function markerOf(widget: string): string {
  return `[${MARKER_ATTR}="${widget}"]`;
}
