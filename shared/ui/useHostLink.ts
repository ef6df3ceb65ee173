import { useLayoutEffect, useState, type RefObject } from 'react';
import { sameOriginLink } from '../browser/safeUrl.ts';

/**
 * For a marker that is the server's no-JavaScript link (quick view's product link, a cart line's
 * remove link) with the widget's button rendered inside it. While mounted, the link gives up its
 * href, so it neither navigates nor is a second control around the button (a button in a link is
 * two controls in one for keyboards and screen readers); unmounting gives it back. Layout effect:
 * the href must be gone before the shopper's click can land on it.
 *
 * With `control`, a press that began on the server link before the button replaced it, and so
 * ends with a click on the marker itself, is handed to the button. Returns the server's href when
 * it stays on this site ('' otherwise), read before the widget removed it.
 */
export function useHostLink(host: HTMLElement, control?: RefObject<HTMLElement | null>): string {
  const [href] = useState(() => sameOriginLink(host.getAttribute('href')) ?? '');
  useLayoutEffect(() => {
    const original = host.getAttribute('href');
    host.removeAttribute('href');
    const onMarkerClick = (event: Event) => {
      if (event.target !== host || !control) return;
      event.preventDefault();
      control.current?.click();
    };
    host.addEventListener('click', onMarkerClick);
    return () => {
      host.removeEventListener('click', onMarkerClick);
      if (original !== null) host.setAttribute('href', original);
    };
  }, [host, control]);
  return href;
}
