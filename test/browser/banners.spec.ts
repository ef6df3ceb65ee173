// The promo banner, the countdown and the promo code: in both languages, with the mouse, the
// keyboard and touch; the countdown on a controlled clock, and a clipboard that refuses.
import type { Page } from '@playwright/test';
import { test, expect, openPage, pauseClock, widgetMounted, expectCleanLog } from './fixtures.ts';
import { click, hover, press, tabTo } from './people.ts';
import { violations } from './axe.ts';
import { chunkFiles, scriptLog } from './chunkFiles.ts';
import { COUNTDOWN_UNITS, countdownUnitWord } from '../../shared/i18n/countdown.ts';




const banner = (page: Page) => page.locator('[data-widget="promo-banner"]');

test.describe('promo banner', () => {
  for (const [root, terms, header, text] of [
    ['/', 'Условия акции', 'Вы закрыли информацию об акции', 'Ссылка на акцию находится в меню'],
    ['/ua/', 'Умови акції', 'Ви закрили інформацію про акцію', 'Посилання на акцію знаходиться в меню'],
  ] as const) {
    test(`@mobile collapses, expands and closes for 6 hours with the message (${root})`, async ({ page, isMobile, log }) => {
      const requested = scriptLog(page);
      await openPage(page, root);
      // The message's code (the dialog and common files) comes when the shopper reaches for ×.
      const files = await chunkFiles(page);
      expect(requested).not.toContain(files.dialog);
      expect(requested).not.toContain(files.common);
      const toggle = banner(page).getByRole('button', { name: terms });
      const body = banner(page).locator('.promo-banner__body');
      await press(page, isMobile, toggle);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(body).toBeHidden();
      await press(page, isMobile, toggle);
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(body).toBeVisible();

      await press(page, isMobile, banner(page).locator('.promo-banner__close'));
      await expect(banner(page)).toBeHidden();
      const message = page.getByRole('alertdialog', { name: header });
      await expect(message).toBeVisible();
      await expect(message).toContainText(text);
      for (const chunk of ['dialog', 'common']) expect(requested.filter((file) => file === files[chunk]), chunk).toHaveLength(1);
      expect(await violations(page, '.shop-dialog')).toEqual([]);
      const cookie = (await page.context().cookies()).find((c) => c.name === 'c_a_b2');
      expect(cookie?.value).toBe('1');
      const hours = (cookie!.expires * 1000 - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(5.9);
      expect(hours).toBeLessThanOrEqual(6);

      await press(page, isMobile, message.getByRole('button', { name: 'OK' }));
      await expect(page.locator('.shop-dialog')).toHaveCount(0);
      // Focus goes on from where the banner was, not into nowhere.
      await expect.poll(() => page.evaluate(() => document.activeElement !== document.body && document.activeElement!.closest('header') !== null)).toBe(true);

      await openPage(page, `${root}catalog/krossovki/`);
      await expect(banner(page)).toHaveCount(0);
      expectCleanLog(log);
    });
  }

  test('with the keyboard: Enter on the toggle, Enter on the close button, Escape closes the message', async ({ page }) => {
    await openPage(page, '/');
    const toggle = banner(page).locator('.promo-banner__toggle');
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Tab');
    await expect(banner(page).locator('.promo-banner__close')).toBeFocused();
    await page.keyboard.press('Enter');
    const message = page.getByRole('alertdialog', { name: 'Вы закрыли информацию об акции' });
    await expect(message).toBeVisible();
    await expect(message.getByRole('button', { name: 'OK' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('.shop-dialog')).toHaveCount(0);
    await expect(banner(page)).toBeHidden();
  });
});

test.describe('countdown', () => {
  // The landing page's countdown to 1 January 2027, the start of that day in Kyiv: 22:00 UTC on 31 December.
  const TARGET = '2027-01-01';
  const KYIV_MIDNIGHT = Date.parse('2026-12-31T22:00:00Z');
  const timer = (page: Page) => page.locator('[data-widget="countdown"] .countdown__timer');
  const shown = (page: Page) => timer(page).evaluate((el) => el.textContent!.replace(/\s+/g, ' ').trim());

  for (const [root, before, after] of [
    ['/', '2 дня 00 часов 00 минут 01 секунда', '1 день 23 часа 59 минут 59 секунд'],
    ['/ua/', '2 дні 00 годин 00 хвилин 01 секунда', '1 день 23 години 59 хвилин 59 секунд'],
  ] as const) {
    test(`ticks every second across a day boundary with the plural words (${root})`, async ({ page, log }) => {
      // 23:59:59 in Kyiv two days before: the next seconds cross midnight.
      const start = KYIV_MIDNIGHT - (2 * 86_400 + 1) * 1000;
      await page.clock.install({ time: start - 20_000 });
      await openPage(page, `${root}land/summer/?countdown=${TARGET}`);
      await widgetMounted(page, '[data-widget="countdown"]');
      await page.clock.pauseAt(start);
      await expect.poll(() => shown(page)).toBe(before);
      await page.clock.runFor(1000);
      await expect.poll(() => shown(page)).toBe(before.replace(/01 секунда$/, '00 секунд'));
      await page.clock.runFor(1000);
      await expect.poll(() => shown(page)).toBe(after);
      await expect(timer(page)).toHaveAttribute('role', 'timer');
      expectCleanLog(log);
    });
  }

  // A ticking part never pushes its neighbours: every word form with the widest figures fits the
  // part's reserved width, so the parts after it (and the page) stay put as the words change.
  for (const root of ['/', '/ua/'] as const) {
    test(`@mobile no part changes its width whatever it shows (${root})`, async ({ page }) => {
      await openPage(page, `${root}land/summer/?countdown=${TARGET}`);
      await widgetMounted(page, '[data-widget="countdown"]');
      const lang = root === '/' ? 'ru' : 'ua';
      const forms = Object.fromEntries(
        COUNTDOWN_UNITS.map((unit) => [unit, [1, 2, 5].map((count) => countdownUnitWord(unit, count, lang))]),
      );
      const widths = await timer(page).evaluate((timerElement, formsByUnit) => {
        const result: Record<string, number[]> = {};
        for (const [unit, words] of Object.entries(formsByUnit)) {
          const part = timerElement.querySelector(`.countdown__part--${unit}`)!;
          result[unit] = [part.getBoundingClientRect().width];
          for (const figures of unit === 'days' ? ['0', '00', '000'] : ['00']) {
            for (const word of words) {
              // A copy beside the part, so the widget's own render is left alone.
              const copy = part.cloneNode(true) as HTMLElement;
              copy.querySelector('.countdown__value')!.textContent = figures;
              copy.querySelector('.countdown__unit')!.textContent = word;
              copy.style.position = 'absolute';
              copy.style.visibility = 'hidden';
              part.after(copy);
              result[unit].push(copy.getBoundingClientRect().width);
              copy.remove();
            }
          }
        }
        return result;
      }, forms);
      for (const [unit, list] of Object.entries(widths)) {
        expect(new Set(list.map((width) => width.toFixed(2))), `${unit}: ${list.join(', ')}`).toEqual(new Set([list[0]!.toFixed(2)]));
      }
      // Nor does the timer run off a phone's screen.
      const [scrollWidth, viewportWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, innerWidth]);
      expect(scrollWidth).toBeLessThanOrEqual(viewportWidth);
    });
  }

  test('goes away when its date comes', async ({ page }) => {
    await page.clock.install({ time: KYIV_MIDNIGHT - 30_000 });
    await openPage(page, `/land/summer/?countdown=${TARGET}`);
    await widgetMounted(page, '[data-widget="countdown"]');
    await page.clock.pauseAt(KYIV_MIDNIGHT - 2_000);
    await expect.poll(() => shown(page)).toBe('0 дней 00 часов 00 минут 02 секунды');
    await page.clock.runFor(2_000);
    await expect(page.locator('[data-widget="countdown"]')).toBeHidden();
  });

  test('a page cached after the date hides it; a malformed date is reported and the page works', async ({ page, log }) => {
    await openPage(page, '/land/summer/?countdown=past');
    await widgetMounted(page, '[data-widget="countdown"]');
    await expect(page.locator('[data-widget="countdown"]')).toBeHidden();

    await openPage(page, '/ua/land/summer/?countdown=bad');
    await expect.poll(() => page.locator('[data-widget="countdown"]').evaluate((el) => window.ShopWidgets!.debug.state(el))).toBe('rejected');
    expect(log.errors.some((text) => text.includes('countdown') && text.includes('data-date'))).toBe(true);
    // The server's HTML stays, and the rest of the page works.
    await expect(page.locator('[data-widget="countdown"]')).toBeVisible();
    await click(page, page.locator('.promo-banner__toggle'));
    await expect(page.locator('.promo-banner__toggle')).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('promo code', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  });

  for (const [root, copy, copied, hint] of [
    ['/', 'Скопировать', '✔ скопировано', 'Код скопирован — вставьте его при оформлении заказа'],
    ['/ua/basket/', 'Скопіювати', '✔ скопійовано', 'Код скопійовано — вставте його під час оформлення замовлення'],
  ] as const) {
    test(`@mobile copies the code, says so for 2 s, hints for 3 s and remembers it (${root})`, async ({ page, isMobile, log }) => {
      await page.clock.install();
      await openPage(page, root);
      const marker = page.locator('[data-widget="promo-code"]');
      if (!isMobile) {
        // A mouse reaches the button first: its chunk comes on that intent, while the page's time
        // still runs (a press on a loading marker waits for its release in a task of its own).
        await hover(page, marker.getByRole('button', { name: copy }));
        await widgetMounted(page, '[data-widget="promo-code"]');
      }
      await pauseClock(page);
      await press(page, isMobile, marker.getByRole('button', { name: copy }));
      await expect(marker.getByRole('button', { name: copied })).toBeVisible();
      await expect(marker.locator('.promo-code__hint')).toHaveText(hint);
      await expect(marker.locator('.promo-code__hint')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('AUTUMN15');
      const cookie = (await page.context().cookies()).find((c) => c.name === 'promocodeBanner');
      expect(cookie?.value).toBe('AUTUMN15');
      // A session cookie (widgets/promo-code).
      expect(cookie?.expires).toBe(-1);

      // The exact milliseconds are the unit tests'; here the timers run from the frame that showed them.
      await page.clock.runFor(1_900);
      await expect(marker.getByRole('button', { name: copied })).toBeVisible();
      await page.clock.runFor(200);
      await expect(marker.getByRole('button', { name: copy })).toBeVisible();
      await page.clock.runFor(800);
      await expect(marker.locator('.promo-code__hint')).toBeVisible();
      await page.clock.runFor(200);
      await expect(marker.locator('.promo-code__hint')).toBeHidden();
      expectCleanLog(log);
    });
  }

  test('a clipboard that refuses: the code is selected and the shopper is told to copy it by hand', async ({ page, log }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: () => Promise.reject(new DOMException('refused', 'NotAllowedError')) } });
      document.execCommand = () => false;
    });
    await openPage(page, '/');
    const marker = page.locator('[data-widget="promo-code"]');
    await click(page, marker.getByRole('button', { name: 'Скопировать' }));
    await expect(marker.locator('.promo-code__hint--failed')).toHaveText('Не удалось скопировать — код выделен, скопируйте его вручную');
    expect(await page.evaluate(() => window.getSelection()!.toString())).toBe('AUTUMN15');
    expect(log.errors.filter((text) => text.includes('widget "promo-code": the clipboard refused the code'))).toHaveLength(1);
    // The rest of the page works.
    await click(page, page.locator('.promo-banner__toggle'));
    await expect(page.locator('.promo-banner__toggle')).toHaveAttribute('aria-expanded', 'false');
  });

  test('keys: Tab to the button and Enter copies', async ({ page }) => {
    await openPage(page, '/');
    const button = page.locator('.promo-code__copy');
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-widget="promo-code"]').getByRole('button', { name: '✔ скопировано' })).toBeVisible();
  });
});
