import type { Page } from '@playwright/test';
import { test, expect, callsTo, serverState, setFault, waitForWidgets, unexpectedErrors } from './fixtures.ts';
import { click, hover, tabTo, tap } from './people.ts';

const titleFav = (page: Page) => page.locator('.product__title-row .fav');
const buyFav = (page: Page) => page.locator('.product__buy .fav');
const counter = (page: Page) => page.locator('[data-widget="favourites-counter"]');
const panel = (page: Page) => page.locator('[data-widget="favourites-panel"]');
const favourites = async (page: Page) => (await serverState(page)).favourites;

for (const build of ['preact', 'react'] as const) {
  const suffix = build === 'react' ? '?build=react' : '';

  test.describe(`favourite (${build} build)`, () => {
    test("the first mouse click toggles every marker of the product, the counter and the side list, in the server's words", async ({ page, log }) => {
      await page.goto(`/product/1002/${suffix}`);
      await waitForWidgets(page);
      expect(await page.evaluate(() => window.ShopWidgets!.build)).toBe(build);
      await expect(counter(page)).toHaveText('0');
      await expect(titleFav(page)).toHaveText('♡ В избранное');

      // The pointer goes to the pill, the widget mounts under it, the press lands on the widget.
      await click(page, titleFav(page));
      await expect(titleFav(page).locator('button')).toHaveText('♥ В избранном');
      await expect(titleFav(page).locator('button')).toHaveAccessibleName('В избранном');
      await expect(buyFav(page)).toHaveText('♥ В избранном');
      await expect(buyFav(page)).toHaveClass(/is-active/);
      // Both builds start from an empty marker: the server fallback is taken out, not kept beside the widget.
      await expect(titleFav(page).locator('.fav__fallback')).toHaveCount(0);
      await expect(titleFav(page).locator('button')).toHaveCount(1);
      await expect(counter(page)).toHaveText('1');
      await expect(panel(page).locator('.fav-item[data-product-id="1002"]')).toHaveCount(1);
      expect(await favourites(page)).toEqual([1002]);
      // The click stayed on the page: it did not fall through to the fallback link or the product image.
      await expect(page).toHaveURL(/\/product\/1002\/(\?build=react)?$/);

      await page.reload();
      await waitForWidgets(page);
      await expect(counter(page)).toHaveText('1');
      await expect(buyFav(page)).toHaveText('♥ В избранном');
      await click(page, buyFav(page));
      await expect(titleFav(page)).toHaveText('♡ В избранное');
      await expect(counter(page)).toHaveText('0');
      expect(await favourites(page)).toEqual([]);
      expect(unexpectedErrors(log)).toEqual([]);
      expect(log.pageErrors).toEqual([]);
      expect(log.cspViolations).toEqual([]);
    });

    for (const fault of ['500', 'hang', 'malformed', 'html', 'drop'] as const) {
      test(`a ${fault} answer rolls the toggle back and says so; the call went out once`, async ({ page, log, baseURL }) => {
        await setFault(page, `${fault}@/ajax/to/favorite/`, baseURL!);
        await page.goto(`/product/1002/?qa_timeout=1500${suffix ? '&build=react' : ''}`);
        await waitForWidgets(page);
        await click(page, titleFav(page));
        // While the call hangs, every marker of the product shows the optimistic state.
        if (fault === 'hang') await expect(buyFav(page)).toHaveText('♥ В избранном');
        await expect(page.getByRole('alert')).toHaveText('Не удалось обновить избранное. Попробуйте ещё раз.×', { timeout: 8000 });
        await expect(titleFav(page)).toHaveText('♡ В избранное');
        await expect(buyFav(page)).toHaveText('♡ В избранное');
        await expect(counter(page)).toHaveText('0');
        // A toggle is applied by the server: the bundle never sends it again behind the shopper's back.
        // (A connection dropped before any answer is the exception the bundle cannot see: Chromium
        // itself resends a request whose reused keep-alive socket closed without a byte. The unit
        // tests prove the client sends a toggle once on a network error.)
        if (fault !== 'drop') expect(await callsTo(page, '/ajax/to/favorite/')).toBe(1);
        expect(log.pageErrors).toEqual([]);
        expect(unexpectedErrors(log)).toEqual([]);

        // The switch off, the same button works again, nothing was added twice, and the message goes.
        await page.context().clearCookies({ name: 'qa_fault' });
        await click(page, titleFav(page));
        await expect(counter(page)).toHaveText('1');
        await expect(page.getByRole('alert')).toHaveCount(0);
        expect(await favourites(page)).toEqual([1002]);
      });
    }
  });
}

