/**
 * One page load, measured: a fresh browser context (empty cache, new visitor), the probe, the CPU
 * rate, then in this order — readiness and boot timings, page checks, listeners, heap, the first
 * click, layout shift — with the page left to settle before each measurement that needs quiet.
 */
import type { Browser } from '@playwright/test';
import type { BenchMode } from '../fixtures/server/qa/bench.ts';
import { checkPage } from './checks.ts';
import { measureFirstClick, type ClickFigures } from './click.ts';
import type { ScriptPaths } from './dist.ts';
import { BenchError } from './errors.ts';
import { jsHeapAfterGc } from './heap.ts';
import { readLayoutShift } from './layout-shift.ts';
import { countListeners } from './listeners.ts';
import { VIEWPORT, WAIT_MS, type Scenario } from './options.ts';
import { installProbe, NAME_SHIM } from './probe.ts';
import { waitForReadiness } from './readiness.ts';
import type { Sample } from './sample.ts';
import { readBootTimings, type BootTimings } from './timings.ts';
import { settle } from './wait.ts';

export async function loadOnce(browser: Browser, baseUrl: string, scenario: Scenario, mode: BenchMode, scripts: ScriptPaths): Promise<Sample> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const problems: string[] = [];
  const where = `${mode}, ${scenario.tiles} tiles${scenario.cpu === 1 ? '' : ` at ${scenario.cpu}× CPU`}`;
  try {
    await context.addInitScript({ content: NAME_SHIM });
    await context.addInitScript(installProbe);
    const page = await context.newPage();
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
    });
    const cdp = await context.newCDPSession(page);
    // Kept across the navigation below: the page's renderer runs this many times slower.
    if (scenario.cpu !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: scenario.cpu });

    const url = `${baseUrl}/qa/bench/?tiles=${scenario.tiles}&mode=${mode}`;
    const response = await page.goto(url, { waitUntil: 'domcontentloaded', timeout: WAIT_MS });
    if (!response?.ok()) throw new BenchError(`${url} answered ${response?.status() ?? 'nothing'}`);

    await waitForReadiness(page, mode);
    let timings: BootTimings | null = null;
    if (mode !== 'bare') {
      timings = await readBootTimings(page, scripts[mode]);
      if (!timings.readyOk) throw new BenchError(`page init failed (${problems.join('; ') || 'no console output'})`);
    }
    await checkPage(page, mode, scenario.tiles);

    await settle(page);
    await page.evaluate(() => window.__bench!.detach());
    const listeners = await countListeners(cdp);
    const heap = await jsHeapAfterGc(cdp, scenario.cpu);

    let click: ClickFigures | null = null;
    if (mode !== 'bare') {
      await settle(page);
      click = await measureFirstClick(page, mode);
    }
    await settle(page);
    const shift = await readLayoutShift(page, click?.armed ?? Number.POSITIVE_INFINITY);
    if (problems.length > 0) throw new BenchError(`the page reported problems:\n  ${problems.join('\n  ')}`);

    return {
      ready: timings?.ready ?? Number.NaN,
      boot: timings?.boot ?? Number.NaN,
      painted: timings?.painted ?? Number.NaN,
      fromResponseEnd: timings?.fromResponseEnd ?? Number.NaN,
      initSent: timings?.initSent ?? Number.NaN,
      initWait: timings?.initWait ?? Number.NaN,
      initApply: timings?.initApply ?? Number.NaN,
      click: click?.click ?? Number.NaN,
      clickShown: click?.shown ?? Number.NaN,
      fromHover: click?.fromHover ?? Number.NaN,
      heap,
      listeners: listeners.total,
      tileListeners: listeners.inTiles,
      clsMount: shift.mount,
      clsClick: shift.click,
      startFrom: timings?.startFrom ?? 'none',
      shiftSources: shift.sources,
    };
  } catch (error) {
    if (error instanceof BenchError) throw new BenchError(`${where}: ${error.message}`);
    throw error;
  } finally {
    await context.close();
  }
}
