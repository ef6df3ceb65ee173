import { products } from '../../fixtures/catalog/index.ts';
import { formatMoney, REPRICE_STEP } from '../../fixtures/server/money.ts';
import { test, expect, repricePage, waitForWidgets } from './fixtures.ts';

const onSale = products.find((product) => product.oldPrice)!;

test.describe('price', () => {
  test("a sale price page init changed keeps the server's own block: the crossed-out old price, the new price, the label apart", async ({ page, baseURL }) => {
    await repricePage(page, baseURL!);
    await page.goto(`/product/${onSale.id}/`);
    await waitForWidgets(page);
    const price = page.locator('.product__info [data-widget="price"]');
    await expect.poll(() => price.evaluate((el) => window.ShopWidgets!.debug.state(el))).toBe('mounted');
    await expect(price.locator('del.price__old')).toHaveCount(1);
    await expect(price.locator('del.price__old')).toHaveText(formatMoney(onSale.oldPrice!.UAH, 'UAH'));
    await expect(price.locator('.price__current')).toHaveText(formatMoney(onSale.price.UAH + REPRICE_STEP, 'UAH'));
    await expect(price.locator('.price__label')).toHaveText(`-${onSale.discount}%`);
    // The label is its own element after a space, not glued to the price.
    expect(await price.evaluate((el) => el.textContent!.replace(/\s+/g, ' ').trim())).toMatch(/грн \d[\d\s]* грн -\d+%$/);
  });

  test('a price that shows what page init sent stays as the server rendered it: no root', async ({ page }) => {
    await page.goto(`/product/${onSale.id}/`);
    const price = page.locator('.product__info [data-widget="price"]');
    const server = await price.innerHTML();
    await waitForWidgets(page);
    await expect.poll(() => price.evaluate((el) => window.ShopWidgets!.debug.state(el))).toBe('current');
    expect(await price.innerHTML()).toBe(server);
    await expect(price.locator('.price__current')).toHaveText(formatMoney(onSale.price.UAH, 'UAH'));
    expect((await page.evaluate(() => window.ShopWidgets!.debug.roots())).price ?? 0).toBe(0);
  });

  test('tenge prices come from page init in the visitor currency', async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'currency', value: 'KZT', url: 'http://localhost' }]);
    await repricePage(page, baseURL!);
    await page.goto(`/ua/product/${onSale.id}/`);
    await waitForWidgets(page);
    const price = page.locator('.product__info [data-widget="price"]');
    await expect.poll(() => price.evaluate((el) => window.ShopWidgets!.debug.state(el))).toBe('mounted');
    await expect(price.locator('.price__current')).toHaveText(formatMoney(onSale.price.KZT + REPRICE_STEP, 'KZT'));
  });
});
