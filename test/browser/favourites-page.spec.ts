import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, seedVisitor, serverState, setFault, waitForWidgets, unexpectedErrors } from './fixtures.ts';
import { click, hover } from './people.ts';
import { chunkFiles, scriptLog } from './chunkFiles.ts';

const favouritesPage = (page: Page) => page.locator('[data-widget="favourites-page"]');
const tiles = (page: Page) => favouritesPage(page).locator('article.tile');
const tileOf = (page: Page, id: number) => favouritesPage(page).locator(`article.tile[data-product-id="${id}"]`);
const template = (page: Page) => favouritesPage(page).locator('[data-favourites-template]');
const emptyState = (page: Page) => favouritesPage(page).locator('.favourites-page__empty');
const counter = (page: Page) => page.locator('.header [data-widget="favourites-counter"]');
const panel = (page: Page) => page.locator('[data-widget="favourites-panel"]');
const clearButton = (page: Page, name = 'Очистить избранное') => favouritesPage(page).getByRole('button', { name, exact: true });

const addFavourites = (page: Page, ids: number[]) => seedVisitor(page, { favourites: ids.map(String) });
const serverFavourites = async (page: Page) => (await serverState(page)).favourites;

for (const build of ['preact', 'react'] as const) {
  const suffix = build === 'react' ? '?build=react' : '';

  test.describe(`favourites page (${build} build)`, () => {
    test('unchecking a tile (on the tile or in the side panel) removes it and the counter follows', async ({ page, log }) => {
      await addFavourites(page, [1002, 1005, 1007]);
      await page.goto(`/favourites/${suffix}`);
      await waitForWidgets(page);
      expect(await page.evaluate(() => window.ShopWidgets!.build)).toBe(build);
      await expect(tiles(page)).toHaveCount(3);
      await expect(counter(page)).toHaveText('3');
      await expect(clearButton(page)).toHaveAttribute('type', 'button');
      await expect(favouritesPage(page).locator('form.favourites-page__clear')).toHaveCount(0);

      await click(page, tileOf(page, 1005).locator('.fav'));
      await expect(tileOf(page, 1005)).toHaveCount(0);
      await expect(tiles(page)).toHaveCount(2);
      await expect(counter(page)).toHaveText('2');
      // Nothing on the page contradicts the count: the template area says 2 now.
      await expect(template(page)).toHaveText('Вы добавили 2 товара');
      await expect(panel(page).locator('.fav-item[data-product-id="1005"]')).toHaveCount(0);
      expect(await serverFavourites(page)).toEqual([1002, 1007]);

      // A toggle from elsewhere on the page (the side panel) takes the tile away too.
      await click(page, panel(page).locator('.fav-item[data-product-id="1007"] .fav'));
      await expect(tileOf(page, 1007)).toHaveCount(0);
      await expect(counter(page)).toHaveText('1');
      await expect(template(page)).toHaveText('Вы добавили 1 товар');

      // The last one: the page turns into the server's empty page.
      await click(page, tileOf(page, 1002).locator('.fav'));
      await expect(tiles(page)).toHaveCount(0);
      await expect(emptyState(page)).toHaveText('В избранном пока ничего нет');
      await expect(template(page)).toBeEmpty();
      await expect(counter(page)).toHaveText('0');
      expect(await serverFavourites(page)).toEqual([]);
      expect(unexpectedErrors(log)).toEqual([]);
      expect(log.pageErrors).toEqual([]);
      expect(log.cspViolations).toEqual([]);
    });

    test('clear all: the question, then yes empties the grid, side list, template area and counter', async ({ page, log }) => {
      const requested = scriptLog(page);
      await addFavourites(page, [1002, 1005]);
      await page.goto(`/favourites/${suffix}`);
      await waitForWidgets(page);
      await expect(template(page)).toHaveText('Вы добавили 2 товара');
      await expect(panel(page).locator('.fav-item')).toHaveCount(2);
      // The question's code (the dialog and common files) comes when the shopper reaches for the button.
      const files = await chunkFiles(page, build);
      expect(requested).not.toContain(files.common);

      await click(page, clearButton(page));
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toBeVisible();
      for (const chunk of ['dialog', 'common']) expect(requested.filter((file) => file === files[chunk]), chunk).toHaveLength(1);
      await expect(dialog).toHaveAccessibleName('Очистить избранное?');
      await expect(dialog).toContainText('Очистить избранное?');
      await expect(dialog.getByRole('button', { name: 'Да' })).toBeFocused();

      const removeAll = page.waitForRequest((request) => request.url().includes('/ajax/to/favorite/') && new URL(request.url()).searchParams.get('removeall') === '1');
      await click(page, dialog.getByRole('button', { name: 'Да' }));
      const request = await removeAll;
      expect(request.method()).toBe('GET');
      await expect(dialog).toHaveCount(0);

      await expect(tiles(page)).toHaveCount(0);
      await expect(emptyState(page)).toHaveText('В избранном пока ничего нет');
      await expect(template(page)).toBeEmpty();
      await expect(counter(page)).toHaveText('0');
      await expect(panel(page).locator('.fav-item')).toHaveCount(0);
      await expect(panel(page)).toHaveText('В избранном пока ничего нет');
      await expect(clearButton(page)).toBeFocused();
      expect(await serverFavourites(page)).toEqual([]);

      await page.reload();
      await waitForWidgets(page);
      await expect(tiles(page)).toHaveCount(0);
      await expect(counter(page)).toHaveText('0');
      expect(unexpectedErrors(log)).toEqual([]);
      expect(log.pageErrors).toEqual([]);
      expect(log.cspViolations).toEqual([]);
    });
  });
}

