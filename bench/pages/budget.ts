/** Issue 32's per-page budget: the default build's script bytes before any input, idle prefetch included. */
export const BEFORE_INPUT_LIMIT = 40_000;

export interface PageFigure {
  page: string;
  language: string;
  device: string;
  beforeInput: number;
}

/** One line per load over the limit, "budget … EXCEEDED (value vs limit)"; one "holds" line when none is. */
export function verdicts(figures: readonly PageFigure[], limit = BEFORE_INPUT_LIMIT): { lines: string[]; exceeded: number } {
  const over = figures.filter((figure) => figure.beforeInput > limit);
  const lines = over.map(
    (figure) => `budget before input ≤ ${limit} B gzip: ${figure.page} ${figure.language} ${figure.device} EXCEEDED (${figure.beforeInput} B vs ${limit} B)`,
  );
  if (over.length === 0) {
    const worst = Math.max(0, ...figures.map((figure) => figure.beforeInput));
    lines.push(`budget before input ≤ ${limit} B gzip: every page holds (worst ${worst} B vs ${limit} B)`);
  }
  return { lines, exceeded: over.length };
}
