import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { prefersReducedMotion } from '../../browser/motion.ts';

export interface SlideScrollControls {
  /** Goes on the viewport element; its first child is the row of slides. */
  viewportRef: RefObject<HTMLDivElement | null>;
  /** Index of the selected slide. */
  selected: number;
  /** Previous slide; from the first one it wraps to the last, so the buttons never go dead. */
  previous: () => void;
  /** Next slide; from the last one it wraps to the first. */
  next: () => void;
}

/** A drag over this share of the viewport's width moves to the neighbour slide; a shorter one springs back. */
export const SWIPE_SHARE = 0.2;

/** Where `slide` starts in the viewport's scrolled content. */
function offsetOf(viewport: HTMLElement, slide: Element): number {
  return slide.getBoundingClientRect().left - viewport.getBoundingClientRect().left + viewport.scrollLeft;
}

/**
 * Moves a row of `count` slides by scrolling its viewport, which the stylesheet gives
 * `overflow: hidden`: a scroll container with no scrollbar that takes no wheel, so only this moves
 * it. A pointer dragged across it (mouse, touch, pen) carries the row along; let go past
 * SWIPE_SHARE of the width it settles on the neighbour slide, else back. The buttons and keys scroll
 * to a slide, smoothly unless the shopper asked for less motion. The row's own `touch-action:
 * pan-y` leaves vertical swipes to the page; a swipe the browser takes over for that springs back.
 */
export function useSlideScroll(count: number): SlideScrollControls {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState(0);
  // Read by the listeners, which are attached once.
  const current = useRef(0);

  const show = useCallback((index: number, animate = true) => {
    const viewport = viewportRef.current;
    const slide = viewport?.firstElementChild?.children[index];
    if (!viewport || !slide) return;
    current.current = index;
    setSelected(index);
    viewport.scrollTo({ left: offsetOf(viewport, slide), behavior: animate && !prefersReducedMotion() ? 'smooth' : 'auto' });
  }, []);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return undefined;
    let drag: { pointer: number; x: number; left: number } | null = null;
    const onDown = (event: PointerEvent) => {
      if (drag || !event.isPrimary || event.button !== 0) return;
      drag = { pointer: event.pointerId, x: event.clientX, left: viewport.scrollLeft };
      // The row follows the pointer out of the viewport too, until it is let go.
      viewport.setPointerCapture?.(event.pointerId);
    };
    const onMove = (event: PointerEvent) => {
      if (drag?.pointer === event.pointerId) viewport.scrollLeft = drag.left - (event.clientX - drag.x);
    };
    const onEnd = (event: PointerEvent) => {
      if (drag?.pointer !== event.pointerId) return;
      const moved = event.type === 'pointerup' ? event.clientX - drag.x : 0;
      drag = null;
      const step = Math.abs(moved) < viewport.clientWidth * SWIPE_SHARE ? 0 : moved < 0 ? 1 : -1;
      show(Math.min(Math.max(current.current + step, 0), count - 1));
    };
    // A mouse drag must move the photos, not select the text around them.
    const onSelectStart = (event: Event) => {
      if (drag) event.preventDefault();
    };
    // A new width (a phone turned, a window resized) keeps the selected slide in place.
    const realign = () => show(current.current, false);
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(realign) : null;
    if (resized) resized.observe(viewport);
    else addEventListener('resize', realign);
    viewport.addEventListener('pointerdown', onDown);
    viewport.addEventListener('pointermove', onMove);
    viewport.addEventListener('pointerup', onEnd);
    viewport.addEventListener('pointercancel', onEnd);
    viewport.addEventListener('selectstart', onSelectStart);
    return () => {
      viewport.removeEventListener('pointerdown', onDown);
      viewport.removeEventListener('pointermove', onMove);
      viewport.removeEventListener('pointerup', onEnd);
      viewport.removeEventListener('pointercancel', onEnd);
      viewport.removeEventListener('selectstart', onSelectStart);
      resized?.disconnect();
      removeEventListener('resize', realign);
    };
  }, [count, show]);

  const previous = useCallback(() => show(current.current > 0 ? current.current - 1 : count - 1), [count, show]);
  const next = useCallback(() => show(current.current < count - 1 ? current.current + 1 : 0), [count, show]);

  return { viewportRef, selected, previous, next };
}
