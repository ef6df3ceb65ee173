/**
 * One first use, in a fresh context: the page loaded with every chunk served 100 ms late, then the
 * shopper reaches for the control by mouse (onto it, pressed 150 ms later), by finger (a tap at
 * once, on a phone) or by keyboard (Tab onto it, Enter at once). Cold: the widget's chunk comes on
 * that intent. Warm: it was brought and mounted before (a synthetic pointerover, which sets no :hover).
 */
import type { Browser, Page, Route } from '@playwright/test';
import { centreOf } from '../../test/browser/people.ts';
import { BenchError } from '../errors.ts';
import { DEVICES } from '../pages/pageTypes.ts';
import { NAME_SHIM } from '../probe.ts';
import { installProbe, type ProbeRecord } from './probe.ts';
import type { FirstUseWidget, Mode } from './widgets.ts';

/** The chunks' delay: a realistic CDN answer for a file not in the browser's cache. */
export const CHUNK_DELAY_MS = 100;
/** A person's mouse rests this long on a control before pressing it. */
export const HUMAN_PRESS_MS = 150;
/**
 * After the result, how long a second replay (a close, another open) is waited for: a replay runs
 * in the mount's task or the next few, and the result (even a dialog's, 300 ms after the press)
 * comes after the first one, so 18 frames more are ample.
 */
const AFTERWARDS_MS = 300;
const RESULT_TIMEOUT_MS = 5_000;

export interface RunInput {
  browser: Browser;
  baseUrl: string;
  widget: FirstUseWidget;
  mode: Mode;
  warm: boolean;
  /** The build's chunk files, and the widget's own. */
  chunkFiles: string[];
  widgetChunkFile: string;
  build: string;
}

export interface RunRecord extends ProbeRecord {
  /** File choosers Playwright saw open (the image search). */
  choosers: number;
  /** When the widget's chunk was requested (resource timing), null if it never was. */
  requestedAt: number | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Puts the keyboard on a tab stop next to the control, then presses Tab (or Shift+Tab from the
 * stop after it) until focus is in the control, as a keyboard user who tabbed that far. The stop
 * is one outside every marker when there is one, so its focus wakes no widget (one of the same
 * chunk would bring the chunk before the shopper reached the control); `backwards` tries the stop
 * after it first.
 */
async function tabOnto(page: Page, selector: string, backwards: boolean): Promise<'Tab' | 'Shift+Tab'> {
  const key = await page.evaluate(
    ({ selector, backwards }) => {
      const control = document.querySelector(selector);
      if (!control) return null;
      const stops = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [tabindex]')].filter(
        (element) => element.tabIndex >= 0 && !element.matches(':disabled') && element.checkVisibility(),
      );
      const at = stops.findIndex((element) => element === control || control.contains(element));
      if (at < 0) return null;
      const before = { stop: stops[at - 1], key: 'Tab' as const };
      const after = { stop: stops.slice(at + 1).find((element) => !control.contains(element)), key: 'Shift+Tab' as const };
      const ways = backwards ? [after, before] : [before, after];
      const way = ways.find(({ stop }) => stop && !stop.closest('[data-widget]')) ?? ways.find(({ stop }) => stop);
      if (!way?.stop) return null;
      way.stop.focus();
      return way.key;
    },
    { selector, backwards },
  );
  if (!key) throw new BenchError(`${selector}: no tab stop next to it on ${page.url()}`);
  for (let presses = 0; presses < 6; presses += 1) {
    await page.keyboard.press(key);
    if (await page.evaluate((selector) => document.querySelector(selector)?.contains(document.activeElement) === true, selector)) return key;
  }
  throw new BenchError(`${selector}: ${key} did not reach it on ${page.url()}`);
}

/** The shopper's reach and press (or rest) for the mode. */
async function reach(page: Page, widget: FirstUseWidget, mode: Mode): Promise<void> {
  const rests = widget.rest?.[mode] !== undefined;
  if (mode === 'keyboard') {
    await tabOnto(page, widget.control, widget.backwards === true);
    if (!rests) await page.keyboard.press('Enter');
    return;
  }
  // Aimed as the browser tests aim: at the centre of the control once it is at rest in view.
  const point = await centreOf(page.locator(widget.control).first());
  if (mode === 'touch') {
    await page.touchscreen.tap(point.x, point.y);
    return;
  }
  await page.mouse.move(point.x, point.y);
  if (rests) return;
  await sleep(HUMAN_PRESS_MS);
  await page.mouse.down();
  await page.mouse.up();
}

