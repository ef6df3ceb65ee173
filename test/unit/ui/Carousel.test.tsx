import { act, fireEvent, render } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel, type CarouselSlide } from '../../../shared/ui/Carousel.tsx';
import { resetStore } from '../helpers/resetStore.ts';
import { stubResizeObserver } from '../helpers/resizeObserver.ts';

// happy-dom has no layout: each slide is given a box of WIDTH at its place in the scrolled row,
// the viewport its width, and scrollTo is recorded (and jumps there).
const WIDTH = 300;
let scrolls: { left: number; behavior: string }[] = [];

function layOut(): HTMLElement {
  const viewport = document.querySelector<HTMLElement>('.carousel__viewport')!;
  Object.defineProperty(viewport, 'clientWidth', { configurable: true, value: WIDTH });
  viewport.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: WIDTH, height: 200 });
  [...viewport.querySelectorAll<HTMLElement>('.carousel__slide')].forEach((slide, index) => {
    slide.getBoundingClientRect = () => DOMRect.fromRect({ x: index * WIDTH - viewport.scrollLeft, y: 0, width: WIDTH, height: 200 });
  });
  viewport.scrollTo = ((options: ScrollToOptions) => {
    scrolls.push({ left: options.left!, behavior: options.behavior! });
    viewport.scrollLeft = options.left!;
  }) as typeof viewport.scrollTo;
  return viewport;
}

/** One pointer event on the viewport, of the primary pointer (id 1) with the main button unless told. */
function pointer(viewport: HTMLElement, type: string, clientX: number, options: PointerEventInit = {}): boolean {
  return fireEvent(viewport, new PointerEvent(type, { bubbles: true, pointerId: 1, isPrimary: true, button: 0, clientX, pointerType: 'mouse', ...options }));
}

/** A pointer pressed at x, moved to each of `moves`, then let go (or cancelled by the browser). */
function drag(viewport: HTMLElement, x: number, moves: number[], end: 'pointerup' | 'pointercancel' = 'pointerup', pointerType = 'mouse'): number[] {
  const seen: number[] = [];
  act(() => {
    pointer(viewport, 'pointerdown', x, { pointerType });
    for (const move of moves) {
      pointer(viewport, 'pointermove', move, { pointerType });
      seen.push(viewport.scrollLeft);
    }
    pointer(viewport, end, moves.at(-1) ?? x, { pointerType });
  });
  return seen;
}

const slides: CarouselSlide[] = [
  { src: '/img/p1002.svg', alt: 'Guess Платье Flint (1)', width: 196, height: 253 },
  { src: '/img/p1002-2.svg', alt: 'Guess Платье Flint (2)', width: 196, height: 253 },
  { src: '/img/p1002-3.svg', alt: 'Guess Платье Flint (3)' },
];

const region = () => document.querySelector<HTMLElement>('[aria-roledescription="carousel"]')!;
const status = () => document.querySelector('.carousel__status')!.textContent;
const button = (name: string) => document.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)!;

