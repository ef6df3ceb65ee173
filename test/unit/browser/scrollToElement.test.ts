import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_TO_ELEMENT_MS, scrollToElement } from '../../../shared/browser/scrollToElement.ts';

const VIEW_HEIGHT = 800;
const PAGE_HEIGHT = 5000;
/** The fake clock's animation frames come every 16 ms. */
const FRAME_MS = 16;

/** A box at `pageTop` in the page (or in `panel`'s content), `height` tall, wherever the page is scrolled. */
function placeAt(element: HTMLElement, pageTop: number, height: number, panel?: HTMLElement): void {
  element.getBoundingClientRect = () => {
    const top = panel ? panel.getBoundingClientRect().top + pageTop - panel.scrollTop : pageTop - window.scrollY;
    return DOMRect.fromRect({ x: 0, y: top, width: 300, height });
  };
}

function field(pageTop: number, height = 40): HTMLElement {
  const element = document.createElement('input');
  document.body.append(element);
  placeAt(element, pageTop, height);
  return element;
}

function settleOf(promise: Promise<boolean>): { value: boolean | undefined } {
  const seen: { value: boolean | undefined } = { value: undefined };
  void promise.then((value) => (seen.value = value));
  return seen;
}

const positions = (scrollTo: ReturnType<typeof vi.spyOn>) => scrollTo.mock.calls.map((call: unknown[]) => call[1]);

describe('scrollToElement', () => {
  let scrollTo: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = '';
    Object.defineProperty(document.documentElement, 'clientHeight', { configurable: true, value: VIEW_HEIGHT });
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: PAGE_HEIGHT });
    window.scrollTo(0, 0);
    scrollTo = vi.spyOn(window, 'scrollTo');
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
  });

  afterEach(() => {
    vi.useRealTimers();
    // Back to happy-dom's own values.
    Reflect.deleteProperty(document.documentElement, 'clientHeight');
    Reflect.deleteProperty(document.documentElement, 'scrollHeight');
  });

  it('leaves a page alone whose element is in view, and says it is there', async () => {
    await expect(scrollToElement(field(300))).resolves.toBe(true);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('brings an element below the view to its middle over 100 ms, easing out, one frame at a time', async () => {
    const done = settleOf(scrollToElement(field(2000)));
    // The middle of the view: 2000 - (800 - 40) / 2.
    const target = 1620;
    expect(scrollTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(FRAME_MS);
    const first = positions(scrollTo)[0] as number;
    expect(first).toBeGreaterThan(0);
    // Ease-out: the first sixth of the time covers far more than a sixth of the way.
    expect(first).toBeGreaterThan(target * 0.3);
    vi.advanceTimersByTime(SCROLL_TO_ELEMENT_MS - 2 * FRAME_MS);
    await Promise.resolve();
    expect(done.value).toBeUndefined();
    expect(window.scrollY).toBeLessThan(target);
    vi.advanceTimersByTime(2 * FRAME_MS);
    await Promise.resolve();
    expect(window.scrollY).toBe(target);
    expect(done.value).toBe(true);
    const seen = positions(scrollTo) as number[];
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen.length).toBeGreaterThanOrEqual(SCROLL_TO_ELEMENT_MS / FRAME_MS);
    // Nothing more once it is there.
    vi.advanceTimersByTime(10 * FRAME_MS);
    expect(scrollTo).toHaveBeenCalledTimes(seen.length);
  });

  it('scrolls up to an element above the view', async () => {
    window.scrollTo(0, 3000);
    scrollTo.mockClear();
    const done = scrollToElement(field(1000));
    vi.advanceTimersByTime(SCROLL_TO_ELEMENT_MS + FRAME_MS);
    await expect(done).resolves.toBe(true);
    expect(window.scrollY).toBe(1000 - 380);
  });

  it('jumps at once with prefers-reduced-motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
    await expect(scrollToElement(field(2000))).resolves.toBe(true);
    expect(positions(scrollTo)).toEqual([1620]);
  });

  it('stops at the end of the page, and shows the top of an element taller than the view', async () => {
    const near = scrollToElement(field(4900, 60));
    vi.advanceTimersByTime(SCROLL_TO_ELEMENT_MS + FRAME_MS);
    await near;
    expect(window.scrollY).toBe(PAGE_HEIGHT - VIEW_HEIGHT);

    window.scrollTo(0, 0);
    const tall = scrollToElement(field(1500, 1200));
    vi.advanceTimersByTime(SCROLL_TO_ELEMENT_MS + FRAME_MS);
    await tall;
    expect(window.scrollY).toBe(1500);
  });

  it('a newer call takes over from where the older one got to; the older one resolves false', async () => {
    const older = settleOf(scrollToElement(field(2000)));
    vi.advanceTimersByTime(3 * FRAME_MS);
    const reached = window.scrollY;
    expect(reached).toBeGreaterThan(0);
    // An element back up the page, out of view.
    const newer = settleOf(scrollToElement(field(reached - 1000)));
    await Promise.resolve();
    expect(older.value).toBe(false);
    vi.advanceTimersByTime(FRAME_MS);
    // From where the first had got to, up towards the second element, not on down towards the first.
    expect(window.scrollY).toBeLessThan(reached);
    vi.advanceTimersByTime(SCROLL_TO_ELEMENT_MS + FRAME_MS);
    await Promise.resolve();
    expect(newer.value).toBe(true);
    expect(window.scrollY).toBe(reached - 1000 - 380);
  });

  it('scrolls the panel the element is in (a dialog’s box), not the window', async () => {
    const panel = document.createElement('div');
    panel.style.overflowY = 'auto';
    Object.defineProperty(panel, 'clientHeight', { configurable: true, value: 400 });
    Object.defineProperty(panel, 'scrollHeight', { configurable: true, value: 2000 });
    panel.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 100, width: 400, height: 400 });
    const input = document.createElement('input');
    panel.append(input);
    document.body.append(panel);
    placeAt(input, 1000, 40, panel);
    const done = scrollToElement(input);
    vi.advanceTimersByTime(SCROLL_TO_ELEMENT_MS + FRAME_MS);
    await expect(done).resolves.toBe(true);
    // The middle of the panel: 1000 - (400 - 40) / 2.
    expect(panel.scrollTop).toBe(820);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
