// Counters synced across tabs (issue 11): two pages of one browser context are two tabs of the
// store. What the server confirms in one shows in the other: the header counters and every
// favourite button of the product, through BroadcastChannel, or the storage event where the
// browser has no channel; a tab that was frozen catches up when it is shown again.
import type { Page } from '@playwright/test';
import { test, expect, waitForWidgets, expectCleanLog } from './fixtures.ts';
import { click } from './people.ts';

const favourites = (page: Page) => page.locator('.header [data-widget="favourites-counter"]');
const cart = (page: Page) => page.locator('.header [data-widget="cart-counter"]');
const titleHeart = (page: Page) => page.locator('.product__title-row .fav');
const tileHeart = (page: Page, id: string) => page.locator(`main .tile[data-product-id="${id}"] .fav`);
const buyButton = (page: Page) => page.locator('.product__buy form.buy button');

async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForWidgets(page);
}

for (const transport of ['BroadcastChannel', 'the storage event'] as const) {
  test(`a favourite and an add in one tab show in the other (${transport})`, async ({ page, context, log }) => {
    if (transport === 'the storage event') {
      // A browser without BroadcastChannel (Safari before 15.4), in every tab of the context.
      await context.addInitScript(() => {
        delete (window as { BroadcastChannel?: unknown }).BroadcastChannel;
      });
    }
    const other = await context.newPage();
    await open(other, '/ua/catalog/odezhda/');
    await open(page, '/product/1002/');
    await expect(favourites(other)).toHaveText('0');

    await click(page, titleHeart(page));
    await expect(favourites(page)).toHaveText('1');
    await expect(favourites(other)).toHaveText('1');
    // The product's own button in the other tab (its marker waiting for a first use) shows it too.
    await expect(tileHeart(other, '1002')).toHaveClass(/is-active/);

    await open(page, '/product/1062/');
    await click(page, buyButton(page));
    await expect(cart(page)).toHaveText('1');
    await expect(cart(other)).toHaveText('1');

    // And back: taken out in the other tab, the first one follows.
    await click(other, tileHeart(other, '1002'));
    await expect(favourites(other)).toHaveText('0');
    await expect(favourites(page)).toHaveText('0');
    expectCleanLog(log);
    await other.close();
  });
}

test('a frozen tab catches up when it is shown again', async ({ page, context, log }) => {
  const other = await context.newPage();
  await open(other, '/catalog/odezhda/');
  await open(page, '/product/1002/');
  const session = await context.newCDPSession(other);
  await session.send('Page.setWebLifecycleState', { state: 'frozen' });

  await click(page, titleHeart(page));
  await expect(favourites(page)).toHaveText('1');

  await session.send('Page.setWebLifecycleState', { state: 'active' });
  await other.bringToFront();
  await expect(favourites(other)).toHaveText('1');
  await expect(tileHeart(other, '1002')).toHaveClass(/is-active/);
  expectCleanLog(log);
  await other.close();
});

test('a snapshot left in storage by a tab closed earlier never replaces the page the server just rendered', async ({ page, log }) => {
  await open(page, '/product/1002/');
  await page.evaluate(() => {
    localStorage.setItem('shopWidgets.tabSnapshot.v1', JSON.stringify({ schema: 1, favouriteIds: ['1002'], favouritesCount: 1, cartCount: 7, at: Date.now() - 60_000 }));
  });
  await open(page, '/product/1002/');
  // Shown again: the old snapshot is older than this page.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(favourites(page)).toHaveText('0');
  await expect(cart(page)).toHaveText('0');
  expectCleanLog(log);
});
