import { describe, expect, it } from 'vitest';
import { SETTLE_MAX_MS, settle } from '../../../bench/settle.ts';

/** A load average that reads the given values in turn (the last one for ever after), and the waits asked for. */
function machine(loads: number[]) {
  const waits: number[] = [];
  let read = 0;
  return {
    waits,
    readLoad: () => loads[Math.min(read++, loads.length - 1)]!,
    wait: async (ms: number) => void waits.push(ms),
  };
}

describe('settling before the benchmark', () => {
  it('starts at once on a quiet machine', async () => {
    const m = machine([1.4]);
    expect(await settle(m.readLoad, m.wait, 2)).toBe('load 1.4: no wait');
    expect(m.waits).toEqual([]);
  });

  it('waits, polling every 5 s, until the load is at most one per core', async () => {
    const m = machine([5.7, 4.1, 2.9, 2.0, 0.5]);
    expect(await settle(m.readLoad, m.wait, 2)).toBe('waited 15 s for the load average to drop to 2 (was 5.7, now 2.0)');
    expect(m.waits).toEqual([5000, 5000, 5000]);
  });

  it('gives up after two minutes and says it measures on a busy machine', async () => {
    const m = machine([6]);
    expect(await settle(m.readLoad, m.wait, 2)).toBe('waited 120 s for the load average to drop to 2 (was 6.0, still 6.0, measuring anyway)');
    expect(m.waits.reduce((sum, ms) => sum + ms, 0)).toBe(SETTLE_MAX_MS);
  });
});
