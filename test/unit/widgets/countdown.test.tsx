import { act } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countdown } from '../../../widgets/countdown/index.ts';
import { COUNTDOWN_TICK_MS, msToNextTick } from '../../../widgets/countdown/nextTick.ts';
import type { Mounter } from '../../../shared/runtime/Mounter.ts';
import { mountMarkers } from '../helpers/mount.ts';
import { resetStore } from '../helpers/resetStore.ts';

// 2026-12-31 starts in Kyiv at 22:00 UTC the day before (winter time, UTC+2).
const ENDS_AT = Date.UTC(2026, 11, 30, 22, 0, 0);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const SERVER_PARTS =
  '<span class="countdown__part countdown__part--days"><span class="countdown__value">40</span> <span class="countdown__unit">дней</span></span>' +
  '<span class="countdown__part countdown__part--hours"><span class="countdown__value">00</span> <span class="countdown__unit">часов</span></span>' +
  '<span class="countdown__part countdown__part--minutes"><span class="countdown__value">00</span> <span class="countdown__unit">минут</span></span>' +
  '<span class="countdown__part countdown__part--seconds"><span class="countdown__value">00</span> <span class="countdown__unit">секунд</span></span>';
const marker = (date = '2026-12-31') =>
  `<div class="countdown" data-widget="countdown" data-date="${date}"> <span class="countdown__title">До конца распродажи</span> <span class="countdown__timer" role="timer">${SERVER_PARTS}</span></div>`;

const host = () => document.querySelector<HTMLElement>('.countdown')!;
const timer = () => document.querySelector<HTMLElement>('.countdown__timer')!;
/** What the timer says: '37 дней 04 часа 05 минут 09 секунд' (the parts' words, spaced here for reading). */
const says = () => [...timer().querySelectorAll('.countdown__part')].map((part) => part.textContent).join(' ');
const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
/** Lets the attribute observer's report (a microtask) and the render it causes run inside act. */
const settle = () => act(async () => void (await Promise.resolve()));

let mounter: Mounter | null = null;

async function mountAt(now: number, html = marker()): Promise<Mounter> {
  vi.setSystemTime(now);
  mounter = await mountMarkers(html, { widgets: [countdown], flush: false });
  return mounter;
}

