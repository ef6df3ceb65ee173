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
