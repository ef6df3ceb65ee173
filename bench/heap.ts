/**
 * The page's JS heap: V8's used heap size of the page's renderer (CDP Runtime.getHeapUsage
 * `usedSize`) right after a full garbage collection (HeapProfiler.collectGarbage), so that only
 * what is still reachable counts: the scripts' code and the objects they keep. Exact to the byte
 * and repeatable (two readings in a row give the same number), unlike performance.memory, which
 * Chromium rounds and updates lazily without --enable-precise-memory-info. DOM nodes live in
 * Blink's own heap and are not in it: the DOM is the same in every mode anyway.
 */
import type { CDPSession } from '@playwright/test';

export async function jsHeapAfterGc(cdp: CDPSession, cpuRate: number): Promise<number> {
  // A full collection of a 2000-tile page takes ≈0.4 s, ×4 when throttled: not worth waiting for.
  if (cpuRate !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  if (cpuRate !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  return usedSize;
}
