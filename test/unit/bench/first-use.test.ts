// @vitest-environment node
// The first-use benchmark's arithmetic (bench/first-use/): which input a result answers, when it
// was due, how many frames it came late, whether it came once, and the guards' verdicts.
import { describe, expect, it } from 'vitest';
import { answeredInput, figuresOf, type RunFigures } from '../../../bench/first-use/figures.ts';
import type { RunRecord } from '../../../bench/first-use/run.ts';
import { table, verdicts, type Cell } from '../../../bench/first-use/verdicts.ts';
import type { FirstUseWidget } from '../../../bench/first-use/widgets.ts';

const DROPDOWN: FirstUseWidget = { name: 'language', chunk: 'discovery', path: '/', control: 'summary', result: { selector: 'summary', expanded: true } };
const TOOLTIP: FirstUseWidget = { ...DROPDOWN, name: 'tooltip', rest: { mouse: 1_000, keyboard: 1_000 } };
const FILE_INPUT: FirstUseWidget = { ...DROPDOWN, name: 'image search', result: { selector: 'input', chooser: true } };

/** Frames every 16 ms from 0 to 2 s. */
const FRAMES = Array.from({ length: 125 }, (_, n) => n * 16);

function record(overrides: Partial<RunRecord>): RunRecord {
  return {
    frames: FRAMES,
    chunksRan: [],
    inputs: {},
    shownAt: null,
    opens: 0,
    closes: 0,
    shifts: [],
    choosers: 0,
    requestedAt: null,
    ...overrides,
  };
}

const at = (stamp: number, seen = stamp) => ({ stamp, seen });

describe('first use: one run', () => {
  it('answers the click for a mouse or a finger, Enter for keys, the arrival or focus for a widget that answers a rest', () => {
    const inputs = { pointerover: at(100), focusin: at(105), click: at(250), keydown: at(260) };
    expect(answeredInput({ inputs }, DROPDOWN, 'mouse')?.stamp).toBe(250);
    expect(answeredInput({ inputs }, DROPDOWN, 'touch')?.stamp).toBe(250);
    expect(answeredInput({ inputs }, DROPDOWN, 'keyboard')?.stamp).toBe(260);
    expect(answeredInput({ inputs }, TOOLTIP, 'mouse')?.stamp).toBe(100);
    expect(answeredInput({ inputs }, TOOLTIP, 'keyboard')?.stamp).toBe(105);
    expect(answeredInput({ inputs }, TOOLTIP, 'touch')?.stamp).toBe(250);
  });

  it('cold: a press held while the chunk came, answered in the task that ran it, is 0 frames late', () => {
    const figures = figuresOf(
      record({
        inputs: { pointerover: at(100), pointerdown: at(100), click: at(101, 110) },
        // Bytes at 300, the load event at 305: the widget answered inside the chunk's own task, at 304.
        chunksRan: [{ file: 'discovery.js', arrived: 300, at: 305 }],
        shownAt: 304,
        opens: 1,
        requestedAt: 102,
      }),
      DROPDOWN,
      'touch',
    );
    expect(figures).toEqual<RunFigures>({ toResult: 203, framesLate: 0, afterChunk: 0, once: true, shiftWhileLoading: 0, requestedOnIntent: true });
  });

  it('cold: a result 40 ms after the chunk ran is 3 frames late; the input counts from its own time stamp', () => {
    const figures = figuresOf(
      record({ inputs: { click: at(101, 120) }, chunksRan: [{ file: 'a.js', arrived: 290, at: 300 }], shownAt: 340, opens: 1, requestedAt: 105 }),
      DROPDOWN,
      'mouse',
    );
    // Frames at 304 and 320 and 336 began between 300 and 340.
    expect(figures.framesLate).toBe(3);
    expect(figures.toResult).toBe(239);
    expect(figures.afterChunk).toBe(40);
  });

  it('a chunk that ran before the shopper acted (warm) does not count: the result is due when the page got the press', () => {
    const figures = figuresOf(
      record({ inputs: { click: at(500, 510) }, chunksRan: [{ file: 'a.js', arrived: 90, at: 100 }], shownAt: 515, opens: 1, requestedAt: 80 }),
      DROPDOWN,
      'mouse',
    );
    expect(figures).toMatchObject({ toResult: 15, framesLate: 1, afterChunk: null, requestedOnIntent: false });
  });

  it('a rest is due the widget\'s delay after the arrival: a tooltip the chunk\'s download held back is late by the frames after that', () => {
    const onTime = figuresOf(record({ inputs: { pointerover: at(100) }, chunksRan: [{ file: 't.js', arrived: 390, at: 400 }], shownAt: 1_101, opens: 1, requestedAt: 101 }), TOOLTIP, 'mouse');
    expect(onTime.framesLate).toBe(0);
    // Counted from the mount (as before the fix): 300 ms late.
    const late = figuresOf(record({ inputs: { pointerover: at(100) }, chunksRan: [{ file: 't.js', arrived: 390, at: 400 }], shownAt: 1_400, opens: 1, requestedAt: 101 }), TOOLTIP, 'mouse');
    expect(late.framesLate).toBeGreaterThan(15);
  });

  it('once: a second open or a close after the result fails it; a chooser needs one click and one chooser', () => {
    const base = { inputs: { click: at(100) }, shownAt: 200, requestedAt: 101 };
    expect(figuresOf(record({ ...base, opens: 1, closes: 1 }), DROPDOWN, 'mouse').once).toBe(false);
    expect(figuresOf(record({ ...base, opens: 2 }), DROPDOWN, 'mouse').once).toBe(false);
    expect(figuresOf(record({ ...base, opens: 1, choosers: 1 }), FILE_INPUT, 'mouse').once).toBe(true);
    expect(figuresOf(record({ ...base, opens: 1, choosers: 2 }), FILE_INPUT, 'mouse').once).toBe(false);
  });

  it('layout shift counts from the first input on the control to the result, not before or after', () => {
    const figures = figuresOf(
      record({ inputs: { pointerover: at(100), click: at(250) }, shownAt: 400, opens: 1, requestedAt: 101, shifts: [{ at: 50, value: 0.2 }, { at: 150, value: 0.01 }, { at: 500, value: 0.3 }] }),
      DROPDOWN,
      'mouse',
    );
    expect(figures.shiftWhileLoading).toBe(0.01);
  });

  it('a result that never came has no timings and is not once', () => {
    const figures = figuresOf(record({ inputs: { click: at(100) }, requestedAt: 101 }), DROPDOWN, 'mouse');
    expect(figures).toMatchObject({ toResult: null, framesLate: null, once: false });
  });
});

