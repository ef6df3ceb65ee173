import AxeBuilder from '@axe-core/playwright';
import type { Page, Request } from '@playwright/test';
import { test, expect, frameAndTask, seedVisitor, serverState, setFault, waitForWidgets, unexpectedErrors } from './fixtures.ts';
import { click, tabTo, tap } from './people.ts';

// Look 1 of the fixture catalog: a dress, shoes, a bag and a jacket.
const [FIRST, SECOND, THIRD] = [1001, 1056, 1062] as const;

const look = (page: Page) => page.locator('[data-widget="look"]');
const item = (page: Page, id: number) => look(page).locator(`li.look__item[data-product-id="${id}"]`);
const radio = (page: Page, id: number) => item(page, id).getByRole('radio');
const toggle = (page: Page) => look(page).locator('.look__favourite button');
const counter = (page: Page) => page.locator('.header [data-widget="favourites-counter"]');

const serverFavourites = async (page: Page) => (await serverState(page)).favourites;
/** How many hearts an item shows: the site draws one from data-favourite (brand::after). */
const hearts = (page: Page, id: number) =>
  item(page, id).evaluate((li) => {
    const drawn = [...li.querySelectorAll('*')].map((el) => getComputedStyle(el, '::after').content).filter((content) => content.includes('♥')).length;
    return drawn + (li.textContent!.match(/♥/g) ?? []).length;
  });

const isToggle = (id: number) => (request: Request) => {
  const url = new URL(request.url());
  return url.pathname === '/ajax/to/favorite/' && url.searchParams.get('productid') === String(id);
};

