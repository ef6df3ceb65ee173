import AxeBuilder from '@axe-core/playwright';
import type { Page, Request } from '@playwright/test';
import { test, expect, setFault, waitForWidgets, unexpectedErrors } from './fixtures.ts';

// Look 1 of the fixture catalog: a dress, shoes, a bag and a jacket.
const [FIRST, SECOND, THIRD] = [1001, 1056, 1062] as const;

const look = (page: Page) => page.locator('[data-widget="look"]');
const item = (page: Page, id: number) => look(page).locator(`li.look__item[data-product-id="${id}"]`);
const radio = (page: Page, id: number) => item(page, id).getByRole('radio');
const toggle = (page: Page) => look(page).locator('.look__favourite button');
const counter = (page: Page) => page.locator('.header [data-widget="favourites-counter"]');

async function addFavourites(page: Page, ids: number[]): Promise<void> {
  for (const id of ids) {
    const response = await page.request.get(`/ajax/to/favorite/?productid=${id}&sid=x&is_collage=`);
    expect(response.ok()).toBe(true);
  }
}

async function serverFavourites(page: Page): Promise<number[]> {
  const response = await page.request.get('/qa/state.json');
  return ((await response.json()) as { favourites: number[] }).favourites;
}

const isToggle = (id: number) => (request: Request) => {
  const url = new URL(request.url());
  return url.pathname === '/ajax/to/favorite/' && url.searchParams.get('productid') === String(id);
};

for (const build of ['preact', 'react'] as const) {
  const suffix = build === 'react' ? '?build=react' : '';

  test(`look (${build} build): the toggle acts on the selected item with is_collage=1; every flag follows id_array`, async ({ page, log }) => {
    await addFavourites(page, [FIRST]);
    await page.goto(`/look/1/${suffix}`);
    await waitForWidgets(page);
    expect(await page.evaluate(() => window.ShopWidgets!.build)).toBe(build);
    await expect(item(page, FIRST)).toHaveAttribute('data-favourite', '1');
    await expect(item(page, SECOND)).toHaveAttribute('data-favourite', '');
    await expect(radio(page, FIRST)).toBeChecked();
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
    // The server's own favourite control is replaced by the widget's one button.
    await expect(look(page).locator('[data-look-control]')).toHaveCount(0);

    const secondName = (await item(page, SECOND).locator('.look__item-name').textContent())!.trim();
    await item(page, SECOND).locator('.look__card').click();
    await expect(radio(page, SECOND)).toBeChecked();
    await expect(item(page, SECOND)).toHaveClass(/is-selected/);
    await expect(toggle(page)).toHaveAccessibleName(`Добавить в избранное: ${secondName}`);
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');

    const call = page.waitForRequest(isToggle(SECOND));
    await toggle(page).click();
    const url = new URL((await call).url());
    expect(url.searchParams.get('is_collage')).toBe('1');
    expect(url.searchParams.get('sid')).toBe('blk8-1056');
    await expect(item(page, SECOND)).toHaveAttribute('data-favourite', '1');
    await expect(item(page, SECOND).locator('.look__flag')).toHaveText('♥ (в избранном)');
    await expect(item(page, FIRST)).toHaveAttribute('data-favourite', '1');
    await expect(item(page, THIRD)).toHaveAttribute('data-favourite', '');
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(counter(page)).toHaveText('2');
    // The product tiles further down the page follow the same store.
    await expect(page.locator(`.grid article[data-product-id="${SECOND}"] .fav button`)).toHaveAttribute('aria-pressed', 'true');
    expect(await serverFavourites(page)).toEqual([FIRST, SECOND]);

    // Toggling off: only that item's flag goes, the first stays as the server says.
    await toggle(page).click();
    await expect(item(page, SECOND)).toHaveAttribute('data-favourite', '');
    await expect(item(page, FIRST)).toHaveAttribute('data-favourite', '1');
    await expect(counter(page)).toHaveText('1');
    expect(unexpectedErrors(log)).toEqual([]);
    expect(log.pageErrors).toEqual([]);
    expect(log.cspViolations).toEqual([]);
  });
}