describe('first use: the guards', () => {
  const run = (overrides: Partial<RunFigures> = {}): RunFigures => ({ toResult: 120, framesLate: 0, afterChunk: 3, once: true, shiftWhileLoading: 0, requestedOnIntent: true, ...overrides });
  const warmRun = (overrides: Partial<RunFigures> = {}) => run({ toResult: 20, afterChunk: null, framesLate: 1, ...overrides });
  const cell = (cold: RunFigures[], warm: RunFigures[] = [warmRun()], target?: string): Cell => ({ widget: 'language', mode: 'touch', cold, warm, ...(target ? { target } : {}) });

  it('hold when every run came once, the cold median is at most one frame more than warm and nothing shifted', () => {
    const result = verdicts([cell([run(), run({ framesLate: 2 }), run({ framesLate: 9 })])]);
    expect(result.exceeded).toBe(0);
    expect(result.lines.every((line) => line.endsWith('holds'))).toBe(true);
  });

  it('a widget slow by its own frames warm and cold alike holds: the first use added nothing', () => {
    expect(verdicts([cell([run({ framesLate: 3 })], [warmRun({ framesLate: 2 })])]).exceeded).toBe(0);
  });

  it('a run that came twice, a cold median two frames more than warm, or a shift are each EXCEEDED by name', () => {
    const result = verdicts([cell([run({ once: false }), run({ framesLate: 3 }), run({ framesLate: 3, shiftWhileLoading: 0.02 })])]);
    expect(result.exceeded).toBe(3);
    expect(result.lines.filter((line) => line.includes('EXCEEDED'))).toEqual([
      expect.stringContaining('language (touch): 1 of 4 runs'),
      expect.stringContaining('language (touch): 2 frames more than warm'),
      expect.stringContaining('language (touch): 0.02'),
    ]);
  });

  it('a cold run with no result fails the frame guard too', () => {
    expect(verdicts([cell([run(), run({ toResult: null, framesLate: null, once: false })])]).exceeded).toBe(2);
  });

  it('a named target prints its excess with the reason and fails only when strict', () => {
    const slow = cell([run({ framesLate: 20 })], [warmRun()], 'the delay counts from the mount');
    const relaxed = verdicts([slow]);
    expect(relaxed.exceeded).toBe(0);
    expect(relaxed.lines).toContainEqual(expect.stringMatching(/^target: .*EXCEEDED \(language \(touch\): 19 frames more than warm; the delay counts from the mount\) \(fails only with BENCH_STRICT=1\)$/));
    expect(verdicts([slow], true).exceeded).toBe(1);
  });

  it('prints cold and warm side by side', () => {
    const [header, row] = table([cell([run(), run({ toResult: 140 })])]);
    expect(header).toContain('cold: input → result');
    expect(row).toMatch(/^language\s+touch\s+130 ms\s+20 ms\s+3 ms\s+0, 0\s+1, 1\s+3\/3\s+0$/);
  });
});

describe('first use: due time', () => {
  it('a dialog is due 300 ms after the press, or once its chunk ran if that is later', () => {
    const DIALOG: FirstUseWidget = { ...DROPDOWN, name: 'quick view', pressDelay: 300 };
    const early = figuresOf(record({ inputs: { click: at(100) }, chunksRan: [{ file: 'q.js', arrived: 200, at: 210 }], shownAt: 401, opens: 1, requestedAt: 101 }), DIALOG, 'touch');
    expect(early.framesLate).toBe(0);
    // The chunk ran at 210; shown 300 ms after that, not after the press: late by the chunk's time.
    const fromMount = figuresOf(record({ inputs: { click: at(100) }, chunksRan: [{ file: 'q.js', arrived: 200, at: 210 }], shownAt: 511, opens: 1, requestedAt: 101 }), DIALOG, 'touch');
    expect(fromMount.framesLate).toBe(6);
  });
});
