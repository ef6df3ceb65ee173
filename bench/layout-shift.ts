/**
 * Layout shift caused by the scripts, from the probe's layout-shift entries: every entry from the
 * moment the deferred scripts start (the page's START_MARK) counts, those after input included (CLS
 * proper leaves out shifts within 500 ms of a press, which would hide exactly a favourite that
 * changes size when it is clicked). Shifts before that mark are the page's own. (A paint between
 * two network packets once showed a tile's favourite link with half its words; the bench page now
 * holds its frames until it is parsed whole: fixtures/server/qa/bench.ts.)
 */
import type { Page } from '@playwright/test';
import { START_MARK } from '../fixtures/server/qa/bench.ts';

export interface LayoutShiftFigures {
  /** The scripts' start (START_MARK) → the moment the click was armed: boot, mounting, page init applied. */
  mount: number;
  /** From the click being armed: the hover mount, the click, the server's answer. */
  click: number;
  /** What moved, for the verbose output. */
  sources: string[];
}

export async function readLayoutShift(page: Page, clickArmedAt: number): Promise<LayoutShiftFigures> {
  const { shifts, scriptsStart } = await page.evaluate((mark) => ({ shifts: window.__bench!.shifts, scriptsStart: performance.getEntriesByName(mark, 'mark')[0]?.startTime ?? 0 }), START_MARK);
  let mount = 0;
  let click = 0;
  const sources = new Set<string>();
  for (const shift of shifts) {
    if (shift.start < scriptsStart) continue;
    if (shift.start < clickArmedAt) mount += shift.value;
    else click += shift.value;
    // When, from the scripts' start: a shift in the first frame after it is still the streamed HTML's.
    for (const source of shift.sources) sources.add(`${source} at +${Math.round(shift.start - scriptsStart)} ms`);
  }
  return { mount, click: Number.isFinite(clickArmedAt) ? click : Number.NaN, sources: [...sources] };
}
