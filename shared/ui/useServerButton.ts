import { useLayoutEffect } from 'react';

/**
 * Listens to a button in the server's HTML that a widget keeps as it is (the cookie notice's
 * accept, the home-screen hint's close): `find` picks it in the marker (module-level, so stable),
 * `onClick` runs on each click (stable too: a useCallback), and the listener goes on unmount.
 */
export function useServerButton(host: HTMLElement, find: (host: HTMLElement) => HTMLElement | null, onClick: () => void): void {
  useLayoutEffect(() => {
    const button = find(host);
    if (!button) return undefined;
    button.addEventListener('click', onClick);
    return () => button.removeEventListener('click', onClick);
  }, [host, find, onClick]);
}
