import type { Page } from '@playwright/test';
import { expect } from '../fixtures.ts';
import { hover } from '../people.ts';

/**
 * Mounts what waits for a first use, the way a shopper gets there: a hover on the page's first
 * favourite, or a focus on a phone. axe then sees the widgets' own markup, not only the server's.
 */
export async function wakeWidgets(page: Page, isMobile: boolean): Promise<void> {
  const fav = page.locator('main [data-widget="favourite"]').first();
  if ((await fav.count()) === 0) return;
  // A favourite inside a page-level widget (the favourites page, the look) is made again when that
  // widget mounts (its chunk comes at idle): wake one that stays, as a person acts on a settled page.
  await expect
    .poll(() =>
      fav.evaluate((element) => {
        const outer = element.parentElement?.closest('[data-widget]');
        return !outer || window.ShopWidgets!.debug.state(outer) === 'mounted';
      }),
    )
    .toBe(true);
  if (isMobile) await fav.locator('a, button').first().focus();
  else await hover(page, fav);
  await expect(fav.locator('button')).toHaveCount(1);
}
