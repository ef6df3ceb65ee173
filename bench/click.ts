/**
 * The first click: a real mouse click (page.mouse: the pointer moves to the centre of the first
 * tile's favourite, presses and releases there) on a favourite that has not mounted yet, timed from
 * the click event to the frame that shows the new state.
 */
import type { Page } from '@playwright/test';
import type { BenchMode } from '../fixtures/server/qa/bench.ts';
import { BenchError } from './errors.ts';
import { waitFor } from './wait.ts';

export interface ClickFigures {
  /** click event (its timeStamp) → the frame after the favourite showed the new state. */
  click: number;
  /** click event → the favourite shows the new state in the DOM (before that frame). */
  shown: number;
  /** The pointer arriving over the favourite → the same frame: adds what the hover did (a mount). */
  fromHover: number;
  /** When the click was armed: later layout shifts are the click's. */
  armed: number;
}

export async function measureFirstClick(page: Page, mode: Exclude<BenchMode, 'bare'>): Promise<ClickFigures> {
  const url = page.url();
  const armed = await page.evaluate(() => {
    const probe = window.__bench!;
    const marker = document.querySelector<HTMLElement>('.tile [data-widget="favourite"]')!;
    const counter = document.querySelector('[data-widget="favourites-counter"]')!;
    const record = {
      armed: performance.now(),
      hover: null as number | null,
      click: null as number | null,
      shown: null as number | null,
      painted: null as number | null,
      counter: null as number | null,
    };
    probe.click = record;
    const inMarker = (event: Event) => event.target instanceof Node && marker.contains(event.target);
    // Capture listeners on window run before any of the page's own.
    window.addEventListener('pointerover', (event) => {
      if (record.hover === null && inMarker(event)) record.hover = event.timeStamp;
    }, true);
    window.addEventListener('click', (event) => {
      if (record.click === null && inMarker(event)) record.click = event.timeStamp;
    }, true);
    // The new state, as a shopper sees it: the marker is active and shows the full heart (the
    // baseline's link text, the widget's button).
    const shows = () => marker.classList.contains('is-active') && (marker.textContent ?? '').includes('♥');
    const shownBefore = shows();
    const stateObserver = new MutationObserver(() => {
      if (record.shown !== null || !shows()) return;
      record.shown = performance.now();
      stateObserver.disconnect();
      // rAF runs in the next frame's rendering steps; a task posted from it runs once that frame
      // was painted (on the main thread). It is posted user-blocking where the browser can: then
      // it runs before the page's own tasks queued for after that frame (a toggle's call, sent
      // once the flip was painted), which follow the paint and must not count as holding it back.
      requestAnimationFrame(() => {
        const mark = () => {
          record.painted = performance.now();
        };
        const scheduler = (window as { scheduler?: { postTask?: (task: () => void, options: { priority: string }) => unknown } }).scheduler;
        if (typeof scheduler?.postTask === 'function') {
          void scheduler.postTask(mark, { priority: 'user-blocking' });
          return;
        }
        const channel = new MessageChannel();
        channel.port1.onmessage = mark;
        channel.port2.postMessage(null);
      });
    });
    stateObserver.observe(marker, { attributes: true, childList: true, characterData: true, subtree: true });
    const counterBefore = counter.textContent ?? '';
    const counterObserver = new MutationObserver(() => {
      if (record.counter !== null || counter.textContent === counterBefore) return;
      record.counter = performance.now();
      counterObserver.disconnect();
    });
    counterObserver.observe(counter, { childList: true, characterData: true, subtree: true });

    const box = marker.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const hit = document.elementFromPoint(x, y);
    return {
      x,
      y,
      armed: record.armed,
      visible: box.width > 0 && box.height > 0 && y > 0 && y < innerHeight && hit !== null && marker.contains(hit),
      state: window.ShopWidgets?.debug.state(marker) ?? null,
      shownBefore,
      counterBefore: counterBefore.trim(),
    };
  });
  if (!armed.visible) throw new BenchError(`the first favourite is not visible at its centre (${Math.round(armed.x)}, ${Math.round(armed.y)})`);
  if (armed.shownBefore) throw new BenchError(`the first favourite is already active before the click`);
  // The point of the figure: the favourite mounts during this very gesture.
  if (mode !== 'baseline' && armed.state !== 'waiting') throw new BenchError(`the first favourite is "${armed.state ?? 'unknown'}" before the click, not waiting`);

  await page.mouse.click(armed.x, armed.y);
  await waitFor(page, 'the frame showing the clicked favourite', () => typeof window.__bench?.click?.painted === 'number');
  await waitFor(page, 'the counter after the first click', () => typeof window.__bench?.click?.counter === 'number');
  const result = await page.evaluate(() => ({
    record: window.__bench!.click!,
    counter: document.querySelector('[data-widget="favourites-counter"]')?.textContent?.trim(),
    active: document.querySelector('.tile [data-widget="favourite"]')?.classList.contains('is-active') ?? false,
  }));
  if (page.url() !== url) throw new BenchError(`the click navigated to ${page.url()}`);
  const { hover, click, shown, painted } = result.record;
  if (hover === null || click === null || shown === null || painted === null) throw new BenchError(`the page did not see the whole click (${JSON.stringify(result.record)})`);
  const expected = String(Number(armed.counterBefore || '0') + 1);
  if (result.counter !== expected || !result.active) {
    throw new BenchError(`after the click the counter reads ${result.counter ?? 'nothing'} (expected ${expected}), active: ${result.active}`);
  }
  return { click: painted - click, shown: shown - click, fromHover: painted - hover, armed: armed.armed };
}
