/** Issue 32's per-page budget: the default build's script bytes before any input, idle prefetch included. */
export const BEFORE_INPUT_LIMIT = 40_000;

export interface PageFigure {
  page: string;
  language: string;
  device: string;
  beforeInput: number;
}

/**
 * A guard on every page type, language and device: one line per load over the limit, "budget …
 * EXCEEDED (value vs limit)", or one "hold" line with the worst load when none is over.
 * `exceeded` counts the loads over the limit (any fails the run).
 */
export function verdicts(figures: readonly PageFigure[], limit = BEFORE_INPUT_LIMIT): { lines: string[]; exceeded: number } {
  const over = figures.filter((figure) => figure.beforeInput > limit);
  const lines = over.map((figure) => `budget before input ≤ ${limit} B gzip: ${figure.page} ${figure.language} ${figure.device} EXCEEDED (${figure.beforeInput} B vs ${limit} B)`);
  if (over.length === 0 && figures.length > 0) {
    const worst = figures.reduce((most, figure) => (figure.beforeInput > most.beforeInput ? figure : most));
    lines.push(`budget before input ≤ ${limit} B gzip: ${[...new Set(figures.map((figure) => figure.page))].join(', ')} hold (worst ${worst.beforeInput} B vs ${limit} B, ${worst.page})`);
  }
  return { lines, exceeded: over.length };
}
