// A dropdown the server renders as <details><summary>…</summary>…</details>: it opens and closes
// without JavaScript, from the keyboard and on touch. The script adds what <details> lacks as a
// dropdown (widgets/sort-popup: the opening button marked active while open; WAI-ARIA disclosure):
// the button's state for the site's CSS and assistive tech, Esc, closing from outside, and focus
// brought back to the button.

/** The class the opening button carries while the dropdown is open. */
export const ACTIVE_CLASS = 'is-active';

export interface Dropdown {
  /** Closes it; with `focusButton`, focus goes back to the opening button. */
  close(focusButton: boolean): void;
  /** Ends the behaviour and takes back what it set on the button. */
  destroy(): void;
}

/** The opening button of a dropdown marker: its own <summary>, or null when it has none. */
export function summaryOf(details: HTMLDetailsElement): HTMLElement | null {
  const first = details.firstElementChild;
  return first instanceof HTMLElement && first.tagName === 'SUMMARY' ? first : null;
}

export function attachDropdown(details: HTMLDetailsElement, button: HTMLElement): Dropdown {
  const document = details.ownerDocument;
  const hadActiveClass = button.classList.contains(ACTIVE_CLASS);
  const originalExpanded = button.getAttribute('aria-expanded');

  const mark = () => {
    button.setAttribute('aria-expanded', String(details.open));
    button.classList.toggle(ACTIVE_CLASS, details.open);
  };

  const close = (focusButton: boolean) => {
    if (details.open) {
      details.open = false;
      // The toggle event comes a task later: the state is shown now.
      mark();
    }
    if (focusButton) button.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !details.open) return;
    // This Esc is the dropdown's: a dialog around it stays open.
    event.stopPropagation();
    event.preventDefault();
    close(true);
  };

  // A press or focus anywhere else closes it; focus goes where the shopper put it.
  const onOutside = (event: Event) => {
    if (details.open && event.target instanceof Node && !details.contains(event.target)) close(false);
  };

  mark();
  details.addEventListener('toggle', mark);
  details.addEventListener('keydown', onKeyDown);
  document.addEventListener('pointerdown', onOutside, true);
  document.addEventListener('focusin', onOutside, true);

  return {
    close,
    destroy() {
      details.removeEventListener('toggle', mark);
      details.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onOutside, true);
      document.removeEventListener('focusin', onOutside, true);
      button.classList.toggle(ACTIVE_CLASS, hadActiveClass);
      if (originalExpanded === null) button.removeAttribute('aria-expanded');
      else button.setAttribute('aria-expanded', originalExpanded);
    },
  };
}
