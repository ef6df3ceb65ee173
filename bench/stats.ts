/** Samples by scenario and mode, and their medians. */
import type { BenchMode } from '../fixtures/server/qa/bench.ts';
import type { Scenario } from './options.ts';
import type { Figure, Sample } from './sample.ts';

export type Results = Map<string, Sample[]>;

export function keyOf(scenario: Scenario, mode: BenchMode): string {
  return `${mode}@${scenario.tiles}×${scenario.cpu}`;
}

export function addSample(results: Results, scenario: Scenario, mode: BenchMode, sample: Sample): void {
  const key = keyOf(scenario, mode);
  results.set(key, [...(results.get(key) ?? []), sample]);
}

export function samplesOf(results: Results, scenario: Scenario, mode: BenchMode): Sample[] {
  return results.get(keyOf(scenario, mode)) ?? [];
}

/** The values of one figure that the mode has (NaN left out). */
export function valuesOf(samples: readonly Sample[], figure: Figure): number[] {
  return samples.map((sample) => sample[figure]).filter((value) => Number.isFinite(value));
}

/** The median; NaN when there is nothing. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function medianOf(results: Results, scenario: Scenario, mode: BenchMode, figure: Figure): number {
  return median(valuesOf(samplesOf(results, scenario, mode), figure));
}

/** Fastest and slowest load; NaN when there is nothing. */
export function rangeOf(values: readonly number[]): [number, number] {
  return values.length === 0 ? [Number.NaN, Number.NaN] : [Math.min(...values), Math.max(...values)];
}

/**
 * The median of the per-round ratios mode ÷ baseline of one figure. Both loads of a round ran
 * minutes apart from the other rounds' but seconds apart from each other, so a machine that gets
 * busier or quieter during the run moves both: the ratio of one round cancels that drift, which
 * a ratio of two medians taken over the whole run does not. Rounds where either figure is missing
 * are left out.
 */
export function pairedRatios(results: Results, scenario: Scenario, mode: BenchMode, figure: Figure): number[] {
  const loads = samplesOf(results, scenario, mode);
  const baseline = samplesOf(results, scenario, 'baseline');
  const ratios: number[] = [];
  for (let round = 0; round < Math.min(loads.length, baseline.length); round += 1) {
    const ratio = loads[round]![figure] / baseline[round]![figure];
    if (Number.isFinite(ratio)) ratios.push(ratio);
  }
  return ratios;
}

/** The median of pairedRatios: what the ready budgets check. */
export function pairedRatio(results: Results, scenario: Scenario, mode: BenchMode, figure: Figure): number {
  return median(pairedRatios(results, scenario, mode, figure));
}
