/**
 * For `npm run bench:profile`: the entry's functions the first click runs for the first time.
 * V8 compiles a function on its first call, on the main thread: in the click's own task, or just
 * after the frame that shows it for what runs then (the chunk loader fetching the toggle's code).
 * Measured in a load of its own under V8's precise coverage (it keeps call counts: never in the
 * traced load).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser } from '@playwright/test';
import type { BenchMode } from '../fixtures/server/qa/bench.ts';
import { measureFirstClick } from './click.ts';
import { VIEWPORT } from './options.ts';
import { installProbe, NAME_SHIM } from './probe.ts';
import { waitForReadiness } from './readiness.ts';
import { describeFrame } from './trace.ts';
import { settle } from './wait.ts';

interface Covered {
  url: string;
  functionName: string;
  start: number;
  end: number;
}

const DIST = fileURLToPath(new URL('../dist/', import.meta.url));

/** The bundle's functions with a call since the last take (precise count coverage resets the counts on each). */
function called(result: { url: string; functions: { functionName: string; ranges: { startOffset: number; endOffset: number; count: number }[] }[] }[], script: string): Covered[] {
  return result
    .filter(({ url }) => URL.canParse(url) && new URL(url).pathname === script)
    .flatMap((script) =>
      script.functions.flatMap(({ functionName, ranges: [range] }) =>
        range && range.count > 0 ? [{ url: script.url, functionName, start: range.startOffset, end: range.endOffset }] : [],
      ),
    );
}

const sources = new Map<string, string>();

/** Where an offset of a dist file sits, as a trace frame has it (0-based line and column); each file read once. */
function position(url: string, offset: number): { lineNumber: number; columnNumber: number } {
  const file = url.split('/').pop()!.split('?')[0]!;
  if (!sources.has(file)) sources.set(file, readFileSync(`${DIST}${file}`, 'utf8'));
  const before = sources.get(file)!.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { lineNumber: before.split('\n').length - 1, columnNumber: offset - lineStart };
}

/** `script`: the entry's path (dist.ts). */
export async function firstRunByClick(browser: Browser, url: string, script: string, mode: Exclude<BenchMode, 'bare'>, cpu: number, top = 25): Promise<string[]> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    await context.addInitScript({ content: NAME_SHIM });
    await context.addInitScript(installProbe);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (cpu !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    await waitForReadiness(page, mode);
    await settle(page);
    const key = (fn: Covered) => `${fn.url} ${fn.start}`;
    const before = new Set(called((await cdp.send('Profiler.takePreciseCoverage')).result, script).map(key));
    await measureFirstClick(page, mode);
    const first = called((await cdp.send('Profiler.takePreciseCoverage')).result, script).filter((fn) => !before.has(key(fn)));
    const bytes = first.reduce((sum, fn) => sum + fn.end - fn.start, 0);
    const lines = first
      .sort((a, b) => b.end - b.start - (a.end - a.start))
      .slice(0, top)
      .map((fn) => `${String(fn.end - fn.start).padStart(7)} B  ${describeFrame({ functionName: fn.functionName, url: fn.url, ...position(fn.url, fn.start) })}`);
    return [`${first.length} functions, ${bytes} B of the entry's minified source (largest first):`, ...lines];
  } finally {
    await context.close();
  }
}
