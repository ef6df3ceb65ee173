import type { Page } from '@playwright/test';
import { test, expect, seedVisitor, waitForWidgets } from './fixtures.ts';
import { click } from './people.ts';

const panel = (page: Page) => page.locator('[data-widget="favourites-panel"]');

test.describe('favourites-panel', () => {
  test("lists what the server's last answer lists, and its own favourites toggle from inside it", async ({ page }) => {
    await seedVisitor(page, { favourites: ['1002'] });
    await page.goto('/catalog/krossovki/');
    await waitForWidgets(page);
    await expect(panel(page).locator('.fav-item')).toHaveCount(1);
    await click(page, page.locator('main .tile .fav').first());
    await expect(panel(page).locator('.fav-item')).toHaveCount(2);
    // A favourite in the list is a favourite like any other: its click takes it out of the list.
    await click(page, panel(page).locator('.fav-item[data-product-id="1002"] .fav'));
    await expect(panel(page).locator('.fav-item[data-product-id="1002"]')).toHaveCount(0);
    await expect(panel(page).locator('.fav-item')).toHaveCount(1);
  });

  for (const [root, empty] of [
    ['/', 'В избранном пока ничего нет'],
    ['/ua/', 'В обраному поки нічого немає'],
  ] as const) {
    test(`at 0 it shows the empty state in the same words as the server (${root})`, async ({ page }) => {
      await seedVisitor(page, { favourites: ['1002'] });
      await page.goto(`${root}product/1004/`);
      await waitForWidgets(page);
      await click(page, panel(page).locator('.fav-item[data-product-id="1002"] .fav'));
      await expect(panel(page)).toHaveText(empty);
      // The server renders an empty list the same way, with the same words.
      await page.reload();
      await waitForWidgets(page);
      await expect(panel(page)).toHaveText(empty);
    });
  }
});
