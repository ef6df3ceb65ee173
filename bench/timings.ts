/**
 * Boot timings of one load, read from the probe and the Performance API once the page is ready:
 * when the measured script started running, and from there to boot, readiness and the next frame.
 */
import type { Page } from '@playwright/test';
import { BASELINE_START_MARK, START_MARK } from '../fixtures/server/qa/bench.ts';
import { BenchError } from './errors.ts';

export interface BootTimings {
  /** Script start → shop:ready / bench:boot. */
  boot: number;
  /** Script start → readiness (page-init answer applied). */
  ready: number;
  /** Script start → the frame after readiness. */
  painted: number;
  /** responseEnd of the script → readiness: adds the rest of the HTML parse and the first layout. */
  fromResponseEnd: number;
  /** Script start → the page-init request went out (its resource timing startTime). */
  initSent: number;
  /** The page-init request, from start to the answer's last byte (the network and the server). */
  initWait: number;
  /** The answer's last byte → readiness: reading and applying it, plus waiting for the main thread. */
  initApply: number;
  readyOk: boolean;
  /** Where the script start came from (see below). */
  startFrom: string;
}

/**
 * A deferred script runs once the document is parsed and, on a big page, after Chromium laid out
 * and painted a first frame: seconds after the script arrived at 2000 tiles, whatever the mode. So
 * the clock starts when the measured script starts running (compilation included), found in this
 * order:
 * 1. the baseline marks it on its first line;
 * 2. a long animation frame lists the bundle's own run (not one of its later callbacks) among its
 *    scripts, with its start time;
 * 3. otherwise: the page's mark right before it, moved past any long task or long frame that ended
 *    between the mark and the script's boot signal (fired while the script runs): Chromium may
 *    render a frame in between, hundreds of ms at 2000 tiles. At most ≈50 ms late.
 */
export async function readBootTimings(page: Page, scriptPath: string): Promise<BootTimings> {
  const found = await page.evaluate(
    ({ path, mark, baselineMark }) => {
      const probe = window.__bench!;
      const boot = probe.boot ?? Number.NaN;
      let scriptStart: number | null = null;
      let startFrom = 'baseline mark';
      const ownMark = performance.getEntriesByName(baselineMark, 'mark')[0];
      if (ownMark) scriptStart = ownMark.startTime;
      if (scriptStart === null) {
        startFrom = 'long animation frame';
        for (const frame of probe.frames) {
          for (const script of frame.scripts) {
            const own = script.type === 'classic-script' && script.url !== '' && new URL(script.url, location.href).pathname === path;
            if (scriptStart === null && own) scriptStart = script.start;
          }
        }
      }
      if (scriptStart === null) {
        startFrom = 'mark and long tasks';
        const markEntry = performance.getEntriesByName(mark, 'mark')[0];
        if (markEntry) {
          let start = markEntry.startTime;
          for (const span of [...probe.longTasks, ...probe.frames]) {
            const end = span.start + span.duration;
            if (end > start && end <= boot) start = end;
          }
          scriptStart = start;
        }
      }
      const script = performance
        .getEntriesByType('resource')
        .find((entry) => new URL(entry.name).pathname === path) as PerformanceResourceTiming | undefined;
      const init = performance
        .getEntriesByType('resource')
        .find((entry) => new URL(entry.name).pathname === '/ajax/tpl_action/') as PerformanceResourceTiming | undefined;
      return {
        initStart: init ? init.startTime : Number.NaN,
        initEnd: init ? init.responseEnd : Number.NaN,
        scriptStart,
        startFrom,
        scriptEnd: script ? script.responseEnd : null,
        boot,
        ready: probe.ready ?? Number.NaN,
        readyOk: probe.readyOk === true,
        painted: probe.painted ?? Number.NaN,
      };
    },
    { path: scriptPath, mark: START_MARK, baselineMark: BASELINE_START_MARK },
  );
  if (found.scriptEnd === null) throw new BenchError(`no resource timing for ${scriptPath}`);
  if (found.scriptStart === null) throw new BenchError(`the page has no ${START_MARK} mark`);
  const start = found.scriptStart;
  return {
    boot: found.boot - start,
    ready: found.ready - start,
    painted: found.painted - start,
    fromResponseEnd: found.ready - found.scriptEnd,
    initSent: found.initStart - start,
    initWait: found.initEnd - found.initStart,
    initApply: found.ready - found.initEnd,
    readyOk: found.readyOk,
    startFrom: found.startFrom,
  };
}
