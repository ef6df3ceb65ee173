// What the widget adds to the server's search form, and takes away again on unmount.

/** The attributes of the WAI-ARIA combobox the widget sets on the field. */
const COMBOBOX_ATTRIBUTES = ['role', 'aria-autocomplete', 'aria-expanded', 'aria-controls', 'aria-activedescendant'] as const;

/**
 * Makes the field the combobox of the suggestion list (`listboxId`); the returned function puts
 * back what the server had on those attributes (nothing, usually).
 */
export function markCombobox(input: HTMLInputElement, listboxId: string): () => void {
  const before = COMBOBOX_ATTRIBUTES.map((name) => [name, input.getAttribute(name)] as const);
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-expanded', 'false');
  input.setAttribute('aria-controls', listboxId);
  input.removeAttribute('aria-activedescendant');
  return () => {
    for (const [name, value] of before) {
      if (value === null) input.removeAttribute(name);
      else input.setAttribute(name, value);
    }
  };
}

/** The combobox's state on the field: expanded while the list shows, and its active option. */
export function showComboboxState(input: HTMLInputElement, expanded: boolean, activeOptionId: string | null): void {
  input.setAttribute('aria-expanded', expanded ? 'true' : 'false');
  if (activeOptionId === null) input.removeAttribute('aria-activedescendant');
  else input.setAttribute('aria-activedescendant', activeOptionId);
}

/** Shows or hides the popup; `display` too, so a site rule giving the class a display cannot show an empty box. */
export function showSlot(slot: HTMLElement, shown: boolean): void {
  slot.hidden = !shown;
  slot.style.display = shown ? '' : 'none';
}

/**
 * The popup's box, right after the field: absolutely placed under the form at its full width, so
 * opening it moves nothing. A form the page left `position: static` becomes the box's anchor.
 */
export function addSuggestionSlot(form: HTMLFormElement, input: HTMLInputElement): { slot: HTMLDivElement; remove: () => void } {
  const slot = form.ownerDocument.createElement('div');
  slot.className = 'search-form__suggestions';
  showSlot(slot, false);
  slot.style.position = 'absolute';
  slot.style.top = '100%';
  slot.style.left = '0';
  slot.style.right = '0';
  // Over what follows the header, as a dropdown must be.
  slot.style.zIndex = '10';
  input.after(slot);

  const formPosition = form.style.position;
  const view = form.ownerDocument.defaultView;
  // '' is a DOM without a style engine: unknown, so anchored to be safe.
  const anchored = !!view && ['static', ''].indexOf(view.getComputedStyle(form).position) >= 0;
  if (anchored) form.style.position = 'relative';
  return {
    slot,
    remove: () => {
      slot.remove();
      if (anchored) form.style.position = formPosition;
    },
  };
}
