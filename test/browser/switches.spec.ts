// The language and currency dropdowns (widgets/lang-switch, widgets/currency-switch) and the
// listings' sort popup (widgets/sort-popup): mouse, keyboard, touch, the redirects from
// several paths in both languages, a failing call, and the server's forms without JavaScript.
import type { Page } from '@playwright/test';
import { test, expect, setFault, waitForWidgets, expectCleanLog } from './fixtures.ts';
import { click, tabTo, tap } from './people.ts';

const SWITCH_FAILED = 'Не удалось переключить. Проверьте соединение и попробуйте ещё раз.';

const langMarker = (page: Page) => page.locator('[data-widget="lang-switch"]');
const currencyMarker = (page: Page) => page.locator('[data-widget="currency-switch"]');
const sortMarker = (page: Page) => page.locator('[data-widget="sort-popup"]');

async function openPage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForWidgets(page);
}

/** The settings POSTs this visitor made (POST / with change_lang or change_currency). */
async function settingCalls(page: Page): Promise<Record<string, string>[]> {
  const { calls } = (await (await page.request.get('/qa/calls.json')).json()) as { calls: { method: string; path: string; fields: Record<string, string> }[] };
  return calls.filter((call) => call.method === 'POST' && call.path === '/').map((call) => call.fields);
}

const where = (page: Page) => page.evaluate(() => location.pathname + location.search + location.hash);

