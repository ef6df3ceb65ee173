/**
 * How sure a run is that a budget was exceeded. A click figure is a median of 15 loads that each
 * carry a frame's worth of vsync noise, and at 4× CPU the throttling's own jitter (single loads of
 * one page range over 20–60 ms): two runs of the same code differ by several milliseconds. The
 * budget's margin is computed on resampled loads (a percentile bootstrap) and the run fails only
 * when even the low end of that margin's 90% interval is over the limit — an excess that 95 runs
 * in 100 would see. The median itself is still what decides "holds" and is printed. The ready
 * budgets resample their per-round ratios the same way.
 */
import { seededRandom } from '../fixtures/catalog/random.ts';

export const BOOTSTRAP_ROUNDS = 2000;
/** The low end's quantile: 5 %, one-sided. */
export const LOW_QUANTILE = 0.05;

/**
 * The low end (LOW_QUANTILE) of `statistic` over BOOTSTRAP_ROUNDS resamplings: each group is drawn
 * again, with replacement, to its own size. NaN when a group is empty.
 */
export function lowEnd(groups: readonly (readonly number[])[], statistic: (groups: readonly number[][]) => number, seed = 7): number {
  if (groups.some((group) => group.length === 0)) return Number.NaN;
  // Seeded (the fixture catalog's generator): the same loads always give the same verdict.
  const random = seededRandom(seed);
  const values: number[] = [];
  for (let round = 0; round < BOOTSTRAP_ROUNDS; round += 1) {
    const drawn = groups.map((group) => group.map(() => group[Math.floor(random() * group.length)]!));
    values.push(statistic(drawn));
  }
  values.sort((a, b) => a - b);
  return values[Math.floor(LOW_QUANTILE * (values.length - 1))]!;
}
