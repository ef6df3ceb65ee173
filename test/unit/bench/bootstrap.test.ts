// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { lowEnd } from '../../../bench/bootstrap.ts';
import { median } from '../../../bench/stats.ts';

const difference = ([a, b]: readonly (readonly number[])[]) => median(a!) - median(b!);

describe('lowEnd (percentile bootstrap)', () => {
  it('is the statistic itself when nothing varies', () => {
    expect(lowEnd([[30, 30, 30], [20, 20, 20]], difference)).toBe(10);
  });

  it('stays above 0 for groups that do not overlap, and never below the smallest gap between them', () => {
    const a = [40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54];
    const b = [20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34];
    const low = lowEnd([a, b], difference);
    expect(low).toBeGreaterThan(0);
    expect(low).toBeLessThanOrEqual(20);
    expect(low).toBeGreaterThanOrEqual(40 - 34);
  });

  it('falls below 0 when the medians differ by less than the spread (a noisy excess)', () => {
    // Medians 40 and 37: 3 apart, with single loads spread over 20–60.
    const a = [22, 28, 31, 35, 37, 38, 39, 40, 41, 44, 47, 50, 53, 57, 60];
    const b = [20, 24, 27, 30, 33, 35, 36, 37, 38, 42, 45, 48, 52, 55, 58];
    expect(difference([a, b])).toBe(3);
    expect(lowEnd([a, b], difference)).toBeLessThan(0);
  });

  it('gives the same answer for the same loads (seeded), and NaN for a missing group', () => {
    const a = [5, 9, 2, 7, 4, 8, 1];
    const b = [3, 6, 2, 5, 4, 1, 7];
    expect(lowEnd([a, b], difference)).toBe(lowEnd([a, b], difference));
    expect(lowEnd([a, []], difference)).toBeNaN();
  });
});
