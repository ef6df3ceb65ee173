import type { Page } from '@playwright/test';
import { test, expect, setFault, waitForWidgets, unexpectedErrors } from './fixtures.ts';

const titleFav = (page: Page) => page.locator('.product__title-row .fav');
const buyFav = (page: Page) => page.locator('.product__buy .fav');
const counter = (page: Page) => page.locator('[data-widget="favourites-counter"]');
const panel = (page: Page) => page.locator('[data-widget="favourites-panel"]');

async function serverFavourites(page: Page): Promise<number[]> {
  const response = await page.request.get('/qa/state.json');
  return ((await response.json()) as { favourites: number[] }).favourites;
}

async function trackingCalls(page: Page): Promise<{ path: string; fields: Record<string, string> }[]> {
  const response = await page.request.get('/qa/tracking.json');
  return ((await response.json()) as { entries: { path: string; fields: Record<string, string> }[] }).entries;
}

for (const build of ['preact', 'react'] as const) {
  const suffix = build === 'react' ? '?build=react' : '';

  test.describe(`favourite (${build} build)`, () => {
    test('the first click toggles every marker of the product, the counter and the side list; a reload keeps it', async ({ page, log }) => {
      await page.goto(`/product/1002/${suffix}`);
      await waitForWidgets(page);
      expect(await page.evaluate(() => window.ShopWidgets!.build)).toBe(build);
      await expect(counter(page)).toHaveText('0');

      await titleFav(page).click();
      await expect(titleFav(page).locator('button')).toHaveAttribute('aria-pressed', 'true');
      await expect(buyFav(page).locator('button')).toHaveAttribute('aria-pressed', 'true');
      await expect(buyFav(page)).toHaveClass(/is-active/);
      // Both builds start from an empty marker: the server fallback is taken out, not kept beside the widget.
      await expect(titleFav(page).locator('.fav__fallback')).toHaveCount(0);
      await expect(titleFav(page).locator('button')).toHaveCount(1);
      await expect(counter(page)).toHaveText('1');
      await expect(panel(page).locator('.fav-item[data-product-id="1002"]')).toHaveCount(1);
      expect(await serverFavourites(page)).toEqual([1002]);

      await page.reload();
      await waitForWidgets(page);
      await expect(counter(page)).toHaveText('1');
      await buyFav(page).hover();
      await expect(buyFav(page).locator('button')).toHaveAttribute('aria-pressed', 'true');
      await expect(buyFav(page).locator('button')).toHaveAccessibleName('Удалить из избранного');

      await buyFav(page).locator('button').click();
      await expect(titleFav(page).locator('button')).toHaveAttribute('aria-pressed', 'false');
      await expect(counter(page)).toHaveText('0');
      expect(await serverFavourites(page)).toEqual([]);
      expect(unexpectedErrors(log)).toEqual([]);
      expect(log.pageErrors).toEqual([]);
      expect(log.cspViolations).toEqual([]);
    });

    for (const fault of ['500', 'hang', 'malformed', 'html', 'drop'] as const) {
      test(`a ${fault} answer rolls the toggle back and says so`, async ({ page, log, baseURL }) => {
        await setFault(page, `${fault}@/ajax/to/favorite/`, baseURL!);
        await page.goto(`/product/1002/?qa_timeout=1500${suffix ? '&build=react' : ''}`);
        await waitForWidgets(page);
        await titleFav(page).click();
        // While the call hangs, every marker of the product shows the optimistic state.
        if (fault === 'hang') await expect(buyFav(page).locator('button')).toHaveAttribute('aria-pressed', 'true');
        await expect(page.getByRole('alert')).toHaveText('Не удалось обновить избранное. Попробуйте ещё раз.×', { timeout: 8000 });
        await expect(titleFav(page).locator('button')).toHaveAttribute('aria-pressed', 'false');
        await expect(buyFav(page).locator('button')).toHaveAttribute('aria-pressed', 'false');
        await expect(counter(page)).toHaveText('0');
        expect(log.pageErrors).toEqual([]);
        expect(unexpectedErrors(log)).toEqual([]);

        // The switch off, the same button works again and nothing was added twice.
        await page.context().clearCookies({ name: 'qa_fault' });
        await titleFav(page).locator('button').click();
        await expect(counter(page)).toHaveText('1');
        expect(await serverFavourites(page)).toEqual([1002]);
      });
    }
  });
}