test.describe('favourites page', () => {
  test('no (and Escape) keep everything', async ({ page }) => {
    await addFavourites(page, [1002, 1005]);
    await page.goto('/favourites/');
    await waitForWidgets(page);
    let removeAllCalls = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).searchParams.get('removeall') === '1') removeAllCalls += 1;
    });

    await click(page, clearButton(page));
    await click(page, page.getByRole('alertdialog').getByRole('button', { name: 'Нет' }));
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(clearButton(page)).toBeFocused();

    await click(page, clearButton(page));
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    await expect(tiles(page)).toHaveCount(2);
    await expect(template(page)).toHaveText('Вы добавили 2 товара');
    await expect(counter(page)).toHaveText('2');
    await expect(panel(page).locator('.fav-item')).toHaveCount(2);
    expect(removeAllCalls).toBe(0);
    expect(await serverFavourites(page)).toEqual([1002, 1005]);
  });

  test('Ukrainian texts on /ua/favourites/, with the Ukrainian plural', async ({ page }) => {
    await addFavourites(page, [1002, 1005, 1007]);
    await page.goto('/ua/favourites/');
    await waitForWidgets(page);
    await expect(template(page)).toHaveText('Ви додали 3 товари');
    await click(page, tileOf(page, 1005).locator('.fav'));
    await expect(template(page)).toHaveText('Ви додали 2 товари');
    await click(page, tileOf(page, 1007).locator('.fav'));
    await expect(template(page)).toHaveText('Ви додали 1 товар');
    await click(page, clearButton(page, 'Очистити обране'));
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toHaveAccessibleName('Очистити обране?');
    await expect(dialog.getByRole('button', { name: 'Ні' })).toBeVisible();
    await click(page, dialog.getByRole('button', { name: 'Так' }));
    await expect(tiles(page)).toHaveCount(0);
    await expect(emptyState(page)).toHaveText('В обраному поки нічого немає');
    await expect(counter(page)).toHaveText('0');
    expect(await serverFavourites(page)).toEqual([]);
  });

  test('a failed clear says so and empties nothing; the button works again', async ({ page, baseURL }) => {
    await addFavourites(page, [1002, 1005]);
    await setFault(page, '500@/ajax/to/favorite/', baseURL!);
    await page.goto('/favourites/');
    await waitForWidgets(page);
    await click(page, clearButton(page));
    await click(page, page.getByRole('alertdialog').getByRole('button', { name: 'Да' }));
    await expect(page.getByRole('alert')).toContainText('Не удалось очистить избранное. Попробуйте ещё раз.');
    await expect(tiles(page)).toHaveCount(2);
    await expect(template(page)).toHaveText('Вы добавили 2 товара');
    await expect(counter(page)).toHaveText('2');
    await expect(panel(page).locator('.fav-item')).toHaveCount(2);
    await expect(clearButton(page)).not.toHaveAttribute('aria-disabled', 'true');
    expect(await serverFavourites(page)).toEqual([1002, 1005]);

    await page.context().clearCookies({ name: 'qa_fault' });
    await click(page, clearButton(page));
    await click(page, page.getByRole('alertdialog').getByRole('button', { name: 'Да' }));
    await expect(tiles(page)).toHaveCount(0);
    expect(await serverFavourites(page)).toEqual([]);
  });

  test('the button says it is busy while the clear call runs', async ({ page, baseURL }) => {
    await addFavourites(page, [1002]);
    await setFault(page, 'slow@/ajax/to/favorite/', baseURL!);
    await page.goto('/favourites/');
    await waitForWidgets(page);
    await click(page, clearButton(page));
    await click(page, page.getByRole('alertdialog').getByRole('button', { name: 'Да' }));
    await expect(clearButton(page)).toHaveAttribute('aria-disabled', 'true');
    await expect(clearButton(page)).toHaveAttribute('aria-busy', 'true');
    await expect(tiles(page)).toHaveCount(1);
    await expect(tiles(page)).toHaveCount(0, { timeout: 10_000 });
    await expect(clearButton(page)).not.toHaveAttribute('aria-disabled', 'true');
  });

  test('axe finds nothing in the mounted page and in the question', async ({ page }) => {
    test.setTimeout(90_000);
    await addFavourites(page, [1002, 1005]);
    await page.goto('/favourites/');
    await waitForWidgets(page);
    await hover(page, tiles(page).first().locator('.fav'));
    const format = (results: Awaited<ReturnType<AxeBuilder['analyze']>>) =>
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
    // The widget's own output: the tiles and the side list are the server's HTML, checked by a11y.spec.ts.
    expect(format(await new AxeBuilder({ page }).include('[data-widget="favourites-page"]').exclude('.favourites-page__tile').analyze())).toEqual([]);
    await click(page, clearButton(page));
    await expect(page.getByRole('alertdialog')).toBeVisible();
    expect(format(await new AxeBuilder({ page }).include('.shop-dialog').analyze())).toEqual([]);
  });
});

test.describe('favourites page before its chunk', () => {
  for (const build of ['preact', 'react'] as const) {
    test(`clear pressed while the chunk loads: the question comes once and "no" gives focus back to the button (${build} build)`, async ({ page, log }) => {
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/dist\/[^/?]*\.favourites\.[\w-]{8}\.min\.js(\?.*)?$/, async (route) => {
        await held;
        await route.continue();
      });
      await addFavourites(page, [1002, 1005]);
      await page.goto(`/favourites/${build === 'react' ? '?build=react' : ''}`);
      await waitForWidgets(page);
      await click(page, clearButton(page));
      await expect.poll(() => favouritesPage(page).evaluate((el) => window.ShopWidgets!.debug.state(el))).toBe('loading');
      release();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await expect(page.getByRole('alertdialog')).toHaveCount(1);
      await click(page, page.getByRole('alertdialog').getByRole('button', { name: 'Нет' }));
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await expect(clearButton(page)).toBeFocused();
      await expect(tiles(page)).toHaveCount(2);
      expect(await serverFavourites(page)).toEqual([1002, 1005]);
      expect(unexpectedErrors(log)).toEqual([]);
      expect(log.pageErrors).toEqual([]);
    });
  }
});
