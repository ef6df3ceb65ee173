/** The figures only mean something if the page really was enhanced: checked outside the timings. */
import type { Page } from '@playwright/test';
import type { BenchMode } from '../fixtures/server/qa/bench.ts';
import { BenchError } from './errors.ts';
import { waitFor } from './wait.ts';

export async function checkPage(page: Page, mode: BenchMode, tiles: number): Promise<void> {
  const found = await page.evaluate(() => ({
    tiles: document.querySelectorAll('.tile').length,
    favourites: document.querySelectorAll('.tile [data-widget="favourite"]').length,
    prices: document.querySelectorAll('.tile [data-widget="price"]').length,
  }));
  if (found.tiles !== tiles || found.favourites !== tiles || found.prices !== tiles) {
    throw new BenchError(`expected ${tiles} tiles with markers, found ${JSON.stringify(found)}`);
  }
  if (mode === 'bare') return;
  // The first price is in the viewport: the server's price block from the page-init answer, in every mode.
  await waitFor(page, `the first price filled from page init`, () => document.querySelector('.tile .price .price__server .price__current') !== null);
  if (mode === 'baseline') {
    const filled = await page.evaluate(() => document.querySelectorAll('.tile .price .price__server').length);
    if (filled !== tiles) throw new BenchError(`baseline: ${filled} of ${tiles} prices filled`);
  }
}
