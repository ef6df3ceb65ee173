/**
 * Layout shift caused by the scripts, from the probe's layout-shift entries: every entry counts,
 * those after input included (CLS proper leaves out shifts within 500 ms of a press, which would
 * hide exactly a favourite that changes size when it is clicked).
 */
import type { Page } from '@playwright/test';

export interface LayoutShiftFigures {
  /** Navigation start → the moment the click was armed: boot, mounting, page init applied. */
  mount: number;
  /** From the click being armed: the hover mount, the click, the server's answer. */
  click: number;
  /** What moved, for the verbose output. */
  sources: string[];
}

export async function readLayoutShift(page: Page, clickArmedAt: number): Promise<LayoutShiftFigures> {
  const shifts = await page.evaluate(() => window.__bench!.shifts);
  let mount = 0;
  let click = 0;
  const sources = new Set<string>();
  for (const shift of shifts) {
    if (shift.start < clickArmedAt) mount += shift.value;
    else click += shift.value;
    for (const source of shift.sources) sources.add(source);
  }
  return { mount, click: Number.isFinite(clickArmedAt) ? click : Number.NaN, sources: [...sources] };
}
