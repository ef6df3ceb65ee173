import { useLayoutEffect, useRef, type RefObject } from 'react';
import { prefersReducedMotion } from '../../shared/browser/motion.ts';

/** The mega-menu slides open in 500 ms. */
export const SLIDE_MS = 500;

const SLIDE_STYLES = ['overflow', 'maxHeight', 'opacity', 'transition'] as const;

function clearSlide(panel: HTMLElement): void {
  for (const name of SLIDE_STYLES) panel.style[name] = '';
}

/**
 * Slides the panel open (height and opacity) each time `open` turns true, through the DOM style
 * object, which a strict CSP allows; nothing moves with prefers-reduced-motion, and closing is
 * at once. `content` changes when what the panel holds does: a list that arrives mid-slide
 * widens the slide's goal instead of being cut off until it ends.
 */
export function useSlide(panelRef: RefObject<HTMLElement | null>, open: boolean, content: unknown): void {
  const sliding = useRef(false);

  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!panel || !open || prefersReducedMotion()) return undefined;
    sliding.current = true;
    panel.style.transition = 'none';
    panel.style.overflow = 'hidden';
    panel.style.maxHeight = '0px';
    panel.style.opacity = '0';
    // Read a layout value so the browser starts the transition from the closed box.
    void panel.offsetHeight;
    panel.style.transition = `max-height ${SLIDE_MS}ms ease-out, opacity ${SLIDE_MS}ms ease-out`;
    panel.style.maxHeight = `${panel.scrollHeight}px`;
    panel.style.opacity = '1';
    const done = setTimeout(() => {
      sliding.current = false;
      clearSlide(panel);
    }, SLIDE_MS);
    return () => {
      clearTimeout(done);
      sliding.current = false;
      clearSlide(panel);
    };
  }, [panelRef, open]);

  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (panel && sliding.current) panel.style.maxHeight = `${panel.scrollHeight}px`;
  }, [panelRef, content]);
}