describe('countdown', () => {
  let consoleError: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    vi.useFakeTimers();
    resetStore();
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(async () => {
    // Unmounted, so no widget of this test keeps listening to the document in the next.
    await act(() => mounter?.unmountWithin(document.body));
    mounter = null;
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    Reflect.deleteProperty(document, 'hidden');
  });

  it('renders the time left in exactly the server\'s part markup, keeping the title', async () => {
    await mountAt(ENDS_AT - (37 * DAY + 4 * HOUR + 5 * MINUTE + 9 * SECOND));
    expect(timer().innerHTML).toBe(
      '<span class="countdown__part countdown__part--days"><span class="countdown__value">37</span> <span class="countdown__unit">дней</span></span> ' +
        '<span class="countdown__part countdown__part--hours"><span class="countdown__value">04</span> <span class="countdown__unit">часа</span></span> ' +
        '<span class="countdown__part countdown__part--minutes"><span class="countdown__value">05</span> <span class="countdown__unit">минут</span></span> ' +
        '<span class="countdown__part countdown__part--seconds"><span class="countdown__value">09</span> <span class="countdown__unit">секунд</span></span>',
    );
    expect(timer().getAttribute('role')).toBe('timer');
    expect(document.querySelector('.countdown__title')!.textContent).toBe('До конца распродажи');
    expect(host().hidden).toBe(false);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('ticks every 1 s: the shown second changes exactly when a whole second of the time left passed', async () => {
    // 10.4 s left shows 11 (seconds round up); the next change is 400 ms away, then every 1000 ms.
    await mountAt(ENDS_AT - (10 * SECOND + 400));
    expect(says()).toBe('0 дней 00 часов 00 минут 11 секунд');
    expect(vi.getTimerCount()).toBe(1);
    await advance(399);
    expect(says()).toBe('0 дней 00 часов 00 минут 11 секунд');
    await advance(1);
    expect(says()).toBe('0 дней 00 часов 00 минут 10 секунд');
    await advance(COUNTDOWN_TICK_MS - 1);
    expect(says()).toBe('0 дней 00 часов 00 минут 10 секунд');
    await advance(1);
    expect(says()).toBe('0 дней 00 часов 00 минут 09 секунд');
    await advance(3 * COUNTDOWN_TICK_MS);
    expect(says()).toBe('0 дней 00 часов 00 минут 06 секунд');
    expect(vi.getTimerCount()).toBe(1);
    expect(COUNTDOWN_TICK_MS).toBe(1000);
  });

  it('does not drift: a late tick is not carried over to the next', () => {
    expect(msToNextTick(ENDS_AT, ENDS_AT - 10 * SECOND)).toBe(1000);
    expect(msToNextTick(ENDS_AT, ENDS_AT - (10 * SECOND + 1))).toBe(1);
    // A timer that fired 250 ms late schedules the next for the whole second, 750 ms on.
    expect(msToNextTick(ENDS_AT, ENDS_AT - (9 * SECOND + 750))).toBe(750);
  });

  it('crosses a day boundary in Kyiv: 23:59:59 → 00:00:00 → 23:59:59 of the day before the count', async () => {
    // 29 Dec 2026, 23:59:59 in Kyiv: one day and one second left.
    await mountAt(Date.UTC(2026, 11, 29, 21, 59, 59));
    expect(says()).toBe('1 день 00 часов 00 минут 01 секунда');
    await advance(SECOND);
    // 30 Dec, 00:00:00 in Kyiv.
    expect(says()).toBe('1 день 00 часов 00 минут 00 секунд');
    await advance(SECOND);
    expect(says()).toBe('0 дней 23 часа 59 минут 59 секунд');
  });

  const ruWords: Record<number, [string, string, string, string]> = {
    1: ['день', 'час', 'минута', 'секунда'],
    2: ['дня', 'часа', 'минуты', 'секунды'],
    5: ['дней', 'часов', 'минут', 'секунд'],
    11: ['дней', 'часов', 'минут', 'секунд'],
    21: ['день', 'час', 'минута', 'секунда'],
    22: ['дня', 'часа', 'минуты', 'секунды'],
    // 25 hours are a day and 1 hour: the hour says 01 час.
    25: ['дней', 'час', 'минут', 'секунд'],
  };
  const uaWords: Record<number, [string, string, string, string]> = {
    1: ['день', 'година', 'хвилина', 'секунда'],
    2: ['дні', 'години', 'хвилини', 'секунди'],
    5: ['днів', 'годин', 'хвилин', 'секунд'],
    11: ['днів', 'годин', 'хвилин', 'секунд'],
    21: ['день', 'година', 'хвилина', 'секунда'],
    22: ['дні', 'години', 'хвилини', 'секунди'],
    25: ['днів', 'година', 'хвилин', 'секунд'],
  };

  for (const [lang, table] of [
    ['ru', ruWords],
    ['ua', uaWords],
  ] as const) {
    it.each([1, 2, 5, 11, 21, 22, 25])(`says %i of each part with the plural rule (${lang})`, async (n) => {
      resetStore({ lang });
      const hours = n % 24;
      await mountAt(ENDS_AT - (n * DAY + hours * HOUR + n * MINUTE + n * SECOND));
      const two = (value: number) => String(value).padStart(2, '0');
      const [day, hour, minute, second] = table[n]!;
      expect(says()).toBe(`${n} ${day} ${two(hours)} ${hour} ${two(n)} ${minute} ${two(n)} ${second}`);
    });
  }

  it('follows a change of the page\'s language', async () => {
    await mountAt(ENDS_AT - (2 * DAY + 2 * HOUR + 2 * MINUTE + 2 * SECOND));
    expect(says()).toBe('2 дня 02 часа 02 минуты 02 секунды');
    await act(() => resetStore({ lang: 'ua' }));
    expect(says()).toBe('2 дні 02 години 02 хвилини 02 секунди');
  });

  it('at the date: the last second shows, then the marker is hidden and no timer is left', async () => {
    await mountAt(ENDS_AT - SECOND);
    expect(says()).toBe('0 дней 00 часов 00 минут 01 секунда');
    await advance(SECOND - 1);
    expect(host().hidden).toBe(false);
    await advance(1);
    expect(host().hidden).toBe(true);
    await settle();
    expect(vi.getTimerCount()).toBe(0);
    await advance(10 * SECOND);
    expect(vi.getTimerCount()).toBe(0);
  });

  it.each([
    ['at the very moment', ENDS_AT],
    ['past the date', ENDS_AT + 3 * DAY],
  ])('%s at mount: the marker is hidden and no timer starts', async (_, now) => {
    await mountAt(now);
    expect(host().hidden).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('stops while the marker is hidden and resumes with fresh values when shown again', async () => {
    await mountAt(ENDS_AT - (5 * MINUTE));
    expect(says()).toBe('0 дней 00 часов 05 минут 00 секунд');
    host().hidden = true;
    await settle();
    expect(vi.getTimerCount()).toBe(0);
    await advance(42 * SECOND);
    expect(vi.getTimerCount()).toBe(0);
    host().hidden = false;
    await settle();
    expect(says()).toBe('0 дней 00 часов 04 минуты 18 секунд');
    expect(vi.getTimerCount()).toBe(1);
    await advance(SECOND);
    expect(says()).toBe('0 дней 00 часов 04 минуты 17 секунд');
  });

  it('stops while its box is 0×0 (display: none here or above) and resumes when it has one again', async () => {
    const observers: { callback: ResizeObserverCallback; observed: Element[] }[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observed: Element[] = [];
        constructor(callback: ResizeObserverCallback) {
          observers.push({ callback, observed: this.observed });
        }
        observe(element: Element) {
          this.observed.push(element);
        }
        disconnect() {
          this.observed.length = 0;
        }
        unobserve() {}
      },
    );
    const resize = (width: number, height: number) =>
      act(() => {
        for (const { callback, observed } of observers) {
          if (observed.includes(host())) callback([{ target: host(), contentRect: { width, height } } as unknown as ResizeObserverEntry], {} as ResizeObserver);
        }
      });
    await mountAt(ENDS_AT - HOUR);
    await resize(320, 40);
    expect(vi.getTimerCount()).toBe(1);
    await resize(0, 0);
    expect(vi.getTimerCount()).toBe(0);
    await advance(10 * SECOND);
    await resize(320, 40);
    expect(says()).toBe('0 дней 00 часов 59 минут 50 секунд');
    expect(vi.getTimerCount()).toBe(1);
  });

  it('stops while the tab is in the background (document.hidden) and resumes with fresh values', async () => {
    await mountAt(ENDS_AT - HOUR);
    let hidden = true;
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
    await act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(vi.getTimerCount()).toBe(0);
    await advance(MINUTE);
    hidden = false;
    await act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(says()).toBe('0 дней 00 часов 59 минут 00 секунд');
    expect(vi.getTimerCount()).toBe(1);
  });

  it('a marker hidden by the page from the start does not tick until it is shown', async () => {
    await mountAt(ENDS_AT - HOUR, marker().replace('data-widget="countdown"', 'data-widget="countdown" hidden'));
    expect(vi.getTimerCount()).toBe(0);
    await advance(5 * SECOND);
    host().hidden = false;
    await settle();
    expect(says()).toBe('0 дней 00 часов 59 минут 55 секунд');
    expect(vi.getTimerCount()).toBe(1);
  });

  it('stops when unmounted, and the server\'s parts come back', async () => {
    const mounted = await mountAt(ENDS_AT - HOUR);
    expect(vi.getTimerCount()).toBe(1);
    await act(() => mounted.unmountWithin(document.body));
    expect(vi.getTimerCount()).toBe(0);
    expect(timer().innerHTML).toBe(SERVER_PARTS);
  });

  it('stops when the marker leaves the page', async () => {
    const mounted = await mountAt(ENDS_AT - HOUR);
    host().remove();
    await act(() => mounted.nodesRemoved());
    expect(vi.getTimerCount()).toBe(0);
  });

  it.each(['2026-13-01', '2026-02-30', '31.12.2026', '2026-12-31T00:00', 'скоро', '<img src=x onerror=alert(1)>'])(
    'a malformed data-date "%s": one console error naming the attribute, the server HTML stays, nothing ticks',
    async (date) => {
      const html = marker(date.replace(/"/g, '&quot;'));
      await mountAt(ENDS_AT - HOUR, html);
      expect(consoleError).toHaveBeenCalledTimes(1);
      const logged = String(consoleError.mock.calls[0]![0]);
      expect(logged).toContain('countdown');
      expect(logged).toContain('data-date');
      expect(timer().innerHTML).toBe(SERVER_PARTS);
      expect(host().hidden).toBe(false);
      expect(document.querySelector('img')).toBeNull();
      expect(vi.getTimerCount()).toBe(0);
    },
  );

  it('a missing data-date is reported the same way', async () => {
    await mountAt(ENDS_AT - HOUR, marker().replace(' data-date="2026-12-31"', ''));
    expect(String(consoleError.mock.calls[0]![0])).toContain('data-date');
    expect(timer().innerHTML).toBe(SERVER_PARTS);
  });

  it('a marker without .countdown__timer is reported and left alone', async () => {
    await mountAt(ENDS_AT - HOUR, '<div class="countdown" data-widget="countdown" data-date="2026-12-31"><span class="countdown__title">До конца распродажи</span></div>');
    expect(String(consoleError.mock.calls[0]![0])).toContain('.countdown__timer');
    expect(vi.getTimerCount()).toBe(0);
  });
});
