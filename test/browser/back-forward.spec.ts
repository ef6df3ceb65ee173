// A page shown again from the back/forward cache shows the server's current favourites and cart
// (issue 34 point 3): the tab sync's snapshot when another page of the tab changed them since, a
// safe read of the server otherwise. Playwright turns the cache off by default; here it is on, as
// in a shopper's browser, and each test checks that the page really came back from it. The full
// browser only (`@full-chromium`): the headless shell keeps no page in the cache.
import type { Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import { test, expect, callsTo, waitForWidgets } from './fixtures.ts';
import { click } from './people.ts';

const full = chromiumLaunchOptions();
test.use({ launchOptions: { ...full, ignoreDefaultArgs: [...full.ignoreDefaultArgs, '--disable-back-forward-cache'] } });

const favouritesCounter = (page: Page) => page.locator('.header [data-widget="favourites-counter"]');
const cartCounter = (page: Page) => page.locator('.header [data-widget="cart-counter"]');

/** A mark only the same document still has: a page rebuilt by a new load has lost it. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true));
}

/** Back, as the browser's button does; a page restored from the cache fires no new `load`. */
async function back(page: Page): Promise<void> {
  await page.goBack({ waitUntil: 'commit' });
  await page.waitForFunction(() => document.readyState === 'complete');
}

async function cameBackFromCache(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true), 'restored from the back/forward cache, not loaded again').toBe(true);
}

test.describe('back/forward cache', () => {
  test('@full-chromium a favourite added on another page of the tab: back on the listing, the counter says so (the snapshot)', async ({ page }) => {
    await page.goto('/catalog/odezhda/');
    await waitForWidgets(page);
    await expect(favouritesCounter(page)).toHaveText('0');
    await markDocument(page);
    await click(page, page.locator('article.tile[data-product-id="1002"] .tile__name a'));
    await page.waitForURL(/\/product\/1002\/$/);
    await waitForWidgets(page);
    await click(page, page.locator('.product__title-row .fav'));
    await expect(favouritesCounter(page)).toHaveText('1');
    const reads = await callsTo(page, '/ajax/tpl_action/');

    await back(page);
    await cameBackFromCache(page);
    await expect(favouritesCounter(page)).toHaveText('1');
    await expect(page.locator('article.tile[data-product-id="1002"] .fav')).toHaveText('♥ В избранном');
    // The snapshot was newer than the page: no need to ask the server.
    expect(await callsTo(page, '/ajax/tpl_action/')).toBe(reads);
  });

  test('@full-chromium a change made elsewhere (another device, a page without the widgets): back on the page, the server is asked', async ({ page }) => {
    await page.goto('/ua/catalog/odezhda/');
    await waitForWidgets(page);
    await expect(cartCounter(page)).toHaveText('0');
    await expect(favouritesCounter(page)).toHaveText('0');
    await markDocument(page);
    // Another device of the same shopper (the same session) adds to the cart and the favourites.
    const ajax = { 'X-Requested-With': 'XMLHttpRequest' };
    expect((await page.request.post('/ajax/basket_array/', { headers: ajax, form: { contentID: '1', sid: '', product_data: JSON.stringify([{ id: '1062', s: 'NOSIZE' }]) } })).ok()).toBe(true);
    expect((await page.request.get('/ajax/to/favorite/?productid=1005&sid=&is_collage=', { headers: ajax })).ok()).toBe(true);
    // The QA page has no widgets: nothing in this tab learns of the change.
    await click(page, page.locator('.footer__qa'));
    await page.waitForURL(/\/qa\/$/);

    await back(page);
    await cameBackFromCache(page);
    await expect(cartCounter(page)).toHaveText('1');
    await expect(favouritesCounter(page)).toHaveText('1');
  });
});