test.describe('look', () => {
  test('keyboard: one Tab stop, arrows move the selection, Enter on the button toggles', async ({ page }) => {
    await page.goto('/look/1/');
    await waitForWidgets(page);
    await radio(page, FIRST).focus();
    await page.keyboard.press('ArrowRight');
    await expect(radio(page, SECOND)).toBeChecked();
    await expect(radio(page, SECOND)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(radio(page, THIRD)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(radio(page, SECOND)).toBeChecked();
    // Tab leaves the group (the other radios are not Tab stops) and reaches the product links.
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveClass('look__open');

    const call = page.waitForRequest(isToggle(SECOND));
    await toggle(page).focus();
    await page.keyboard.press('Enter');
    expect(new URL((await call).url()).searchParams.get('is_collage')).toBe('1');
    await expect(item(page, SECOND)).toHaveAttribute('data-favourite', '1');
    await expect(item(page, FIRST)).toHaveAttribute('data-favourite', '');
  });

  test('the product link of an item still opens the product', async ({ page }) => {
    await page.goto('/look/1/');
    await waitForWidgets(page);
    await item(page, SECOND).getByRole('link').click();
    await expect(page).toHaveURL(/\/product\/1056\/$/);
  });

  test('a toggle on another tab shows after reload, from page init even over a stale page', async ({ page, context }) => {
    await page.goto('/look/1/');
    await waitForWidgets(page);
    await expect(item(page, THIRD)).toHaveAttribute('data-favourite', '');

    const other = await context.newPage();
    await other.goto(`/product/${THIRD}/`);
    await waitForWidgets(other);
    await other.locator('.product__title-row .fav').click();
    await expect(other.locator('.product__title-row .fav button')).toHaveAttribute('aria-pressed', 'true');
    await other.close();

    await page.reload();
    await waitForWidgets(page);
    await expect(item(page, THIRD)).toHaveAttribute('data-favourite', '1');

    // A cached copy of the page without the flag: page init's favorite_arr still sets it.
    await page.route('**/look/1/', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replaceAll(' data-favourite="1"', '');
      await route.fulfill({ response, body });
    });
    await page.reload();
    await waitForWidgets(page);
    await expect(item(page, THIRD)).toHaveAttribute('data-favourite', '1');
    await expect(item(page, FIRST)).toHaveAttribute('data-favourite', '');
  });

  test('a failed toggle rolls the flag back and says so', async ({ page, baseURL }) => {
    await setFault(page, '500@/ajax/to/favorite/', baseURL!);
    await page.goto('/look/1/');
    await waitForWidgets(page);
    await item(page, SECOND).locator('.look__card').click();
    await toggle(page).click();
    await expect(page.getByRole('alert')).toContainText('Не удалось обновить избранное. Попробуйте ещё раз.');
    await expect(item(page, SECOND)).toHaveAttribute('data-favourite', '');
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
    await expect(counter(page)).toHaveText('0');
  });

  test('Ukrainian texts on /ua/look/1/', async ({ page }) => {
    await page.goto('/ua/look/1/');
    await waitForWidgets(page);
    await expect(look(page).getByRole('group', { name: 'Виберіть товар образу' })).toBeVisible();
    await expect(toggle(page)).toHaveText('♡ Додати до обраного');
    await expect(toggle(page)).toHaveAccessibleName(/^Додати до обраного: /);
    await expect(item(page, SECOND).getByRole('link')).toHaveAccessibleName(/^Відкрити товар: /);
    await toggle(page).click();
    await expect(item(page, FIRST).locator('.look__flag')).toHaveText('♥ (в обраному)');
    await expect(toggle(page)).toHaveText('♥ Видалити з обраного');
  });

  test('axe finds nothing on the mounted look', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/look/1/');
    await waitForWidgets(page);
    await item(page, SECOND).locator('.look__card').click();
    await toggle(page).click();
    await expect(item(page, SECOND)).toHaveAttribute('data-favourite', '1');
    const results = await new AxeBuilder({ page }).include('[data-widget="look"]').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
  });
});
