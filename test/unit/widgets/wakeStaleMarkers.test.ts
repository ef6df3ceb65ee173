import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { store } from '../../../shared/store/index.ts';
import { wakeStaleMarkers } from '../../../widgets/favourite/wakeStaleMarkers.ts';
import { resetStore } from '../helpers/resetStore.ts';

function markers(count: number): void {
  document.body.innerHTML = Array.from(
    { length: count },
    (_, index) => `<span data-widget="favourite" data-product-id="${1000 + index}"${index === 3 ? ' data-active="1"' : ''}>♡</span>`,
  ).join('');
}
const marker = (id: number) => document.querySelector(`[data-product-id="${id}"]`)!;
/** One frame at 60 Hz, and the idle moment after it. */
const FRAME_MS = 17;

describe('favourite markers woken by the store', () => {
  let stop: () => void = () => {};
  let woken: Element[][] = [];
  beforeEach(() => {
    resetStore();
    vi.useFakeTimers();
    woken = [];
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
  const watch = () => {
    stop = wakeStaleMarkers((elements) => woken.push([...elements]));
  };
  /** Ten markers watched after page init said "no favourites", with nothing woken yet. */
  const watchAfterPageInit = () => {
    markers(10);
    store.favouriteIds.value = new Set();
    watch();
    vi.advanceTimersByTime(FRAME_MS);
    woken = [];
  };

  it('page init wakes the markers it contradicts, and only those, after the next paint', () => {
    markers(10);
    watch();
    store.favouriteIds.value = new Set(['1001']);
    expect(woken).toEqual([]);
    vi.advanceTimersByTime(FRAME_MS);
    // 1001 is favourite now; 1003 the server printed as favourite but is not.
    expect(woken).toEqual([[marker(1001), marker(1003)]]);
  });

  it('a toggle looks only at the markers of the toggled product, however many tiles there are', () => {
    markers(2000);
    store.favouriteIds.value = new Set(['1003']);
    watch();
    vi.advanceTimersByTime(FRAME_MS);
    woken = [];
    const query = vi.spyOn(document, 'querySelectorAll');
    store.favouritesPending.value = new Map([['1500', true]]);
    vi.advanceTimersByTime(FRAME_MS);
    expect(woken).toEqual([[marker(1500)]]);
    expect(query.mock.calls.map(([selector]) => selector)).toEqual(['[data-widget="favourite"][data-product-id="1500"]']);

    // The answer confirms it (the list has it, the pending flip goes): still only that product.
    woken = [];
    store.favouriteIds.value = new Set(['1003', '1500']);
    store.favouritesPending.value = new Map();
    vi.advanceTimersByTime(FRAME_MS);
    expect(woken.flat().every((element) => element === marker(1500))).toBe(true);
    expect(query.mock.calls.every(([selector]) => selector === '[data-widget="favourite"][data-product-id="1500"]')).toBe(true);
  });

  it('mounts nothing in the task of the toggle: the frame that shows the toggle comes first', () => {
    watchAfterPageInit();
    const frames: string[] = [];
    // The frame callback the paint would run: nothing is mounted before it, the mount comes after it.
    store.favouritesPending.value = new Map([['1005', true]]);
    requestAnimationFrame(() => frames.push(`frame, woken ${woken.length}`));
    vi.advanceTimersByTime(FRAME_MS);
    expect(frames).toEqual(['frame, woken 0']);
    expect(woken).toEqual([[marker(1005)]]);
  });

  it('changes before the paint are looked at once, with the store as it is then', () => {
    watchAfterPageInit();
    store.favouritesPending.value = new Map([['1001', true]]);
    store.favouritesPending.value = new Map([['1001', true], ['1002', true]]);
    vi.advanceTimersByTime(FRAME_MS);
    expect(woken).toEqual([[marker(1001), marker(1002)]]);

    // A flip undone before the paint (the toggle failed at once) leaves the server HTML as it is.
    woken = [];
    store.favouritesPending.value = new Map([['1001', true], ['1002', true], ['1007', true]]);
    store.favouritesPending.value = new Map([['1001', true], ['1002', true]]);
    vi.advanceTimersByTime(FRAME_MS);
    expect(woken).toEqual([]);
  });

  it('on a hidden page (no frames) it waits for an idle moment only', () => {
    markers(10);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    watch();
    store.favouriteIds.value = new Set(['1002']);
    expect(woken).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(woken).toEqual([[marker(1002), marker(1003)]]);
  });

  it('stopped, it mounts nothing, even what was due', () => {
    markers(10);
    watch();
    store.favouriteIds.value = new Set(['1001']);
    stop();
    vi.advanceTimersByTime(FRAME_MS);
    expect(woken).toEqual([]);
  });
});
