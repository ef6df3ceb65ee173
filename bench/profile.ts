/**
 * One load of the bench page under a Chromium performance trace, to find out where a figure goes:
 *
 *   npm run bench:profile -- widgets 100        (mode: widgets|react|baseline; tiles; optional CPU rate)
 *   npm run bench:profile -- widgets 500 4
 *
 * Prints, for "script start → frame after ready" and for "pointer over the favourite → frame
 * showing the click", the main thread's trace events (nested, ≥ 1 ms) and the functions with the
 * most CPU samples (bundle frames mapped to their sources through dist/*.map); then, for the
 * bundle's modes and from another load, the entry's functions the first click ran for the first
 * time (firstRun.ts). Not a budget: a tool for reading what the benchmark's figures are made of.
 */
import type { BenchMode } from '../fixtures/server/qa/bench.ts';
import { START_MARK } from '../fixtures/server/qa/bench.ts';
import { launchChromium } from './browser.ts';
import { firstRunByClick } from './firstRun.ts';
import { measureFirstClick } from './click.ts';
import { scriptPaths } from './dist.ts';
import { VIEWPORT } from './options.ts';
import { installProbe, NAME_SHIM } from './probe.ts';
import { waitForReadiness } from './readiness.ts';
import { startServer } from './server.ts';
import { readBootTimings } from './timings.ts';
import { hotFunctions, parseTrace, timeline, type Window } from './trace.ts';
import { settle } from './wait.ts';

const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
];

const [modeArg = 'widgets', tilesArg = '100', cpuArg = '1'] = process.argv.slice(2);
if (!['widgets', 'react', 'baseline'].includes(modeArg)) {
  console.error('usage: npm run bench:profile -- widgets|react|baseline [tiles] [cpu rate]');
  process.exit(1);
}
const mode = modeArg as Exclude<BenchMode, 'bare'>;
const tiles = Number(tilesArg);
const cpu = Number(cpuArg);

const scripts = scriptPaths();
const server = await startServer();
const browser = await launchChromium();
try {
  const context = await browser.newContext({ viewport: VIEWPORT });
  await context.addInitScript({ content: NAME_SHIM });
  await context.addInitScript(installProbe);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (cpu !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(`${server.baseUrl}/qa/bench/?tiles=${tiles}&mode=${mode}`, { waitUntil: 'domcontentloaded' });
  await waitForReadiness(page, mode);
  const timings = await readBootTimings(page, scripts[mode]);
  await settle(page);
  const click = await measureFirstClick(page, mode);
  await settle(page);
  const buffer = await browser.stopTracing();
  const probe = await page.evaluate((mark) => ({
    ready: window.__bench!.ready!,
    click: window.__bench!.click!,
    mark: performance.getEntriesByName(mark, 'mark')[0]!.startTime,
    idleCallbacks: 0,
  }), START_MARK);
  await context.close();

  const trace = parseTrace(buffer, START_MARK, probe.mark);
  const scriptStart = probe.ready - timings.ready;
  console.log(`${mode}, ${tiles} tiles, ${cpu}× CPU: script start at ${scriptStart.toFixed(1)} ms (${timings.startFrom}); boot +${timings.boot.toFixed(1)}, page init sent +${timings.initSent.toFixed(1)}, answered +${(timings.initSent + timings.initWait).toFixed(1)}, ready +${timings.ready.toFixed(1)}, painted +${timings.painted.toFixed(1)}; click ${click.click.toFixed(1)} ms (from hover ${click.fromHover.toFixed(1)})`);
  const answered = scriptStart + timings.initSent + timings.initWait;
  const windows: (Window & { events: boolean })[] = [
    { label: 'script start → frame after ready', from: scriptStart, to: scriptStart + timings.painted, events: true },
    { label: 'script start → page-init request sent', from: scriptStart, to: scriptStart + timings.initSent, events: false },
    { label: 'page-init answer received → ready', from: answered, to: scriptStart + timings.ready, events: false },
    { label: 'pointer over the favourite → frame showing the click', from: probe.click.hover! - 0.5, to: probe.click.painted!, events: true },
  ];
  for (const window of windows) {
    console.log(`\n=== ${window.label}: ${window.from.toFixed(1)}–${window.to.toFixed(1)} ms (page clock)\n`);
    if (window.events) console.log(`${timeline(trace, window).join('\n')}\n`);
    console.log(hotFunctions(trace, window).join('\n'));
  }
  console.log(`\nclick record (page clock, ms): ${JSON.stringify(probe.click)}`);
  if (mode !== 'baseline') {
    console.log(`\n=== the entry's functions the first click ran for the first time (another load)\n`);
    console.log((await firstRunByClick(browser, `${server.baseUrl}/qa/bench/?tiles=${tiles}&mode=${mode}`, scripts[mode], mode, cpu)).join('\n'));
  }
} finally {
  await browser.close();
  server.close();
}