describe('Carousel', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  beforeEach(() => {
    resetStore();
    scrolls = [];
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
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

  it('the buttons scroll the viewport to the next and previous photo, smoothly, and the status follows', () => {
    render(<Carousel slides={slides} label="Фото товара" />);
    const viewport = layOut();
    fireEvent.click(button('Следующее фото'));
    expect(status()).toBe('2 / 3');
    expect(document.querySelector('.is-selected')!.getAttribute('aria-label')).toBe('2 из 3');
    fireEvent.click(button('Следующее фото'));
    expect(status()).toBe('3 / 3');
    fireEvent.click(button('Предыдущее фото'));
    expect(status()).toBe('2 / 3');
    expect(scrolls).toEqual([
      { left: 300, behavior: 'smooth' },
      { left: 600, behavior: 'smooth' },
      { left: 300, behavior: 'smooth' },
    ]);
    expect(viewport.scrollLeft).toBe(300);
  });

  it('wraps around at both ends, so neither button is ever dead', () => {
    render(<Carousel slides={slides} label="Фото товара" />);
    layOut();
    fireEvent.click(button('Предыдущее фото'));
    expect(status()).toBe('3 / 3');
    fireEvent.click(button('Следующее фото'));
    expect(status()).toBe('1 / 3');
    expect(scrolls.map(({ left }) => left)).toEqual([600, 0]);
  });

  it('ArrowRight and ArrowLeft on the focused region move it; other keys are left to the page', () => {
    render(<Carousel slides={slides} label="Фото товара" />);
    layOut();
    region().focus();
    const right = fireEvent.keyDown(region(), { key: 'ArrowRight' });
    expect(status()).toBe('2 / 3');
    const left = fireEvent.keyDown(region(), { key: 'ArrowLeft' });
    const down = fireEvent.keyDown(region(), { key: 'ArrowDown' });
    expect(status()).toBe('1 / 3');
    expect(scrolls.map(({ left: to }) => to)).toEqual([300, 0]);
    // fireEvent returns false when the handler called preventDefault.
    expect([right, left, down]).toEqual([false, false, true]);
  });

  it('shoppers who asked for less motion get the photo at once', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)', media: query }));
    render(<Carousel slides={slides} label="Фото товара" />);
    layOut();
    fireEvent.click(button('Следующее фото'));
    expect(scrolls).toEqual([{ left: 300, behavior: 'auto' }]);
  });

  it('a drag carries the row along with the pointer; let go past a fifth of the width, it settles on the neighbour', () => {
    render(<Carousel slides={slides} label="Фото товара" />);
    const viewport = layOut();
    expect(drag(viewport, 250, [200, 150])).toEqual([50, 100]);
    expect(status()).toBe('2 / 3');
    expect(scrolls.at(-1)).toEqual({ left: 300, behavior: 'smooth' });
    // And back, by touch: rightwards is the previous photo.
    drag(viewport, 50, [150, 200], 'pointerup', 'touch');
    expect(status()).toBe('1 / 3');
    expect(scrolls.at(-1)).toEqual({ left: 0, behavior: 'smooth' });
  });

  it('a short drag springs back, and so does one the browser took over (a vertical page scroll)', () => {
    render(<Carousel slides={slides} label="Фото товара" />);
    const viewport = layOut();
    // 59 px is under a fifth of 300.
    drag(viewport, 200, [170, 141]);
    expect(status()).toBe('1 / 3');
    expect(scrolls.at(-1)).toEqual({ left: 0, behavior: 'smooth' });
    drag(viewport, 250, [150, 50], 'pointercancel', 'touch');
    expect(status()).toBe('1 / 3');
    expect(scrolls.at(-1)).toEqual({ left: 0, behavior: 'smooth' });
  });

  it('stays within the photos: a drag past either end settles on the first or the last', () => {
    render(<Carousel slides={slides} label="Фото товара" />);
    const viewport = layOut();
    drag(viewport, 50, [250]);
    expect(status()).toBe('1 / 3');
    fireEvent.click(button('Предыдущее фото'));
    drag(viewport, 250, [50]);
    expect(status()).toBe('3 / 3');
    expect(scrolls.at(-1)!.left).toBe(600);
  });

  it('only the primary button drags, and the text around is not selected while it does', () => {
    render(<Carousel slides={slides} label="Фото товара" />);
    const viewport = layOut();
    act(() => {
      pointer(viewport, 'pointerdown', 250, { pointerId: 2, button: 2 });
      pointer(viewport, 'pointermove', 50, { pointerId: 2 });
      pointer(viewport, 'pointerup', 50, { pointerId: 2 });
    });
    expect(viewport.scrollLeft).toBe(0);
    expect(status()).toBe('1 / 3');
    const outside = fireEvent(viewport, new Event('selectstart', { bubbles: true, cancelable: true }));
    let during = true;
    act(() => {
      pointer(viewport, 'pointerdown', 250);
      during = fireEvent(viewport, new Event('selectstart', { bubbles: true, cancelable: true }));
      pointer(viewport, 'pointerup', 250);
    });
    expect([outside, during]).toEqual([true, false]);
  });

  it('a new width keeps the selected photo in place, without a slide', () => {
    const observers = stubResizeObserver();
    render(<Carousel slides={slides} label="Фото товара" />);
    const viewport = layOut();
    fireEvent.click(button('Следующее фото'));
    const watching = observers.filter(({ targets }) => targets.includes(viewport));
    expect(watching).toHaveLength(1);
    act(() => watching[0]!.callback());
    expect(scrolls.at(-1)).toEqual({ left: 300, behavior: 'auto' });
    expect(status()).toBe('2 / 3');
  });

  it('speaks Ukrainian on /ua/ pages', () => {
    resetStore({ lang: 'ua', root: '/ua/' });
    render(<Carousel slides={slides} label="Фото товару" />);
    expect(button('Попереднє фото')).not.toBeNull();
    expect(button('Наступне фото')).not.toBeNull();
    expect(document.querySelector('[aria-roledescription="slide"]')!.getAttribute('aria-label')).toBe('1 з 3');
  });
});
