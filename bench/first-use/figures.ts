/**
 * One run's figures from what the probe saw (pure: unit-tested in
 * test/unit/bench/first-use.test.ts). The input that asks for the result is the press's click
 * (mouse, finger), the Enter key's keydown (keyboard), or for a widget that answers a rest, the
 * pointer's arrival or the focus, plus the widget's delay (the rest's, or a dialog's show delay
 * after the press). The result is due at the later of the page getting that input and the moment
 * the last chunk it needed had run; "input → result" counts from the input's own time stamp, as a
 * shopper does.
 */
import type { RunRecord } from './run.ts';
import type { FirstUseWidget, Mode } from './widgets.ts';

export interface RunFigures {
  /** The input → the result in the DOM, ms (null: it never showed, or the input never came). */
  toResult: number | null;
  /** Frames begun between the result being due and its coming (0: painted in the first frame after). */
  framesLate: number | null;
  /** The last chunk's code had run → the result, ms (null when no chunk came during the use: warm). */
  afterChunk: number | null;
  /** The result came exactly once and did not go (for the file chooser: exactly one opened). */
  once: boolean;
  /** Layout shift from the first input on the control until the result (nothing moves while it loads). */
  shiftWhileLoading: number;
  /** The widget's chunk was asked for only after the shopper's first input on the control (cold runs). */
  requestedOnIntent: boolean;
}

/** The trusted input the result answers, for the mode. */
export function answeredInput(record: Pick<RunRecord, 'inputs'>, widget: FirstUseWidget, mode: Mode): { stamp: number; seen: number } | undefined {
  const rests = widget.rest?.[mode] !== undefined;
  if (mode === 'keyboard') return rests ? record.inputs.focusin : record.inputs.keydown;
  if (mode === 'mouse' && rests) return record.inputs.pointerover;
  return record.inputs.click;
}

export function figuresOf(record: RunRecord, widget: FirstUseWidget, mode: Mode): RunFigures {
  const input = answeredInput(record, widget, mode);
  const firstInput = Math.min(...Object.values(record.inputs).map((seen) => seen.stamp));
  const shown = record.shownAt;
  // A chunk whose bytes came before the result ran before it (at the latest in the task that showed it).
  const ran = record.chunksRan.filter((chunk) => chunk.at >= firstInput && (shown === null || chunk.arrived <= shown)).map((chunk) => Math.min(chunk.at, shown ?? chunk.at));
  const lastRan = ran.length > 0 ? Math.max(...ran) : null;
  let toResult: number | null = null;
  let framesLate: number | null = null;
  if (shown !== null && input !== undefined) {
    const delay = widget.rest?.[mode] ?? widget.pressDelay ?? 0;
    const due = Math.max(input.seen + delay, lastRan ?? Number.NEGATIVE_INFINITY);
    toResult = shown - input.stamp;
    framesLate = record.frames.filter((frame) => frame > due && frame <= shown).length;
  }
  const until = shown ?? Number.POSITIVE_INFINITY;
  return {
    toResult,
    framesLate,
    afterChunk: shown !== null && lastRan !== null ? shown - lastRan : null,
    once: widget.result.chooser ? record.opens === 1 && record.choosers === 1 : record.opens === 1 && record.closes === 0,
    shiftWhileLoading: record.shifts.filter((shift) => shift.at >= firstInput && shift.at <= until).reduce((sum, shift) => sum + shift.value, 0),
    requestedOnIntent: record.requestedAt !== null && record.requestedAt >= firstInput,
  };
}
