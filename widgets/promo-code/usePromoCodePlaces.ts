import { useLayoutEffect, useState } from 'react';
import { codeValueOf, copyButtonOf, hintOf } from './parts.ts';

/** Where the widget works in the server's marker. */
export interface PromoCodePlaces {
  /** The copy button, emptied of its words for the label stack rendered into it. */
  button: HTMLButtonElement;
  /** The button's words as the server wrote them. */
  label: string;
  /** The code as the page shows it. */
  value: HTMLElement | null;
  /** The server's hint, shown for 3 s after a copy. */
  hint: HTMLElement | null;
  /** Our own element right after the hint (or the button), with `display: contents`: the status goes in it. */
  slot: HTMLElement;
}

/**
 * Takes the places over once the server's nodes are back in the marker (a layout effect, before
 * the first paint), and gives the server's button words, its hint's `hidden` and the marker's
 * nodes back on unmount.
 */
export function usePromoCodePlaces(host: HTMLElement): PromoCodePlaces | null {
  const [places, setPlaces] = useState<PromoCodePlaces | null>(null);
  useLayoutEffect(() => {
    const button = copyButtonOf(host);
    if (!button) return undefined;
    const hint = hintOf(host);
    const serverWords = Array.from(button.childNodes);
    const serverHintHidden = hint?.hidden ?? true;
    const label = (button.textContent ?? '').trim();
    button.replaceChildren();
    const slot = host.ownerDocument.createElement('span');
    // No box of its own: in a flex or grid marker it is no item and adds no gap.
    slot.style.display = 'contents';
    (hint ?? button).after(slot);
    setPlaces({ button, label, value: codeValueOf(host), hint, slot });
    return () => {
      slot.remove();
      button.replaceChildren(...serverWords);
      if (hint) hint.hidden = serverHintHidden;
    };
  }, [host]);
  return places;
}
