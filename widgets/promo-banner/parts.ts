import type { MarkerProblem } from '../../shared/runtime/index.ts';

/** What the widget works with in the server's banner. */
export interface BannerParts {
  /** Shows and hides the body (a disclosure button). */
  toggle: HTMLButtonElement;
  body: HTMLElement;
  close: HTMLButtonElement;
}

const TOGGLE = '.promo-banner__toggle';
const BODY = '.promo-banner__body';
const CLOSE = '.promo-banner__close';

/** The banner's toggle, body and close button, or null when one is missing (or a control is no `<button>`). */
export function bannerParts(marker: HTMLElement): BannerParts | null {
  const toggle = marker.querySelector(TOGGLE);
  const body = marker.querySelector(BODY);
  const close = marker.querySelector(CLOSE);
  if (!(toggle instanceof HTMLButtonElement) || !(body instanceof HTMLElement) || !(close instanceof HTMLButtonElement)) return null;
  return { toggle, body, close };
}

/** What the server's banner lacks, for the marker's console error. */
export function bannerProblem(marker: HTMLElement): MarkerProblem | null {
  if (bannerParts(marker)) return null;
  const missing = [`button${TOGGLE}`, BODY, `button${CLOSE}`].filter((selector) => !marker.querySelector(selector));
  return { attribute: null, message: `the banner needs ${missing.join(', ')} inside the marker (the toggle and close controls as <button> elements)` };
}
