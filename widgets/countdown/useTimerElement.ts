import { useLayoutEffect, useState } from 'react';

export const TIMER = '.countdown__timer';

/**
 * The marker's `.countdown__timer`, emptied of the server's parts for the widget to render its own
 * into (the same markup, so nothing moves); the server's parts go back on unmount. Null until the
 * server's nodes are back in the marker (the first layout effects), before the first paint.
 */
export function useTimerElement(host: HTMLElement): HTMLElement | null {
  const [timer, setTimer] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const element = host.querySelector<HTMLElement>(TIMER);
    if (!element) return undefined;
    const serverParts = Array.from(element.childNodes);
    element.replaceChildren();
    setTimer(element);
    return () => element.replaceChildren(...serverParts);
  }, [host]);
  return timer;
}
