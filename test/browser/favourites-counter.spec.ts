import type { Page } from '@playwright/test';
import { test, expect, seedVisitor, setFault, waitForWidgets } from './fixtures.ts';
import { click } from './people.ts';

const counter = (page: Page) => page.locator('[data-widget="favourites-counter"]');

test.describe('favourites-counter', () => {
  test("shows the server's number, then page init's, and follows every toggle; 0 marks it empty", async ({ page }) => {
    await seedVisitor(page, { favourites: ['1002'] });
    await page.goto('/ua/product/1004/');
    await waitForWidgets(page);
    await expect(counter(page)).toHaveText('1');
    await expect(counter(page)).not.toHaveClass(/is-empty/);
    await click(page, page.locator('.product__title-row .fav'));
    await expect(counter(page)).toHaveText('2');
    await click(page, page.locator('[data-widget="favourites-panel"] .fav-item[data-product-id="1002"] .fav'));
    await click(page, page.locator('.product__title-row .fav'));
    await expect(counter(page)).toHaveText('0');
    await expect(counter(page)).toHaveClass(/is-empty/);
  });

  test("keeps the server's number when page init fails, and a failed toggle changes nothing", async ({ page, baseURL }) => {
    await seedVisitor(page, { favourites: ['1002', '1004'] });
    await setFault(page, '500@/ajax/tpl_action/,500@/ajax/to/favorite/', baseURL!);
    await page.goto('/product/1007/');
    await waitForWidgets(page);
    await expect(counter(page)).toHaveText('2');
    await click(page, page.locator('.product__title-row .fav'));
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(counter(page)).toHaveText('2');
  });
});