for (const build of ['preact', 'react'] as const) {
  const suffix = build === 'react' ? '?build=react' : '';

  test(`look (${build} build): the toggle acts on the selected item with is_collage=1; every flag follows id_array`, async ({ page, log }) => {
    await seedVisitor(page, { favourites: [String(FIRST)] });
    await page.goto(`/look/1/${suffix}`);
    await waitForWidgets(page);
    expect(await page.evaluate(() => window.ShopWidgets!.build)).toBe(build);
    await expect(item(page, FIRST)).toHaveAttribute('data-favourite', '1');
    await expect(item(page, SECOND)).not.toHaveAttribute('data-favourite');
    await expect(radio(page, FIRST)).toBeChecked();
    await expect(toggle(page)).toHaveText('♥ В избранном');
    // One heart per favourite item: the site's, drawn from the server's own attribute.
    expect(await hearts(page, FIRST)).toBe(1);
    expect(await hearts(page, SECOND)).toBe(0);
    // The server's own favourite control is replaced by the widget's one button.
    await expect(look(page).locator('[data-look-control]')).toHaveCount(0);

    const secondName = (await item(page, SECOND).locator('.look__item-name').textContent())!.trim();
    await click(page, item(page, SECOND).locator('.look__card'));
    await expect(radio(page, SECOND)).toBeChecked();
    await expect(item(page, SECOND)).toHaveClass(/is-selected/);
    await expect(toggle(page)).toHaveAccessibleName(`В избранное: ${secondName}`);
    await expect(toggle(page)).toHaveText('♡ В избранное');

    const call = page.waitForRequest(isToggle(SECOND));
    await click(page, toggle(page));
    const url = new URL((await call).url());
    expect(url.searchParams.get('is_collage')).toBe('1');
    expect(url.searchParams.get('sid')).toBe('blk8-1056');
    await expect(item(page, SECOND)).toHaveAttribute('data-favourite', '1');
    await expect(item(page, SECOND).getByRole('radio')).toHaveAccessibleName(/\(в избранном\)$/);
    expect(await hearts(page, SECOND)).toBe(1);
    await expect(item(page, FIRST)).toHaveAttribute('data-favourite', '1');
    await expect(item(page, THIRD)).not.toHaveAttribute('data-favourite');
    await expect(toggle(page)).toHaveText('♥ В избранном');
    await expect(counter(page)).toHaveText('2');
    // The product tiles further down the page follow the same store.
    await expect(page.locator(`.grid article[data-product-id="${SECOND}"] .fav`)).toHaveText('♥ В избранном');
    expect(await serverFavourites(page)).toEqual([FIRST, SECOND]);

    // Toggling off: only that item's flag goes, the first stays as the server says.
    await click(page, toggle(page));
    await expect(item(page, SECOND)).not.toHaveAttribute('data-favourite');
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
    await tabTo(page, toggle(page));
    await page.keyboard.press('Enter');
    expect(new URL((await call).url()).searchParams.get('is_collage')).toBe('1');
    await expect(item(page, SECOND)).toHaveAttribute('data-favourite', '1');
    await expect(item(page, FIRST)).not.toHaveAttribute('data-favourite');
  });

  test('the product link of an item still opens the product', async ({ page }) => {
    await page.goto('/look/1/');
    await waitForWidgets(page);
    // The look comes in its chunk at idle; before that the item holds the server's two links.
    const look = page.locator('[data-widget="look"]');
    await expect.poll(() => look.evaluate((el) => window.ShopWidgets!.debug.state(el))).toBe('mounted');
    await click(page, item(page, SECOND).getByRole('link'));
    await expect(page).toHaveURL(/\/product\/1056\/$/);
  });

  test('a toggle on another tab shows after reload, from page init even over a stale page', async ({ page, context }) => {
    await page.goto('/look/1/');
    await waitForWidgets(page);
    await expect(item(page, THIRD)).not.toHaveAttribute('data-favourite');

    const other = await context.newPage();
    await other.goto(`/product/${THIRD}/`);
    await waitForWidgets(other);
    // The call leaves after the frame that shows the flip: the tab closes once it was answered.
    const answered = other.waitForResponse((response) => response.url().includes('/ajax/to/favorite/'));
    await click(other, other.locator('.product__title-row .fav'));
    await expect(other.locator('.product__title-row .fav')).toHaveText('♥ В избранном');
    await answered;
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
    await expect(item(page, FIRST)).not.toHaveAttribute('data-favourite');
  });

  test('a failed toggle rolls the flag back and says so', async ({ page, baseURL }) => {
    await setFault(page, '500@/ajax/to/favorite/', baseURL!);
    await page.goto('/look/1/');
    await waitForWidgets(page);
    await click(page, item(page, SECOND).locator('.look__card'));
    await click(page, toggle(page));
    await expect(page.getByRole('alert')).toContainText('Не удалось обновить избранное. Попробуйте ещё раз.');
    await expect(item(page, SECOND)).not.toHaveAttribute('data-favourite');
    await expect(toggle(page)).toHaveText('♡ В избранное');
    await expect(counter(page)).toHaveText('0');
  });

  test('Ukrainian texts on /ua/look/1/', async ({ page }) => {
    await page.goto('/ua/look/1/');
    await waitForWidgets(page);
    await expect(look(page).getByRole('group', { name: 'Виберіть товар образу' })).toBeVisible();
    await expect(toggle(page)).toHaveText('♡ В обране');
    await expect(toggle(page)).toHaveAccessibleName(/^В обране: /);
    await expect(item(page, SECOND).getByRole('link')).toHaveAccessibleName(/^Відкрити товар: /);
    await click(page, toggle(page));
    await expect(item(page, FIRST).getByRole('radio')).toHaveAccessibleName(/\(в обраному\)$/);
    await expect(toggle(page)).toHaveText('♥ В обраному');
  });

  test('@mobile tapping a card selects it and scrolls nothing: the favourite button stays in view', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'touch only');
    await page.goto('/look/1/');
    await waitForWidgets(page);
    // The shopper scrolled on towards the favourite button: the card's top (and its radio) is above the screen.
    const card = item(page, THIRD).locator('.look__card');
    await card.evaluate((el) => scrollTo(0, el.getBoundingClientRect().top + scrollY + 150));
    const box = (await card.boundingBox())!;
    expect(box.y).toBeLessThan(0);
    const before = await page.evaluate(() => scrollY);
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height - 20);
    await expect(radio(page, THIRD)).toBeChecked();
    await expect(radio(page, THIRD)).toBeFocused();
    // A scroll to the focused radio would be in the frame after the focus.
    await frameAndTask(page);
    expect(Math.abs((await page.evaluate(() => scrollY)) - before)).toBeLessThanOrEqual(1);
    await expect(toggle(page)).toHaveAccessibleName(/Сумка/);
    await tap(page, toggle(page));
    await expect(item(page, THIRD)).toHaveAttribute('data-favourite', '1');
  });

  test('axe finds nothing on the mounted look', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/look/1/');
    await waitForWidgets(page);
    await click(page, item(page, SECOND).locator('.look__card'));
    await click(page, toggle(page));
    await expect(item(page, SECOND)).toHaveAttribute('data-favourite', '1');
    const results = await new AxeBuilder({ page }).include('[data-widget="look"]').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
  });
});
