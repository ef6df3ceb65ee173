/**
 * Layout shift caused by the scripts, from the probe's layout-shift entries: every entry from the
 * moment the deferred scripts start (the page's START_MARK) counts, those after input included (CLS
 * proper leaves out shifts within 500 ms of a press, which would hide exactly a favourite that
 * changes size when it is clicked). Shifts before that mark are the page's own, while the HTML
 * still streams in: a paint between two network packets can show a tile's favourite link with
 * half its words (one load in ≈60 at 500 tiles at 4× CPU, in any mode). No script has run then.
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
    for (const source of shift.sources) sources.add(source);
  }
  return { mount, click: Number.isFinite(clickArmedAt) ? click : Number.NaN, sources: [...sources] };
}
