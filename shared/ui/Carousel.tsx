import type { KeyboardEvent } from 'react';
import type { CarouselSlide } from './carousel/types.ts';
import { useSlideScroll } from './carousel/useSlideScroll.ts';
import { photoNext, photoPosition, photoPrevious } from '../i18n/messages/quickView.ts';
import { useT } from './useT.ts';

export type { CarouselSlide } from './carousel/types.ts';

export interface CarouselProps {
  slides: readonly CarouselSlide[];
  /** The region's accessible name, e.g. 'Фото товара'. */
  label: string;
  className?: string;
}

/**
 * A photo carousel after the WAI-ARIA APG carousel pattern: a labelled region with
 * aria-roledescription="carousel", one group per slide named 'n из total', previous/next
 * buttons, ArrowLeft/ArrowRight while the region has focus, and a polite 'n / total' status.
 * Swipe and mouse drag scroll the row (carousel/useSlideScroll.ts). The page's stylesheet lays it
 * out (see the quick-view README).
 */
export function Carousel({ slides, label, className }: CarouselProps) {
  const t = useT();
  const total = slides.length;
  const { viewportRef, selected, previous, next } = useSlideScroll(total);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') previous();
    else if (event.key === 'ArrowRight') next();
    else return;
    // The arrows belong to the carousel here, not to the page scroll.
    event.preventDefault();
  };

  return (
    <div
      className={className ? `carousel ${className}` : 'carousel'}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      <div className="carousel__viewport" ref={viewportRef}>
        <div className="carousel__slides">
          {slides.map((slide, index) => (
            <div
              key={`${index}:${slide.src}`}
              className={index === selected ? 'carousel__slide is-selected' : 'carousel__slide'}
              role="group"
              aria-roledescription="slide"
              aria-label={t(photoPosition, { n: index + 1, total })}
            >
              {/* Not draggable: a mouse drag must move the carousel, not start a file drag. */}
              <img src={slide.src} alt={slide.alt} width={slide.width} height={slide.height} draggable={false} />
            </div>
          ))}
        </div>
      </div>
      <div className="carousel__controls">
        <button type="button" className="carousel__prev" aria-label={t(photoPrevious)} onClick={previous}>
          <span aria-hidden="true">‹</span>
        </button>
        <p className="carousel__status" aria-live="polite" aria-atomic="true">
          {`${selected + 1} / ${total}`}
        </p>
        <button type="button" className="carousel__next" aria-label={t(photoNext)} onClick={next}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </div>
  );
}
