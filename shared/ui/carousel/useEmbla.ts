import EmblaCarousel, { type EmblaCarouselType } from 'embla-carousel';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { prefersReducedMotion } from '../../browser/motion.ts';

export interface EmblaControls {
  /** Goes on the viewport element; its first child is the slide container. */
  viewportRef: RefObject<HTMLDivElement | null>;
  /** Index of the selected slide. */
  selected: number;
  /** Previous slide; from the first one it wraps to the last, so the buttons never go dead. */
  previous: () => void;
  /** Next slide; from the last one it wraps to the first. */
  next: () => void;
}

/**
 * Runs embla (swipe, drag, snapping) on a viewport for as long as the component is mounted and
 * mirrors its selected slide into React state. Embla moves slides with `element.style.transform`
 * from script, which a strict style-src CSP allows.
 */
export function useEmbla(): EmblaControls {
  const viewportRef = useRef<HTMLDivElement>(null);
  const emblaRef = useRef<EmblaCarouselType | null>(null);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    // No loop: it moves slides around behind the scenes; wrapping is done by the buttons instead.
    const embla = EmblaCarousel(viewport, { loop: false, align: 'start' });
    emblaRef.current = embla;
    const follow = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', follow);
    embla.on('reInit', follow);
    follow();
    return () => {
      emblaRef.current = null;
      embla.destroy();
    };
  }, []);

  const previous = useCallback(() => {
    const embla = emblaRef.current;
    if (!embla) return;
    // Shoppers who asked for less motion get the new photo at once instead of a slide.
    if (embla.canScrollPrev()) embla.scrollPrev(prefersReducedMotion());
    else embla.scrollTo(embla.scrollSnapList().length - 1, prefersReducedMotion());
  }, []);

  const next = useCallback(() => {
    const embla = emblaRef.current;
    if (!embla) return;
    if (embla.canScrollNext()) embla.scrollNext(prefersReducedMotion());
    else embla.scrollTo(0, prefersReducedMotion());
  }, []);

  return { viewportRef, selected, previous, next };
}
