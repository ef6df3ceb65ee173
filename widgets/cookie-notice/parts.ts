/** The notice's accept button, which the marker must hold. */
export function acceptButtonOf(marker: HTMLElement): HTMLButtonElement | null {
  const button = marker.querySelector('.cookie-notice__accept');
  return button instanceof HTMLButtonElement ? button : null;
}
