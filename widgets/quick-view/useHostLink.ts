import { useLayoutEffect, useState } from 'react';
import { sameOriginLink } from '../../shared/browser/safeUrl.ts';

/**
 * The marker is the no-JavaScript link to the product page, and the widget's button is rendered
 * inside it. While mounted, the link gives up its href so it neither navigates nor becomes a
 * second tab stop around the button; unmounting gives it back. Returns that href, which the
 * failure message links to, when it stays on this site ('' otherwise).
 */
export function useHostLink(host: HTMLElement): string {
  // Read at the first render: the layout effect below removes the attribute.
  const [href] = useState(() => sameOriginLink(host.getAttribute('href')) ?? '');
  useLayoutEffect(() => {
    const original = host.getAttribute('href');
    if (original === null) return;
    host.removeAttribute('href');
    return () => host.setAttribute('href', original);
  }, [host]);
  return href;
}
