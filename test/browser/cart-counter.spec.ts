import type { Page } from '@playwright/test';
import { test, expect, openCartPanel, seedVisitor, serverState, waitForWidgets } from './fixtures.ts';
import { click } from './people.ts';

const counter = (page: Page) => page.locator('[data-widget="cart-counter"]');

test.describe('cart-counter', () => {
  test('counts the lines of the cart html the server sends: page init, an add, a removal', async ({ page }) => {
    await seedVisitor(page, { cart: [{ id: '1062', s: 'NOSIZE' }] });
    await page.goto('/product/1062/');
    await waitForWidgets(page);
    await expect(counter(page)).toHaveText('1');
    await click(page, page.locator('.product__buy [data-widget="buy-button"] button'));
    await expect(counter(page)).toHaveText('2');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    const first = (await openCartPanel(page)).locator('.cart-line__remove').first();
    await click(page, first);
    await expect(counter(page)).toHaveText('1');
    expect((await serverState(page)).cart).toHaveLength(1);
  });

  test('an empty cart is marked is-empty', async ({ page }) => {
    await page.goto('/ua/');
    await waitForWidgets(page);
    await expect(counter(page)).toHaveText('0');
    await expect(counter(page)).toHaveClass(/is-empty/);
  });
});
