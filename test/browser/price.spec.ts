import { products } from '../../fixtures/catalog/index.ts';
import { test, expect, waitForWidgets } from './fixtures.ts';

const onSale = products.find((product) => product.oldPrice)!;

test.describe('price', () => {
  test("a sale price keeps the server's own block: the crossed-out old price, the current price, the label apart", async ({ page }) => {
    await page.goto(`/product/${onSale.id}/`);
    await waitForWidgets(page);
    const price = page.locator('.product__info [data-widget="price"]');
    await expect.poll(() => price.evaluate((el) => window.ShopWidgets!.debug.state(el))).toBe('mounted');
    await expect(price.locator('del.price__old')).toHaveCount(1);
    await expect(price.locator('.price__current')).toHaveText(/^\d[\d\s\u00a0]* грн$/);
    await expect(price.locator('.price__label')).toHaveText(`-${onSale.discount}%`);
    // The label is its own element after a space, not glued to the price.
    expect(await price.evaluate((el) => el.textContent!.replace(/\s+/g, ' ').trim())).toMatch(/грн \d[\d\s]* грн -\d+%$/);
  });

  test('tenge prices come from page init in the visitor currency', async ({ page }) => {
    await page.context().addCookies([{ name: 'currency', value: 'KZT', url: 'http://localhost' }]);
    await page.goto(`/ua/product/${onSale.id}/`);
    await waitForWidgets(page);
    await expect(page.locator('.product__info [data-widget="price"] .price__current')).toHaveText(/₸$/);
  });
});
