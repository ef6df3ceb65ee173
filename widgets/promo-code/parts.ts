import type { MarkerProblem } from '../../shared/runtime/index.ts';

const COPY = '.promo-code__copy';
const VALUE = '.promo-code__value';
const HINT = '.promo-code__hint';

/** The marker's copy button, which it must hold. */
export function copyButtonOf(marker: HTMLElement): HTMLButtonElement | null {
  const button = marker.querySelector(COPY);
  return button instanceof HTMLButtonElement ? button : null;
}

/** The code as the page shows it (selected when the clipboard refuses), if the marker shows it. */
export function codeValueOf(marker: HTMLElement): HTMLElement | null {
  return marker.querySelector<HTMLElement>(VALUE);
}

/** The server's hint, shown for 3 s after a copy, if the marker has one. */
export function hintOf(marker: HTMLElement): HTMLElement | null {
  return marker.querySelector<HTMLElement>(HINT);
}

/** Whether a click was on the marker's copy button (or inside it). */
export function isCopyPress(marker: HTMLElement, event: Event): boolean {
  const button = event.target instanceof Element ? event.target.closest(COPY) : null;
  return button !== null && marker.contains(button);
}

export function promoCodeProblem(marker: HTMLElement): MarkerProblem | null {
  return copyButtonOf(marker) ? null : { attribute: null, message: `the marker needs its <button class="promo-code__copy">` };
}