test.describe('language dropdown', () => {
  test.beforeEach(async ({ page }) => {
    await page.request.get('/qa/reset');
  });

  for (const [from, to] of [
    ['/catalog/krossovki/?sort=price_asc#grid', '/ua/catalog/krossovki/?sort=price_asc#grid'],
    ['/', '/ua/'],
    ['/search/?q=Luna', '/ua/search/?q=Luna'],
  ] as const) {
    test(`Russian ${from} → Ukrainian ${to} with the mouse, and back`, async ({ page, log }) => {
      await openPage(page, from);
      const summary = langMarker(page).locator('summary');
      await click(page, summary);
      await expect(summary).toHaveAttribute('aria-expanded', 'true');
      await expect(summary).toHaveClass(/is-active/);
      await click(page, langMarker(page).getByRole('button', { name: 'Укр' }));
      await page.waitForURL((url) => url.pathname.startsWith('/ua/'));
      expect(await where(page)).toBe(to);
      await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
      await expect(langMarker(page).locator('summary')).toHaveText('Мова: Укр');
      expect(await settingCalls(page)).toEqual([{ change_lang: 'ua' }]);

      await waitForWidgets(page);
      await click(page, langMarker(page).locator('summary'));
      await click(page, langMarker(page).getByRole('button', { name: 'Рус' }));
      await page.waitForURL((url) => !url.pathname.startsWith('/ua/'));
      expect(await where(page)).toBe(from);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
      expectCleanLog(log);
    });
  }

  test('the page’s own language only closes the dropdown, focus on its button', async ({ page, log }) => {
    await openPage(page, '/ua/product/1002/');
    const summary = langMarker(page).locator('summary');
    await click(page, summary);
    await click(page, langMarker(page).getByRole('button', { name: 'Укр' }));
    await expect(summary).toHaveAttribute('aria-expanded', 'false');
    await expect(summary).toBeFocused();
    expect(await where(page)).toBe('/ua/product/1002/');
    expect(await settingCalls(page)).toEqual([]);
    expectCleanLog(log);
  });

  test('keyboard only: Tab, Enter opens, Esc closes back to the button, Tab and Enter choose', async ({ page, log }) => {
    await openPage(page, '/ua/brand/adidas/?sort=man');
    const summary = langMarker(page).locator('summary');
    await tabTo(page, summary);
    await page.keyboard.press('Enter');
    await expect(summary).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(langMarker(page).getByRole('button', { name: 'Укр' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(summary).toHaveAttribute('aria-expanded', 'false');
    await expect(summary).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(langMarker(page).getByRole('button', { name: 'Рус' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => !url.pathname.startsWith('/ua/'));
    expect(await where(page)).toBe('/brand/adidas/?sort=man');
    expectCleanLog(log);
  });

  test('a failed call leaves the page, says so in the dropdown, and a second press goes through', async ({ page, baseURL, log }) => {
    await openPage(page, '/catalog/odezhda/');
    await setFault(page, '500@/', baseURL!);
    await click(page, langMarker(page).locator('summary'));
    const ukr = langMarker(page).getByRole('button', { name: 'Укр' });
    await click(page, ukr);
    await expect(langMarker(page).getByRole('alert')).toHaveText(SWITCH_FAILED);
    expect(await where(page)).toBe('/catalog/odezhda/');
    await expect(ukr).toBeEnabled();
    await expect(ukr).toBeFocused();
    await page.context().clearCookies({ name: 'qa_fault' });
    await click(page, ukr);
    await page.waitForURL('**/ua/catalog/odezhda/');
    expectCleanLog(log);
  });

  test('@mobile a tap opens it and a tap on a language switches', async ({ page, log, isMobile }) => {
    test.skip(!isMobile, 'touch only');
    await openPage(page, '/favourites/');
    await tap(page, langMarker(page).locator('summary'));
    await expect(langMarker(page).locator('summary')).toHaveAttribute('aria-expanded', 'true');
    await tap(page, langMarker(page).getByRole('button', { name: 'Укр' }));
    await page.waitForURL('**/ua/favourites/');
    expectCleanLog(log);
  });
});

test.describe('currency dropdown', () => {
  test.beforeEach(async ({ page }) => {
    await page.request.get('/qa/reset');
  });

  test('tenge from a Ukrainian page: /ua/ removed, query kept, tenge prices and the +7 mask; back to UAH', async ({ page, log }) => {
    await openPage(page, '/ua/catalog/krossovki/?sort=new');
    await expect(page.locator('[data-widget="price"]').first()).toContainText('грн');
    await click(page, currencyMarker(page).locator('summary'));
    await click(page, currencyMarker(page).getByRole('button', { name: 'тенге' }));
    await page.waitForURL((url) => url.pathname === '/catalog/krossovki/');
    expect(await where(page)).toBe('/catalog/krossovki/?sort=new');
    await expect(page.locator('[data-widget="price"]').first()).toContainText('₸');
    await expect(currencyMarker(page).locator('summary')).toHaveText('Валюта: тенге');
    expect(await settingCalls(page)).toEqual([{ change_currency: 'KZT' }]);

    await openPage(page, '/forms/');
    const phone = page.locator('[data-widget="phone"] input').first();
    await click(page, phone);
    await expect(phone).toHaveValue('+7 (');

    await click(page, currencyMarker(page).locator('summary'));
    // The same address again: a new load, not a new URL.
    const reloaded = page.waitForEvent('load');
    await click(page, currencyMarker(page).getByRole('button', { name: 'UAH' }));
    await reloaded;
    expect(await where(page)).toBe('/forms/');
    await waitForWidgets(page);
    await expect(currencyMarker(page).locator('summary')).toHaveText('Валюта: UAH');
    expectCleanLog(log);
  });
});

test.describe('sort popup', () => {
  test('opens marked active; a second press, Esc and a press outside close it; an order re-sorts the listing', async ({ page, log }) => {
    await openPage(page, '/catalog/krossovki/');
    const summary = sortMarker(page).locator('summary');
    await expect(summary).toHaveText('Сортировка: Популярные');
    await click(page, summary);
    await expect(summary).toHaveAttribute('aria-expanded', 'true');
    await expect(summary).toHaveClass(/is-active/);
    await click(page, summary);
    await expect(summary).toHaveAttribute('aria-expanded', 'false');
    await expect(summary).not.toHaveClass(/is-active/);
    await expect(summary).toBeFocused();

    await click(page, summary);
    await page.keyboard.press('Tab');
    await expect(sortMarker(page).getByRole('link', { name: 'Популярные' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(summary).toHaveAttribute('aria-expanded', 'false');
    await expect(summary).toBeFocused();

    await click(page, summary);
    await click(page, page.locator('.listing__title'));
    await expect(summary).toHaveAttribute('aria-expanded', 'false');
    await expect(sortMarker(page).locator('.sort-popup__list')).toBeHidden();

    await click(page, summary);
    await click(page, sortMarker(page).getByRole('link', { name: 'Сначала дешевле' }));
    await page.waitForURL('**/catalog/krossovki/?sort=price_asc');
    await expect(sortMarker(page).locator('summary')).toHaveText('Сортировка: Сначала дешевле');
    expectCleanLog(log);
  });

  test('@mobile a tap opens it, a tap outside closes it', async ({ page, log, isMobile }) => {
    test.skip(!isMobile, 'touch only');
    await openPage(page, '/ua/catalog/odezhda/');
    const summary = sortMarker(page).locator('summary');
    await tap(page, summary);
    await expect(summary).toHaveAttribute('aria-expanded', 'true');
    await tap(page, page.locator('.listing__title'));
    await expect(summary).toHaveAttribute('aria-expanded', 'false');
    expectCleanLog(log);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the dropdowns open as <details> and their forms post; the server redirects as widgets/lang-switch says', async ({ page }) => {
    await page.request.get('/qa/reset');
    await page.goto('/catalog/krossovki/?sort=new');
    await click(page, page.locator('[data-widget="lang-switch"] summary'));
    await click(page, page.locator('[data-widget="lang-switch"]').getByRole('button', { name: 'Укр' }));
    await page.waitForURL('**/ua/catalog/krossovki/?sort=new');
    await click(page, page.locator('[data-widget="currency-switch"] summary'));
    await click(page, page.locator('[data-widget="currency-switch"]').getByRole('button', { name: 'тенге' }));
    await page.waitForURL((url) => url.pathname === '/catalog/krossovki/');
    await expect(page.locator('[data-widget="price"]').first()).toContainText('₸');
    await click(page, page.locator('[data-widget="sort-popup"] summary'));
    await click(page, page.locator('[data-widget="sort-popup"]').getByRole('link', { name: 'Сначала дороже' }));
    await page.waitForURL('**/catalog/krossovki/?sort=price_desc');
  });
});
