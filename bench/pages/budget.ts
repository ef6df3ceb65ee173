/** Issue 32's per-page budget: the default build's script bytes before any input, idle prefetch included. */
export const BEFORE_INPUT_LIMIT = 40_000;

/**
 * The page types that hold the budget: a guard for them (the run fails when one goes over), a
 * target for the others until they hold too (bench/README.md says which and by how much).
 */
export const GUARDED_PAGES: readonly string[] = ['listing', 'product', 'cart', 'search', 'brands', 'new arrivals'];

export interface PageFigure {
  page: string;
  language: string;
  device: string;
  beforeInput: number;
}

/**
 * One line per load over the limit, "budget … EXCEEDED (value vs limit)", marked guard or target;
 * one "holds" line per kind when none is over. `exceeded` counts guarded loads over the limit,
 * `missed` the targets'.
 */
export function verdicts(figures: readonly PageFigure[], limit = BEFORE_INPUT_LIMIT, guarded = GUARDED_PAGES): { lines: string[]; exceeded: number; missed: number } {
  const lines: string[] = [];
  const counts = { guard: 0, target: 0 };
  for (const kind of ['guard', 'target'] as const) {
    const mine = figures.filter((figure) => guarded.includes(figure.page) === (kind === 'guard'));
    if (mine.length === 0) continue;
    const over = mine.filter((figure) => figure.beforeInput > limit);
    counts[kind] = over.length;
    for (const figure of over) {
      lines.push(`budget before input ≤ ${limit} B gzip (${kind}): ${figure.page} ${figure.language} ${figure.device} EXCEEDED (${figure.beforeInput} B vs ${limit} B)`);
    }
    if (over.length === 0) {
      const worst = Math.max(...mine.map((figure) => figure.beforeInput));
      lines.push(`budget before input ≤ ${limit} B gzip (${kind}): ${[...new Set(mine.map((figure) => figure.page))].join(', ')} hold (worst ${worst} B vs ${limit} B)`);
    }
  }
  return { lines, exceeded: counts.guard, missed: counts.target };
}
