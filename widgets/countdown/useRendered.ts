import { useEffect, useState } from 'react';

/**
 * Whether `element` is on screen for the shopper to see now: false while the tab is in the
 * background (`document.hidden`), while the element has `hidden`, and while it has no box at all
 * (a ResizeObserver sees 0×0: `display: none` on it or on a parent). A timer that only shows
 * something can stop while this is false.
 */
export function useRendered(element: HTMLElement): boolean {
  const [rendered, setRendered] = useState(() => !document.hidden && !element.hidden);
  useEffect(() => {
    // Until the observer's first report (at once where there is one), the box counts as there.
    let hasBox = true;
    const update = () => setRendered(!document.hidden && !element.hidden && hasBox);
    const attributes = new MutationObserver(update);
    attributes.observe(element, { attributes: true, attributeFilter: ['hidden'] });
    document.addEventListener('visibilitychange', update);
    // Every supported browser has one; without it (a test DOM) only the attribute and the tab's visibility count.
    const box =
      typeof ResizeObserver === 'function'
        ? new ResizeObserver((entries) => {
            const last = entries[entries.length - 1];
            if (!last) return;
            hasBox = last.contentRect.width > 0 || last.contentRect.height > 0;
            update();
          })
        : null;
    box?.observe(element);
    update();
    return () => {
      attributes.disconnect();
      document.removeEventListener('visibilitychange', update);
      box?.disconnect();
    };
  }, [element]);
  return rendered;
}