test.describe('favourite', () => {
  test('the failure message is Ukrainian on /ua/ pages and can be closed', async ({ page, baseURL }) => {
    await setFault(page, '500@/ajax/to/favorite/', baseURL!);
    await page.goto('/ua/product/1002/');
    await waitForWidgets(page);
    await titleFav(page).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Не вдалося оновити обране. Спробуйте ще раз.');
    await alert.getByRole('button', { name: 'Закрити' }).click();
    await expect(alert).toHaveCount(0);
  });

  test('a tile in a long listing toggles on the first click and the header counter follows', async ({ page }) => {
    await page.goto('/catalog/odezhda/');
    await waitForWidgets(page);
    const tile = page.locator('.tile').nth(12);
    await tile.scrollIntoViewIfNeeded();
    await tile.locator('.fav').click();
    await expect(tile.locator('.fav button')).toHaveAttribute('aria-pressed', 'true');
    await expect(counter(page)).toHaveText('1');
    await expect(panel(page).locator('.fav-item')).toHaveCount(1);
  });

  test('keyboard: Tab onto the fallback, Enter toggles', async ({ page }) => {
    await page.goto('/product/1002/');
    await waitForWidgets(page);
    await titleFav(page).locator('a').focus();
    await expect(titleFav(page).locator('button')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(titleFav(page).locator('button')).toHaveAttribute('aria-pressed', 'true');
    await expect(counter(page)).toHaveText('1');
  });

  test('legacy code can toggle through the shop:toggle-favourite command', async ({ page }) => {
    await page.goto('/product/1002/');
    await waitForWidgets(page);
    const toggled = page.evaluate(
      () => new Promise((resolve) => document.addEventListener('shop:favourite-toggled', (event) => resolve((event as CustomEvent).detail), { once: true })),
    );
    await page.evaluate(() => document.dispatchEvent(new CustomEvent('shop:toggle-favourite', { detail: { productId: '1002', sid: 'blk1-1002' } })));
    expect(await toggled).toEqual({ productId: '1002', added: true, count: 1, ids: ['1002'] });
    await expect(counter(page)).toHaveText('1');
  });

  test('tracking calls go out on production pages only, and never for managers', async ({ page, baseURL }) => {
    await page.goto('/product/1002/');
    await waitForWidgets(page);
    await titleFav(page).click();
    await expect(counter(page)).toHaveText('1');
    expect(await trackingCalls(page)).toEqual([]);

    await page.goto('/product/1004/?production=1');
    await waitForWidgets(page);
    await titleFav(page).click();
    await expect(counter(page)).toHaveText('2');
    // The event and cookie calls, and the product data the GA4 item is built from.
    const described = (call: { path: string; fields: Record<string, string> }) => `${call.path} ${call.fields.type ?? call.fields.action}`;
    await expect.poll(async () => (await trackingCalls(page)).map(described).sort()).toEqual([
      '/ajax/cookie-track/ add_to_wishlist',
      '/ajax/product_data_for_google/ add_to_wishlist',
      '/ajax/product_data_for_google/ product_data',
    ]);
    const dataLayer = await page.evaluate(() => (window as unknown as { dataLayer: { event?: string }[] }).dataLayer.filter((e) => e.event));
    expect(dataLayer).toEqual([
      expect.objectContaining({ event: 'add_to_wishlist', ecommerce: expect.objectContaining({ items: [expect.objectContaining({ item_id: '1004', quantity: 1 })] }) }),
    ]);

    await page.context().addCookies([{ name: 'fixture_manager', value: '1', url: baseURL! }]);
    await page.goto('/product/1007/?production=1');
    await waitForWidgets(page);
    await titleFav(page).click();
    await expect(counter(page)).toHaveText('3');
    await page.waitForTimeout(300);
    expect(await trackingCalls(page)).toHaveLength(3);
  });

  test('@mobile a tap on the fallback mounts the widget and toggles', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'touch only');
    await page.goto('/product/1002/');
    await waitForWidgets(page);
    await titleFav(page).locator('a').tap();
    await expect(titleFav(page).locator('button')).toHaveAttribute('aria-pressed', 'true');
    await expect(counter(page)).toHaveText('1');
    await expect(page).toHaveURL(/\/product\/1002\/$/);
  });
});