test.describe('favourite', () => {
  test('speaks Ukrainian on /ua/ pages: the words, the failure, the close button', async ({ page, baseURL }) => {
    await page.goto('/ua/product/1002/');
    await waitForWidgets(page);
    await expect(titleFav(page)).toHaveText('♡ В обране');
    // The call leaves after the frame that shows the flip: the fault must not catch it.
    const answered = page.waitForResponse((response) => response.url().includes('/ajax/to/favorite/'));
    await click(page, titleFav(page));
    await expect(titleFav(page)).toHaveText('♥ В обраному');
    await answered;
    await setFault(page, '500@/ajax/to/favorite/', baseURL!);
    await click(page, buyFav(page));
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Не вдалося оновити обране. Спробуйте ще раз.');
    await click(page, alert.getByRole('button', { name: 'Закрити' }));
    await expect(alert).toHaveCount(0);
    await expect(titleFav(page)).toHaveText('♥ В обраному');
  });

  test('a tile in a long listing: the first click toggles it, and the page stays', async ({ page }) => {
    await page.goto('/catalog/odezhda/');
    await waitForWidgets(page);
    const fav = page.locator('.tile').nth(12).locator('.fav');
    await click(page, fav);
    await expect(fav).toHaveText('♥ В избранном');
    await expect(counter(page)).toHaveText('1');
    await expect(panel(page).locator('.fav-item')).toHaveCount(1);
    await expect(page).toHaveURL(/\/catalog\/odezhda\/$/);
  });

  test('hovering mounts it in place: the pointer is still on the pill afterwards', async ({ page }) => {
    await page.goto('/');
    await waitForWidgets(page);
    const fav = page.locator('main .tile .fav').first();
    const point = await hover(page, fav);
    await expect(fav.locator('button')).toHaveCount(1);
    expect(await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('.fav') !== null, point)).toBe(true);
  });

  test('keyboard: Tab onto the fallback, Enter toggles, Space toggles back', async ({ page }) => {
    await page.goto('/product/1002/');
    await waitForWidgets(page);
    await tabTo(page, titleFav(page));
    await expect(titleFav(page).locator('button')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(titleFav(page)).toHaveText('♥ В избранном');
    await expect(counter(page)).toHaveText('1');
    await page.keyboard.press('Space');
    await expect(titleFav(page)).toHaveText('♡ В избранное');
    await expect(counter(page)).toHaveText('0');
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
    await expect(titleFav(page)).toHaveText('♥ В избранном');
  });

  test('a toggle made before page init answers is not undone by it', async ({ page, baseURL }) => {
    // Page init is slow; the shopper clicks meanwhile.
    await setFault(page, 'slow@/ajax/tpl_action/', baseURL!);
    await page.goto('/product/1002/');
    await page.waitForFunction(() => window.ShopWidgets?.store.pageInit.value === 'pending');
    await click(page, titleFav(page));
    await expect(counter(page)).toHaveText('1');
    await waitForWidgets(page);
    await expect(titleFav(page)).toHaveText('♥ В избранном');
    await expect(counter(page)).toHaveText('1');
    expect(await favourites(page)).toEqual([1002]);
  });

  test('@mobile a tap on the fallback mounts the widget and toggles, and the page stays', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'touch only');
    await page.goto('/product/1002/');
    await waitForWidgets(page);
    await tap(page, titleFav(page));
    await expect(titleFav(page)).toHaveText('♥ В избранном');
    await expect(counter(page)).toHaveText('1');
    await expect(page).toHaveURL(/\/product\/1002\/$/);
  });
});
