import { act, fireEvent, render } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel, type CarouselSlide } from '../../../shared/ui/Carousel.tsx';
import { resetStore } from '../helpers/resetStore.ts';

// happy-dom has no layout, so embla is replaced by a fake that records what the carousel asks of
// it and lets the test fire embla's 'select' event.
const embla = vi.hoisted(() => {
  const state = {
    calls: [] as string[],
    viewports: [] as HTMLElement[],
    destroyed: 0,
    snaps: 3,
    selected: 0,
    onSelect: [] as (() => void)[],
  };
  const create = (viewport: HTMLElement) => {
    state.viewports.push(viewport);
    const record = (call: string) => state.calls.push(call);
    return {
      on: (name: string, handler: () => void) => {
        if (name === 'select') state.onSelect.push(handler);
      },
      selectedScrollSnap: () => state.selected,
      scrollSnapList: () => Array.from({ length: state.snaps }, (_, index) => index),
      canScrollPrev: () => state.selected > 0,
      canScrollNext: () => state.selected < state.snaps - 1,
      scrollPrev: () => record('scrollPrev'),
      scrollNext: () => record('scrollNext'),
      scrollTo: (index: number) => record(`scrollTo ${index}`),
      destroy: () => {
        state.destroyed += 1;
      },
    };
  };
  /** What embla does once a scroll settled on a new snap. */
  const select = (index: number) => {
    state.selected = index;
    for (const handler of state.onSelect) handler();
  };
  const reset = () => Object.assign(state, { calls: [], viewports: [], destroyed: 0, snaps: 3, selected: 0, onSelect: [] });
  return { state, create, select, reset };
});
vi.mock('embla-carousel', () => ({ default: embla.create }));

const slides: CarouselSlide[] = [
  { src: '/img/p1002.svg', alt: 'Guess Платье Flint (1)', width: 196, height: 253 },
  { src: '/img/p1002-2.svg', alt: 'Guess Платье Flint (2)', width: 196, height: 253 },
  { src: '/img/p1002-3.svg', alt: 'Guess Платье Flint (3)' },
];

const region = () => document.querySelector<HTMLElement>('[aria-roledescription="carousel"]')!;
const status = () => document.querySelector('.carousel__status')!.textContent;
const button = (name: string) => document.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)!;

describe('Carousel', () => {
  beforeEach(() => {
    resetStore();
    embla.reset();
  });

  it('is a labelled, focusable carousel region with one named slide group per photo (APG)', () => {
    render(<Carousel slides={slides} label="Фото товара" />);
    expect(region().getAttribute('role')).toBe('region');
    expect(region().getAttribute('aria-label')).toBe('Фото товара');
    expect(region().tabIndex).toBe(0);
    const groups = [...document.querySelectorAll('[aria-roledescription="slide"]')];
    expect(groups.map((group) => [group.getAttribute('role'), group.getAttribute('aria-label')])).toEqual([
      ['group', '1 из 3'],
      ['group', '2 из 3'],
      ['group', '3 из 3'],
    ]);
    const images = [...document.querySelectorAll('img')];
    expect(images.map((img) => [img.getAttribute('src'), img.getAttribute('alt'), img.getAttribute('width'), img.getAttribute('height')])).toEqual([
      ['/img/p1002.svg', 'Guess Платье Flint (1)', '196', '253'],
      ['/img/p1002-2.svg', 'Guess Платье Flint (2)', '196', '253'],
      ['/img/p1002-3.svg', 'Guess Платье Flint (3)', null, null],
    ]);
    expect(status()).toBe('1 / 3');
    expect(document.querySelector('.carousel__status')!.getAttribute('aria-live')).toBe('polite');
    expect(button('Предыдущее фото').type).toBe('button');
    expect(button('Следующее фото').type).toBe('button');
  });

  it('runs embla on the viewport, whose first child holds the slides, and destroys it on unmount', () => {
    const view = render(<Carousel slides={slides} label="Фото товара" />);
    expect(embla.state.viewports).toHaveLength(1);
    const viewport = embla.state.viewports[0]!;
    expect(viewport.className).toBe('carousel__viewport');
    expect(viewport.firstElementChild!.children).toHaveLength(3);
    view.unmount();
    expect(embla.state.destroyed).toBe(1);
  });

  it('the buttons ask embla for the previous and next photo', () => {
    render(<Carousel slides={slides} label="Фото товара" />);
    act(() => embla.select(1));
    fireEvent.click(button('Следующее фото'));
    fireEvent.click(button('Предыдущее фото'));
    expect(embla.state.calls).toEqual(['scrollNext', 'scrollPrev']);
  });

  it('ArrowRight and ArrowLeft on the focused region move it; other keys are left to the page', () => {
    render(<Carousel slides={slides} label="Фото товара" />);
    act(() => embla.select(1));
    region().focus();
    const right = fireEvent.keyDown(region(), { key: 'ArrowRight' });
    const left = fireEvent.keyDown(region(), { key: 'ArrowLeft' });
    const down = fireEvent.keyDown(region(), { key: 'ArrowDown' });
    expect(embla.state.calls).toEqual(['scrollNext', 'scrollPrev']);
    // fireEvent returns false when the handler called preventDefault.
    expect([right, left, down]).toEqual([false, false, true]);
  });

  it('wraps around at both ends, so neither button is ever dead', () => {
    render(<Carousel slides={slides} label="Фото товара" />);
    fireEvent.click(button('Предыдущее фото'));
    act(() => embla.select(2));
    fireEvent.keyDown(region(), { key: 'ArrowRight' });
    expect(embla.state.calls).toEqual(['scrollTo 2', 'scrollTo 0']);
  });

  it('the status and the selected slide follow embla’s select event (a swipe too)', () => {
    render(<Carousel slides={slides} label="Фото товара" />);
    act(() => embla.select(1));
    expect(status()).toBe('2 / 3');
    expect(document.querySelector('.is-selected')!.getAttribute('aria-label')).toBe('2 из 3');
    act(() => embla.select(2));
    expect(status()).toBe('3 / 3');
  });

  it('speaks Ukrainian on /ua/ pages', () => {
    resetStore({ lang: 'ua', root: '/ua/' });
    render(<Carousel slides={slides} label="Фото товару" />);
    expect(button('Попереднє фото')).not.toBeNull();
    expect(button('Наступне фото')).not.toBeNull();
    expect(document.querySelector('[aria-roledescription="slide"]')!.getAttribute('aria-label')).toBe('1 з 3');
  });
});
