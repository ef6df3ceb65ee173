import { useEffect, useRef } from 'react';

/**
 * Calls `reset` when the shopper comes back to this page from the back-forward cache: a page left
 * while a search was under way returns as it was left, its button still busy.
 */
export function useReturnReset(reset: () => void): void {
  const resetRef = useRef(reset);
  resetRef.current = reset;
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) resetRef.current();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);
}
