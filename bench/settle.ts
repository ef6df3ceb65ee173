/**
 * Waits for the machine to settle before the first load. In CI the benchmark starts the moment the
 * browser suite ends, with the 1-minute load average still at 5–6 on two cores; the first rounds
 * then measured the suite's tail as much as the scripts (the CI run of 02a2297 read `ready` at 4× CPU
 * 1.34×, with the load going from 5.7 to 3.5 over the run). The load average
 * decays with a one-minute time constant, so a minute or so is enough; after SETTLE_MAX_MS the run
 * goes on whatever the load, and says so.
 */
import { cpus, loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

export const SETTLE_MAX_MS = 120_000;
const POLL_MS = 5000;

/** The 1-minute load average at which a run starts: one runnable task per core. */
export const settledLoad = (): number => cpus().length;

/** Resolves once the 1-minute load average is at most one per core, or after SETTLE_MAX_MS; returns the line to print. */
export async function settle(
  readLoad: () => number = () => loadavg()[0]!,
  wait: (ms: number) => Promise<unknown> = sleep,
  limit = settledLoad(),
): Promise<string> {
  const first = readLoad();
  let current = first;
  let waited = 0;
  while (current > limit && waited < SETTLE_MAX_MS) {
    await wait(POLL_MS);
    waited += POLL_MS;
    current = readLoad();
  }
  if (waited === 0) return `load ${first.toFixed(1)}: no wait`;
  const outcome = current > limit ? `still ${current.toFixed(1)}, measuring anyway` : `now ${current.toFixed(1)}`;
  return `waited ${waited / 1000} s for the load average to drop to ${limit} (was ${first.toFixed(1)}, ${outcome})`;
}
