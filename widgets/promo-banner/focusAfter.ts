import { tabbables } from '../../shared/ui/focus.ts';

/**
 * Where Tab would go from `element`: the first control after it in the page, outside it. Null
 * when nothing follows.
 */
export function firstTabbableAfter(element: HTMLElement): HTMLElement | null {
  const body = element.ownerDocument.body;
  return (
    tabbables(body).find((candidate) => !element.contains(candidate) && (element.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0) ??
    null
  );
}
