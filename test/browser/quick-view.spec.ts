import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, setFault, waitForWidgets, expectCleanLog } from './fixtures.ts';
import { click, tabTo, tap } from './people.ts';

const tile = (page: Page, id = '1002') => page.locator(`.tile[data-product-id="${id}"]`);
/** The marker: the no-JS link to the product page, which holds the widget's button once mounted. */
const marker = (page: Page, id = '1002') => tile(page, id).locator('[data-widget="quick-view"]');
const quickButton = (page: Page, id = '1002') => marker(page, id).locator('button');
const dialog = (page: Page) => page.locator('.quick-view-dialog');
const carousel = (page: Page) => dialog(page).locator('[aria-roledescription="carousel"]');
const status = (page: Page) => carousel(page).locator('.carousel__status');
const slides = (page: Page) => carousel(page).locator('.carousel__slides');

/** The fields of every quick-view call this visitor made, as the fixture server received them. */
async function quickViewCalls(page: Page): Promise<Record<string, string>[]> {
  const response = await page.request.get('/qa/calls.json');
  const { calls } = (await response.json()) as { calls: { path: string; fields: Record<string, string> }[] };
  return calls.filter((call) => call.path === '/ajax/product/data/').map((call) => call.fields);
}

/** Which photo the carousel shows: the slide row's offset in its scrolled viewport, in slide widths. */
async function shownPhoto(page: Page): Promise<number> {
  return slides(page).evaluate((row) => {
    const viewport = row.parentElement!.getBoundingClientRect();
    return Math.round((viewport.left - row.getBoundingClientRect().left) / viewport.width);
  });
}

for (const build of ['preact', 'react'] as const) {
  const suffix = build === 'react' ? '?build=react' : '';

  test.describe(`quick-view (${build} build)`, () => {
    test('opens from a listing tile, closes with Esc and gives focus back', async ({ page, log }) => {
      await page.goto(`/catalog/odezhda/${suffix}`);
      await waitForWidgets(page);
      expect(await page.evaluate(() => window.ShopWidgets!.build)).toBe(build);

      await click(page, marker(page));
      const modal = page.getByRole('dialog', { name: 'Платье Flint' });
      await expect(modal).toBeVisible();
      // One call, with the six fields of widgets/quick-view.
      expect(await quickViewCalls(page)).toEqual([
        {
          productid: '1002',
          sid: 'blk1-1002',
          no_more_about_product: '',
          url: page.url(),
          content_id: await page.evaluate(() => window.ShopWidgets!.store.pageContext.value.contentId),
          oflline: '',
        },
      ]);

      await expect(modal).toHaveAttribute('aria-modal', 'true');
      await expect(carousel(page).locator('img')).toHaveCount(3);
      await expect(status(page)).toHaveText('1 / 3');

      await page.keyboard.press('Escape');
      await expect(modal).toHaveCount(0);
      await expect(quickButton(page)).toBeFocused();
      // The tile's link gave way to the button: no navigation happened.
      await expect(page).toHaveURL(new RegExp(`/catalog/odezhda/${suffix.replace('?', '\\?')}$`));
      expectCleanLog(log);
    });
  });
}

