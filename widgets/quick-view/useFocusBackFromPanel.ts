import { useEffect, type RefObject } from 'react';
import { store, useSignal } from '../../shared/store/index.ts';

/**
 * A buy in the quick view opens the cart (or single-basket) panel over it. When that panel closes
 * and its focus return found nothing to go back to (the buy button was disabled while busy, so
 * focus had dropped to <body>), focus comes back into the quick view: otherwise Esc and Tab would
 * no longer reach the modal that is still open.
 */
export function useFocusBackFromPanel(open: boolean, target: RefObject<HTMLElement | null>): void {
  const panel = useSignal(store.openPanel);
  useEffect(() => {
    if (!open || panel !== null) return;
    const active = document.activeElement;
    if (active === null || active === document.body || !active.isConnected) target.current?.focus();
  }, [open, panel, target]);
}
