import { useLayoutEffect, useState } from 'react';

/**
 * An element of the widget's own for a portal, appended inside the marker's server nodes: to
 * `host`, or to the first element in it matching `within` (looked up once the server nodes are
 * back in the marker). Removed on unmount. Null until the first layout effect, so it is there
 * before the first paint but never during the render that asked for it.
 */
export function useSlot(host: HTMLElement, className: string, within?: string): HTMLElement | null {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const parent = (within && host.querySelector(within)) || host;
    const element = host.ownerDocument.createElement('div');
    element.className = className;
    parent.appendChild(element);
    setSlot(element);
    return () => element.remove();
  }, [host, className, within]);
  return slot;
}