test.describe('quick-view', () => {
  test('the carousel moves with the next button, the arrow keys and a drag', async ({ page, log }) => {
    await page.goto('/catalog/odezhda/');
    await waitForWidgets(page);
    await click(page, marker(page));
    await expect(status(page)).toHaveText('1 / 3');
    await expect(carousel(page).locator('[aria-roledescription="slide"]').first()).toHaveAttribute('aria-label', '1 из 3');

    await click(page, dialog(page).getByRole('button', { name: 'Следующее фото' }));
    await expect(status(page)).toHaveText('2 / 3');
    await expect.poll(() => shownPhoto(page)).toBe(1);

    await carousel(page).focus();
    await page.keyboard.press('ArrowRight');
    await expect(status(page)).toHaveText('3 / 3');
    await expect.poll(() => shownPhoto(page)).toBe(2);
    await page.keyboard.press('ArrowRight');
    await expect(status(page)).toHaveText('1 / 3');
    await page.keyboard.press('ArrowLeft');
    await expect(status(page)).toHaveText('3 / 3');
    await click(page, dialog(page).getByRole('button', { name: 'Предыдущее фото' }));
    await expect(status(page)).toHaveText('2 / 3');

    // A mouse drag moves it as a swipe does on a phone (the @mobile test below).
    await expect.poll(() => shownPhoto(page)).toBe(1);
    const box = (await carousel(page).locator('.carousel__viewport').boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    for (let step = 1; step <= 8; step += 1) await page.mouse.move(box.x + box.width * (0.8 - step * 0.075), y);
    await page.mouse.up();
    await expect(status(page)).toHaveText('3 / 3');
    expectCleanLog(log);
  });

  test('inside the modal: pick a size, buy → the header cart counter grows; the favourite toggles', async ({ page, log }) => {
    await page.goto('/catalog/odezhda/');
    await waitForWidgets(page);
    const cartCounter = page.locator('[data-widget="cart-counter"]');
    const favCounter = page.locator('[data-widget="favourites-counter"]');
    await expect(cartCounter).toHaveText('0');
    await click(page, marker(page));
    const modal = page.getByRole('dialog', { name: 'Платье Flint' });
    await expect(modal).toBeVisible();

    await click(page, modal.locator('.fav'));
    await expect(modal.locator('.fav')).toHaveText('♥ В избранном');
    await expect(favCounter).toHaveText('1');
    // The tile under the modal says the same.
    await expect(tile(page).locator('.fav')).toHaveText('♥ В избранном');

    const small = modal.locator('[data-widget="size-picker"] .size').filter({ hasText: /^S$/ });
    await click(page, small);
    await expect(small).toHaveAttribute('aria-pressed', 'true');
    await click(page, modal.locator('[data-widget="buy-button"]').getByRole('button', { name: 'Купить' }));
    await expect(cartCounter).toHaveText('1');

    // The cart panel opens over the modal; closing it brings focus back into the quick view.
    await expect(page.getByRole('dialog')).toHaveCount(2);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(modal).toBeVisible();
    // Focus comes back with the panel's close (an effect after its removal), not necessarily in the same frame.
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('.quick-view-dialog')))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(quickButton(page)).toBeFocused();
    expectCleanLog(log);
  });

  test('a marker can ask for the html without its "more about the product" link, and offline (the call\'s own fields)', async ({ page }) => {
    await page.goto('/catalog/odezhda/');
    await waitForWidgets(page);
    // Legacy code puts in a marker of its own, with both flags.
    await page.evaluate(() => {
      document.querySelector('main')!.insertAdjacentHTML(
        'afterbegin',
        '<a class="tile__quick" id="own-quick" href="/product/1004/" data-widget="quick-view" data-product-id="1004" data-sid="s4" data-no-more-about-product="1" data-offline="1">Быстрый просмотр</a>',
      );
    });
    await click(page, page.locator('#own-quick'));
    await expect(page.getByRole('dialog', { name: /./ }).locator('.quick-view')).toBeVisible();
    expect((await quickViewCalls(page)).map((fields) => [fields.productid, fields.no_more_about_product, fields.oflline])).toEqual([['1004', '1', '1']]);
    await expect(page.locator('.quick-view__more')).toHaveCount(0);
  });

  test('axe finds nothing wrong in the open quick view', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/ua/catalog/odezhda/');
    await waitForWidgets(page);
    await click(page, marker(page));
    await expect(page.getByRole('dialog', { name: 'Сукня Flint' })).toBeVisible();
    await expect(carousel(page)).toHaveAttribute('aria-label', 'Фото товару');
    await expect(dialog(page).getByRole('button', { name: 'Наступне фото' })).toBeVisible();
    const results = await new AxeBuilder({ page }).include('.quick-view-dialog').analyze();
    const violations = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
    expect(violations).toEqual([]);
  });

  test('a backdrop click closes it', async ({ page, log }) => {
    await page.goto('/catalog/odezhda/');
    await waitForWidgets(page);
    await click(page, marker(page));
    await expect(page.getByRole('dialog', { name: 'Платье Flint' })).toBeVisible();
    await page.mouse.click(8, 790);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(quickButton(page)).toBeFocused();
    expectCleanLog(log);
  });

  test('a 500 answer shows the failure inside the dialog with a link to the product page', async ({ page, log, baseURL }) => {
    await setFault(page, '500@/ajax/product/data/', baseURL!);
    await page.goto('/catalog/odezhda/');
    await waitForWidgets(page);
    await click(page, marker(page));
    const modal = page.getByRole('dialog', { name: 'Быстрый просмотр' });
    const alert = modal.getByRole('alert');
    await expect(alert).toContainText('Не удалось загрузить товар. Попробуйте ещё раз.');
    await expect(alert.getByRole('link', { name: 'Открыть страницу товара' })).toHaveAttribute('href', '/product/1002/');

    // With the switch off, the next opening loads the product.
    await page.context().clearCookies({ name: 'qa_fault' });
    await click(page, modal.getByRole('button', { name: 'Закрыть' }));
    await click(page, marker(page));
    await expect(page.getByRole('dialog', { name: 'Платье Flint' })).toBeVisible();
    expectCleanLog(log);
  });

  test('Ukrainian pages: Ukrainian failure text and names', async ({ page, log, baseURL }) => {
    await setFault(page, 'html@/ajax/product/data/', baseURL!);
    await page.goto('/ua/catalog/odezhda/');
    await waitForWidgets(page);
    await click(page, marker(page));
    const modal = page.getByRole('dialog', { name: 'Швидкий перегляд' });
    await expect(modal.getByRole('alert')).toContainText('Не вдалося завантажити товар. Спробуйте ще раз.');
    await expect(modal.getByRole('link', { name: 'Відкрити сторінку товару' })).toHaveAttribute('href', '/ua/product/1002/');
    expectCleanLog(log);
  });

  test('closing while the answer hangs cancels it quietly', async ({ page, log, baseURL }) => {
    // The page's clock runs as usual until the test moves it past the client's timeout.
    await page.clock.install();
    await setFault(page, 'hang@/ajax/product/data/', baseURL!);
    await page.goto('/catalog/odezhda/?qa_timeout=3000');
    await waitForWidgets(page);
    await click(page, marker(page));
    const modal = page.getByRole('dialog', { name: 'Быстрый просмотр' });
    await expect(modal.getByRole('status')).toHaveText('Идёт загрузка');
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
    await expect(quickButton(page)).toBeFocused();
    // Past the client timeout nothing reappears and nothing is reported.
    await page.clock.runFor(3300);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(log.errors.filter((text) => text.includes('quick view'))).toEqual([]);
    expectCleanLog(log);
  });

  test('@mobile a tap opens it and a swipe moves to the next photo', async ({ page, log, isMobile }) => {
    test.skip(!isMobile, 'touch only');
    await page.goto('/catalog/odezhda/');
    await waitForWidgets(page);
    await tap(page, marker(page));
    await expect(page.getByRole('dialog', { name: 'Платье Flint' })).toBeVisible();
    await expect(page).toHaveURL(/\/catalog\/odezhda\/$/);
    await expect(status(page)).toHaveText('1 / 3');

    // Playwright's touchscreen only taps: the swipe is sent as raw touch events.
    const box = (await carousel(page).locator('.carousel__viewport').boundingBox())!;
    const y = Math.round(box.y + box.height / 2);
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: Math.round(x), y }] });
    await touch('touchStart', box.x + box.width * 0.85);
    for (let step = 1; step <= 8; step += 1) await touch('touchMove', box.x + box.width * (0.85 - step * 0.08));
    await touch('touchEnd', box.x + box.width * 0.2);
    await expect(status(page)).toHaveText('2 / 3');
    expectCleanLog(log);
  });

  test('keyboard: Tab onto the link, Enter opens, Tab stays inside, Esc returns', async ({ page, log }) => {
    await page.goto('/catalog/odezhda/');
    await waitForWidgets(page);
    await tabTo(page, marker(page), { from: tile(page).locator('.tile__name a') });
    await expect(quickButton(page)).toBeFocused();
    // One tab stop: the link around the button gave up its href.
    await expect(marker(page)).not.toHaveAttribute('href', /./);
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: 'Платье Flint' });
    await expect(modal).toBeVisible();
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(quickButton(page)).toBeFocused();
    expectCleanLog(log);
  });
});
