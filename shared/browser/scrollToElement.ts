// Scrolling to an element is a 100 ms animation (README.md, on forms). One at a time on the page: a
// newer call (the shopper pressed submit again) takes over from where the older one had got to.
import { prefersReducedMotion } from './motion.ts';

export const SCROLL_TO_ELEMENT_MS = 100;

/** What scrolls: the window, or the panel (a dialog's box) the element scrolls inside. */
interface ScrollArea {
  /** The band of the viewport it shows, in viewport coordinates. */
  top: number;
  bottom: number;
  position: number;
  max: number;
  scrollTo(position: number): void;
}

interface Running {
  frame: number;
  finish(reached: boolean): void;
}

let running: Running | null = null;

const SCROLLING_OVERFLOW = /^(auto|scroll|overlay)$/;

/** Ease-out cubic: fast at first, settling gently on the element. */
function easeOut(progress: number): number {
  return 1 - (1 - progress) ** 3;
}

function windowArea(document: Document): ScrollArea {
  const view = document.defaultView ?? window;
  const root = document.scrollingElement ?? document.documentElement;
  const height = document.documentElement.clientHeight || view.innerHeight;
  return {
    top: 0,
    bottom: height,
    position: view.scrollY,
    max: Math.max(0, root.scrollHeight - height),
    scrollTo: (position) => view.scrollTo(view.scrollX, position),
  };
}

function panelArea(panel: HTMLElement): ScrollArea {
  const top = panel.getBoundingClientRect().top + panel.clientTop;
  return {
    top,
    bottom: top + panel.clientHeight,
    position: panel.scrollTop,
    max: Math.max(0, panel.scrollHeight - panel.clientHeight),
    scrollTo: (position) => {
      panel.scrollTop = position;
    },
  };
}

/**
 * The nearest ancestor that scrolls its content (a dialog's box, a side panel), else the window:
 * scrolling the window would not move a field inside a fixed panel.
 */
function scrollAreaOf(element: Element): ScrollArea {
  const document = element.ownerDocument;
  const view = document.defaultView ?? window;
  for (let node = element.parentElement; node && node !== document.body && node !== document.documentElement; node = node.parentElement) {
    if (node.scrollHeight > node.clientHeight && SCROLLING_OVERFLOW.test(view.getComputedStyle(node).overflowY)) return panelArea(node);
  }
  return windowArea(document);
}

/**
 * Where the area should be scrolled to for the element, or null when it is in view already. An
 * element out of view is brought to the middle (its label above and its message below show too);
 * one taller than the area, to its top.
 */
function targetOf(element: Element, area: ScrollArea): number | null {
  const rect = element.getBoundingClientRect();
  if (rect.top >= area.top && rect.bottom <= area.bottom) return null;
  const height = area.bottom - area.top;
  const offset = rect.height >= height ? rect.top - area.top : rect.top - area.top - (height - rect.height) / 2;
  const target = Math.round(Math.min(area.max, Math.max(0, area.position + offset)));
  return target === Math.round(area.position) ? null : target;
}

/**
 * Scrolls the window (or the panel the element is in) so the element is in view, over
 * 100 ms, at once with prefers-reduced-motion. Resolves true once it is there (at once when it
 * already was), false when a newer call took over.
 */
export function scrollToElement(element: Element): Promise<boolean> {
  running?.finish(false);
  const area = scrollAreaOf(element);
  const target = targetOf(element, area);
  if (target === null) return Promise.resolve(true);
  if (prefersReducedMotion()) {
    area.scrollTo(target);
    return Promise.resolve(true);
  }
  return new Promise((resolve) => {
    const from = area.position;
    const start = performance.now();
    const current: Running = {
      frame: 0,
      finish(reached) {
        cancelAnimationFrame(current.frame);
        if (running === current) running = null;
        resolve(reached);
      },
    };
    const step = (now: number) => {
      // A frame's time can be a little before the call (the frame began earlier): not below 0.
      const progress = Math.min(1, Math.max(0, (now - start) / SCROLL_TO_ELEMENT_MS));
      area.scrollTo(Math.round(from + (target - from) * easeOut(progress)));
      if (progress < 1) current.frame = requestAnimationFrame(step);
      else current.finish(true);
    };
    running = current;
    current.frame = requestAnimationFrame(step);
  });
}
