import { useMemo } from 'react';
import { parseServerHtml } from '../browser/parseServerHtml.ts';

/**
 * A backdrop click closes a modal unless the modal is marked not to (docs/markers.md "Modals that
 * stay on a backdrop click"). The mark is Bootstrap's long-standing one, `data-backdrop="static"`,
 * so server templates that had it keep working: on a widget's marker, or on an element at the top
 * level of the html the server sent for the modal (a panel, the callback form). Only the backdrop
 * click is affected: × and Esc still close.
 */
export const BACKDROP_ATTR = 'data-backdrop';

/**
 * Dialog's `closeOnBackdrop` for a modal of server content: false when its marker, or an element
 * at the top level of its server html (parsed inert, without running it), says
 * `data-backdrop="static"`; true otherwise (and while there is no html yet).
 */
export function closesOnBackdrop(marker: Element | null, html?: string | null): boolean {
  const top = html ? [...parseServerHtml(html).children] : [];
  return ![marker, ...top].some((element) => element?.getAttribute(BACKDROP_ATTR) === 'static');
}

/** closesOnBackdrop for a widget: the html is parsed again only when it changes. */
export function useClosesOnBackdrop(marker: Element, html?: string | null): boolean {
  return useMemo(() => closesOnBackdrop(marker, html), [marker, html]);
}
