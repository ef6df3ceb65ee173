/**
 * Selects the text of `element`, so the shopper can copy it by hand (Ctrl+C, or the phone's copy
 * menu on the selection). Focus stays where it is: a selection on the page is copied from anywhere.
 */
export function selectText(element: HTMLElement): void {
  try {
    element.ownerDocument.getSelection()?.selectAllChildren(element);
  } catch {
    // A browser that refuses the selection leaves the message, which still says what to do.
  }
}