/** The page with its widgets booted and page init answered, and no chunk on its way. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const state = window.ShopWidgets?.store.pageInit.value;
    return state === 'done' || state === 'failed';
  });
  await page.waitForLoadState('networkidle');
}

/**
 * Brings the widget's chunk and mounts the widget before the measured use (warm). Mounted means its
 * chunk and the chunks that one needs have run; the page was settled before, so nothing else is
 * on its way (no second wait for the network to be quiet: 0.5 s a run).
 */
async function warmUp(page: Page, widget: FirstUseWidget): Promise<void> {
  await page.locator(widget.control).first().dispatchEvent('pointerover', { pointerType: 'mouse', bubbles: true });
  await page.waitForFunction((selector) => {
    const marker = document.querySelector(selector)?.closest('[data-widget]');
    return marker ? window.ShopWidgets?.debug.state(marker) === 'mounted' : false;
  }, widget.control);
}

export async function runOnce(input: RunInput): Promise<RunRecord> {
  const { browser, baseUrl, widget, mode, warm } = input;
  const context = await browser.newContext({ ...(mode === 'touch' ? DEVICES.phone : DEVICES.desktop) });
  try {
    // A returning shopper who accepted cookies: the notice would cover the footer's controls.
    await context.addCookies([{ name: 'cookieAccepted', value: '1', url: baseUrl }]);
    if (widget.clipboard) await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    const chunkNames = new Set(input.chunkFiles);
    await context.route(
      (url) => url.pathname.startsWith('/dist/') && chunkNames.has(url.pathname.slice('/dist/'.length)),
      async (route: Route) => {
        await sleep(CHUNK_DELAY_MS);
        await route.continue();
      },
    );
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    let choosers = 0;
    if (widget.result.chooser) {
      page.on('filechooser', () => {
        choosers += 1;
      });
    }
    await page.addInitScript({ content: NAME_SHIM });
    await page.addInitScript(installProbe, { control: widget.control, result: widget.result, chunkFiles: input.chunkFiles });
    const url = new URL(widget.path, baseUrl);
    if (input.build === 'react') url.searchParams.set('build', 'react');
    const response = await page.goto(url.href);
    if (!response || response.status() !== 200) throw new BenchError(`${url.href} answered ${response?.status() ?? 'nothing'}`);
    await settled(page);
    if (warm) await warmUp(page, widget);
    const before = await page.evaluate((file) => performance.getEntriesByType('resource').some((entry) => entry.name.includes(file)), input.widgetChunkFile);
    if (!warm && before) throw new BenchError(`${widget.name}: its chunk (${widget.chunk}) came before any input on ${url.href}`);
    await page.evaluate(() => window.__firstUse!.reset());

    await reach(page, widget, mode);
    try {
      await page.waitForFunction(() => window.__firstUse!.shownAt !== null, undefined, { timeout: RESULT_TIMEOUT_MS });
    } catch {
      // Left to the verdicts: a result that never showed is a failed run, with the rest of its figures.
    }
    await sleep(AFTERWARDS_MS);
    if (errors.length > 0) throw new BenchError(`${widget.name} (${mode}): page errors: ${errors.join('; ')}`);
    const probe = await page.evaluate((file) => {
      const probe = window.__firstUse!;
      const record: ProbeRecord = { frames: probe.frames, chunksRan: probe.chunksRan, inputs: probe.inputs, shownAt: probe.shownAt, opens: probe.opens, closes: probe.closes, shifts: probe.shifts };
      const requested = performance.getEntriesByType('resource').find((entry) => entry.name.includes(file));
      return { ...record, requestedAt: requested ? requested.startTime : null };
    }, input.widgetChunkFile);
    return { ...probe, choosers };
  } finally {
    await context.close();
  }
}
