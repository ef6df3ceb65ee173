import type { Locator, Page } from '@playwright/test';
import { test, expect, waitForWidgets, unexpectedErrors } from './fixtures.ts';
import { click, tap } from './people.ts';

// Product 1002: sizes S, M, L (M and L reserved). 1004: XL does not count toward the two.
const picker = (page: Page) => page.locator('article.product [data-widget="size-picker"]');
/** A size as the shopper sees it: the server's link until the picker mounts, then its button. */
const size = (page: Page, label: string) => picker(page).locator('.size').filter({ hasText: new RegExp(`^${label}$`) });
const pressed = (scope: Locator) => scope.locator('button[aria-pressed="true"]').allTextContents();

const texts = {
  ru: { root: '/', limit: 'Можно выбрать только два размера', reserved: 'Выбранный размер зарезервирован.', manufacturer: 'Размер производителя: IT 40; IT 42' },
  ua: { root: '/ua/', limit: 'Можна вибрати лише два розміри', reserved: 'Вибраний розмір зарезервовано.', manufacturer: 'Розмір виробника: IT 40; IT 42' },
} as const;

for (const build of ['preact', 'react'] as const) {
  test(`size-picker (${build} build): two sizes can be chosen; a third is refused with the message and the selection stays`, async ({ page, log }) => {
    page.on('dialog', (dialog) => {
      throw new Error(`unexpected ${dialog.type()} dialog: ${dialog.message()}`);
    });
    await page.goto(`/product/1002/${build === 'react' ? '?build=react' : ''}`);
    await waitForWidgets(page);
    expect(await page.evaluate(() => window.ShopWidgets!.build)).toBe(build);
    await expect(picker(page).locator('a')).toHaveCount(0);
    // The links' own state attributes stay on the buttons: the site's styles for them still apply.
    await expect(size(page, 'M')).toHaveAttribute('data-reserved', '1');
    await expect(size(page, 'M')).toHaveClass('size');

    await click(page, size(page, 'S'));
    await click(page, size(page, 'M'));
    expect(await pressed(picker(page))).toEqual(['S', 'M']);
    await expect(picker(page).locator('.sizes__so')).toHaveText(texts.ru.manufacturer);
    // Desktop: a reserved size raises no alert.
    await expect(picker(page).getByRole('alert')).toHaveCount(0);

    await click(page, size(page, 'L'));
    await expect(picker(page).getByRole('alert')).toHaveText(texts.ru.limit);
    await expect(size(page, 'L')).toHaveAttribute('aria-pressed', 'false');
    expect(await pressed(picker(page))).toEqual(['S', 'M']);

    // The next change clears the message.
    await click(page, size(page, 'S'));
    await expect(picker(page).getByRole('alert')).toHaveCount(0);
    await click(page, size(page, 'L'));
    expect(await pressed(picker(page))).toEqual(['M', 'L']);
    expect(unexpectedErrors(log)).toEqual([]);
    expect(log.pageErrors).toEqual([]);
    expect(log.cspViolations).toEqual([]);
  });
}

test.describe('size-picker', () => {
  for (const lang of ['ru', 'ua'] as const) {
    test(`${lang}: the limit message and the manufacturer's sizes`, async ({ page }) => {
      await page.goto(`${texts[lang].root}product/1002/`);
      await waitForWidgets(page);
      await click(page, size(page, 'S'));
      await click(page, size(page, 'M'));
      await click(page, size(page, 'L'));
      await expect(picker(page).getByRole('alert')).toHaveText(texts[lang].limit);
      await expect(picker(page).locator('.sizes__so')).toHaveText(texts[lang].manufacturer);
    });
  }

  test('keyboard: Space and Enter toggle a size', async ({ page }) => {
    await page.goto('/product/1002/');
    await waitForWidgets(page);
    await size(page, 'S').focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    expect(await pressed(picker(page))).toEqual(['S', 'M']);
  });

  test('a no-limit size joins two others', async ({ page }) => {
    await page.goto('/product/1004/');
    await waitForWidgets(page);
    await click(page, size(page, 'M'));
    await click(page, size(page, 'L'));
    await click(page, size(page, 'XL'));
    expect(await pressed(picker(page))).toEqual(['M', 'L', 'XL']);
    await expect(picker(page).getByRole('alert')).toHaveCount(0);
  });

  test("every picker of a product agrees: a size chosen in the quick view is chosen on the tile", async ({ page }) => {
    await page.goto('/catalog/krossovki/');
    await waitForWidgets(page);
    const tile = page.locator('main .tile').nth(1);
    await click(page, tile.locator('[data-widget="quick-view"]'));
    const dialog = page.getByRole('dialog');
    const first = dialog.locator('[data-widget="size-picker"] .size').first();
    await click(page, first);
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Escape');
    await expect(tile.locator('[data-widget="size-picker"] .size').first()).toHaveAttribute('aria-pressed', 'true');
  });

  test('a click that comes before the picker mounted is not lost: the size is chosen and the page stays', async ({ page }) => {
    // A browser whose viewport observer never answers (a busy phone, at worst): only the click mounts.
    await page.addInitScript(() => {
      window.IntersectionObserver = class {
        observe(): void {}
        unobserve(): void {}
        disconnect(): void {}
        takeRecords(): IntersectionObserverEntry[] {
          return [];
        }
      } as unknown as typeof IntersectionObserver;
    });
    await page.goto('/product/1002/');
    await waitForWidgets(page);
    // Not mounted: still the server's links.
    expect(await picker(page).locator('a.size').count()).toBeGreaterThan(0);
    expect(await picker(page).evaluate((el) => window.ShopWidgets!.debug.state(el))).toBe('waiting');
    await click(page, size(page, 'M'));
    await expect(size(page, 'M')).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/\/product\/1002\/$/);
  });

  test('@mobile a reserved size raises the reserved alert on a phone', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'phone viewport only');
    await page.goto('/ua/product/1002/');
    await waitForWidgets(page);
    await tap(page, size(page, 'S'));
    await expect(size(page, 'S')).toHaveAttribute('aria-pressed', 'true');
    await expect(picker(page).getByRole('alert')).toHaveCount(0);
    await tap(page, size(page, 'M'));
    await expect(picker(page).getByRole('alert')).toHaveText(texts.ua.reserved);
    await tap(page, size(page, 'M'));
    await expect(picker(page).getByRole('alert')).toHaveCount(0);
  });
});
