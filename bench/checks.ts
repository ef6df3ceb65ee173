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
  if (mode !== 'baseline') {
    // The first price is in the viewport: looked at once page init answered, and left as the server
    // rendered it, since page init sent the block the page shows (the same for every tile here).
    await waitFor(page, `the first price checked against page init`, () => window.ShopWidgets?.debug.state(document.querySelector('.tile .price')!) === 'current');
    return;
  }
  // The baseline writes page init's block into every price.
  await waitFor(page, `the first price filled from page init`, () => document.querySelector('.tile .price .price__server .price__current') !== null);
  const filled = await page.evaluate(() => document.querySelectorAll('.tile .price .price__server').length);
  if (filled !== tiles) throw new BenchError(`baseline: ${filled} of ${tiles} prices filled`);
}
