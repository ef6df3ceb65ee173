/**
 * Issue 32's point 3 as guards on the first-use figures, and the table that prints them:
 * - the result showed and came exactly once in every run (a held press replayed once, not twice);
 * - cold, the result came at most one frame later after it was due than warm (medians over the
 *   runs): the first use costs the chunk's download and nothing more, the widget's own frames
 *   (a chat window that builds itself over two) being the same warm and cold;
 * - nothing shifted while the chunk came.
 * A widget with a `target` (a known cost, named) has its frame figure printed as a target: it
 * fails the run only with BENCH_STRICT=1.
 */
import { median } from '../stats.ts';
import type { RunFigures } from './figures.ts';
import type { Mode } from './widgets.ts';

/** Frames a first use may come later than the warm use, after each was due. */
export const EXTRA_FRAMES_LIMIT = 1;

export interface Cell {
  widget: string;
  mode: Mode;
  cold: RunFigures[];
  warm: RunFigures[];
  /** Why the frame guard is only a target for this widget. */
  target?: string;
}

const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '—');
const defined = (values: readonly (number | null)[]) => values.filter((value): value is number => value !== null);

export function table(cells: readonly Cell[]): string[] {
  const header = ['widget', 'mode', 'cold: input → result', 'warm: input → result', 'cold: chunk ran → result', 'frames after due, cold (median, max)', 'warm', 'once', 'shift while loading'];
  const frames = (runs: readonly RunFigures[]) => {
    const late = defined(runs.map((run) => run.framesLate));
    return late.length > 0 ? `${median(late)}, ${Math.max(...late)}` : '—';
  };
  const rows = cells.map((cell) => {
    const all = [...cell.cold, ...cell.warm];
    return [
      cell.widget,
      cell.mode,
      ms(median(defined(cell.cold.map((run) => run.toResult)))),
      ms(median(defined(cell.warm.map((run) => run.toResult)))),
      ms(median(defined(cell.cold.map((run) => run.afterChunk)))),
      frames(cell.cold),
      frames(cell.warm),
      `${all.filter((run) => run.once).length}/${all.length}`,
      String(Math.max(0, ...all.map((run) => run.shiftWhileLoading))),
    ];
  });
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (values: readonly string[]) => values.map((value, column) => value.padEnd(widths[column]!)).join('  ').trimEnd();
  return [line(header), ...rows.map(line)];
}

/** "guard … holds" once per guard, or one "EXCEEDED" line per widget and mode that breaks it. */
export function verdicts(cells: readonly Cell[], strict = false): { lines: string[]; exceeded: number } {
  const broken: Record<'once' | 'frame' | 'shift', string[]> = { once: [], frame: [], shift: [] };
  const targets: string[] = [];
  for (const cell of cells) {
    const name = `${cell.widget} (${cell.mode})`;
    const all = [...cell.cold, ...cell.warm];
    const notOnce = all.filter((run) => !run.once || run.toResult === null).length;
    if (notOnce > 0) broken.once.push(`${name}: ${notOnce} of ${all.length} runs`);
    const cold = defined(cell.cold.map((run) => run.framesLate));
    const warm = defined(cell.warm.map((run) => run.framesLate));
    const extra = median(cold) - median(warm);
    if (cold.length < cell.cold.length || warm.length < cell.warm.length || !(extra <= EXTRA_FRAMES_LIMIT)) {
      const what = `${name}: ${Number.isNaN(extra) ? 'no result in a run' : `${extra} frames more than warm`}`;
      if (cell.target && !strict) targets.push(`${what}; ${cell.target}`);
      else broken.frame.push(what);
    }
    const shift = Math.max(0, ...all.map((run) => run.shiftWhileLoading));
    if (shift > 0) broken.shift.push(`${name}: ${shift}`);
  }
  const titles = {
    once: 'guard: the result shows, exactly once (a held press replayed once)',
    frame: `guard: cold, the result comes ≤ ${EXTRA_FRAMES_LIMIT} frame later after it is due (the chunk has run, the press or the widget's delay has come) than warm`,
    shift: 'guard: layout shift 0 while the chunk comes',
  };
  const lines: string[] = [];
  let exceeded = 0;
  for (const key of ['once', 'frame', 'shift'] as const) {
    if (broken[key].length === 0) lines.push(`${titles[key]}: holds${key === 'frame' && targets.length > 0 ? ' (but for the targets below)' : ''}`);
    for (const what of broken[key]) lines.push(`${titles[key]}: EXCEEDED (${what})`);
    exceeded += broken[key].length;
  }
  for (const what of targets) lines.push(`target: ${titles.frame.replace(/^guard: /, '')}: EXCEEDED (${what}) (fails only with BENCH_STRICT=1)`);
  return { lines, exceeded };
}
