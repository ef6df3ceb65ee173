// Keyboard-only journeys (issue 11 "Keyboard and screen readers"): a shopper without a mouse goes
// from the search field to a product, picks a size, buys, and takes the line out of the cart panel,
// in both languages; clears the favourites page; and every dialog gives focus back to what opened
// it (these in one language each, the languages in turn). Only Tab, Shift+Tab, Enter, Space,
// Escape and typing: no pointer, no focus() on the target.
import type { Locator, Page } from '@playwright/test';
import { test, expect, frameAndTask, openPage, requestsSeen, requestsSent, seedVisitor, serverState, widgetMounted, expectCleanLog } from './fixtures.ts';
import { tabTo } from './people.ts';

const LANGS = [
  { root: '/', cart: 'Корзина', yes: 'Да', clear: 'Очистить избранное', size: 'M', recallThanks: 'Спасибо! Мы перезвоним вам в ближайшее время.' },
  { root: '/ua/', cart: 'Кошик', yes: 'Так', clear: 'Очистити обране', size: 'M', recallThanks: 'Дякуємо! Ми передзвонимо вам найближчим часом.' },
] as const;
const [RU, UA] = LANGS;

/** Whether keyboard focus is on this element or inside it. */
const holdsFocus = (target: Locator) => target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement));

/** Tabs to a marker that mounts on first use and waits for its widget before a key is pressed on it. */
async function tabToWidget(page: Page, marker: Locator, selector: string): Promise<void> {
  // The footer comes after a whole page of links.
  await tabTo(page, marker, { limit: 250 });
  await widgetMounted(page, selector, { flush: false });
}

test.describe('keyboard only', () => {
  test.skip(({ isMobile }) => isMobile, 'a keyboard: the desktop project');

  for (const [lang, words] of [
    [RU, 'Перейти к содержанию'],
    [UA, 'Перейти до вмісту'],
  ] as const) {
    test(`the first Tab stop skips to the content: from the top of a product page to its first size in a few keys (${lang.root})`, async ({ page, log }) => {
      await openPage(page, `${lang.root}product/1002/`);
      const skip = page.getByRole('link', { name: words, exact: true });
      // Off screen until focused; the first Tab shows it over the page.
      expect((await skip.boundingBox())!.x).toBeLessThan(0);
      await page.keyboard.press('Tab');
      await expect(skip).toBeFocused();
      expect((await skip.boundingBox())!.x).toBeGreaterThanOrEqual(0);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/#main$/);
      // Past the header, the banner and their links: the product's first size is a few Tabs on.
      const firstSize = page.locator('article.product [data-widget="size-picker"] .size').first();
      await tabTo(page, firstSize, { limit: 8 });
      expectCleanLog(log);
    });
  }

  for (const lang of LANGS) {
    test(`search → product → size → buy → cart panel → remove (${lang.root})`, async ({ page, log }) => {
      await openPage(page, lang.root);
      const field = page.locator('[data-widget="search"] input');
      await tabTo(page, field);
      await page.keyboard.type('Flint');
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === `${lang.root}search/` && url.searchParams.get('q') === 'Flint');

      const productLink = page.locator('main .tile[data-product-id="1002"] .tile__name a');
      await tabTo(page, productLink, { limit: 120 });
      await page.keyboard.press('Enter');
      await page.waitForURL(`**${lang.root}product/1002/`);

      const picker = page.locator('article.product [data-widget="size-picker"]');
      const size = picker.locator('.size').filter({ hasText: new RegExp(`^${lang.size}$`) });
      await tabTo(page, size, { limit: 120 });
      await page.keyboard.press('Enter');
      await expect(picker.locator('[aria-pressed="true"]')).toHaveText(lang.size);

      const buy = page.locator('.product__buy form.buy button');
      await tabTo(page, buy);
      await page.keyboard.press('Enter');
      const panel = page.getByRole('dialog', { name: lang.cart });
      await expect(panel.locator('.cart-popup .cart-line')).toHaveCount(1);
      await expect(page.locator('.header [data-widget="cart-counter"]')).toHaveText('1');
      // The panel took focus: Tab stays in it and reaches the line's remove button.
      expect(await holdsFocus(panel)).toBe(true);
      await tabTo(page, panel.locator('.cart-line__remove').first());
      await page.keyboard.press('Enter');
      await expect(panel.locator('.cart-line')).toHaveCount(0);
      await expect(page.locator('.header [data-widget="cart-counter"]')).toHaveText('0');
      expect((await serverState(page)).cart).toEqual([]);
      expect(await holdsFocus(panel)).toBe(true);

      await page.keyboard.press('Escape');
      await expect(panel).toHaveCount(0);
      await expect(buy).toBeFocused();
      expectCleanLog(log);
    });
  }

  // The journeys below take the languages in turn (the search journey above is in both): the keys,
  // focus and roles are the same markup in either; the words are checked by the unit tests.
  {
    const lang = UA;
    test(`favourites page: clear-all with the keyboard (${lang.root})`, async ({ page, log }) => {
      await seedVisitor(page, { favourites: ['1002', '1005'] });
      await openPage(page, `${lang.root}favourites/`);
      const list = page.locator('[data-widget="favourites-page"]');
      const clear = list.getByRole('button', { name: lang.clear, exact: true });
      await tabTo(page, clear, { limit: 120 });
      await page.keyboard.press('Enter');
      const confirm = page.getByRole('alertdialog');
      await expect(confirm).toBeVisible();
      expect(await holdsFocus(confirm)).toBe(true);
      await tabTo(page, confirm.getByRole('button', { name: lang.yes }));
      await page.keyboard.press('Enter');
      await expect(list.locator('article.tile')).toHaveCount(0);
      await expect(page.locator('.header [data-widget="favourites-counter"]')).toHaveText('0');
      expect((await serverState(page)).favourites).toEqual([]);
      // Focus is not dropped on the body when the dialog and the button it came from are gone.
      expect(await page.evaluate(() => document.activeElement !== document.body && document.activeElement !== null)).toBe(true);
      expectCleanLog(log);
    });
  }

  /** Dialogs opened from a control of the page: Enter opens, Escape closes, focus goes back. */
  const dialogs = [
    { name: 'quick view', page: 'catalog/odezhda/', marker: '.tile[data-product-id="1002"] [data-widget="quick-view"]' },
    { name: 'phone popup', page: '', marker: 'a.footer__phone' },
    { name: 'account panel', page: '', marker: '.header__account [data-widget="panel-trigger"]' },
    { name: 'callback form', page: 'product/1002/', marker: 'a.footer__recall' },
  ] as const;

  // Each dialog once, the languages in turn.
  for (const [index, dialog] of dialogs.entries()) {
    const lang = LANGS[index % 2]!;
    test(`the ${dialog.name} opens with Enter, closes with Escape and gives focus back (${lang.root})`, async ({ page, log }) => {
      await openPage(page, `${lang.root}${dialog.page}`);
      const marker = page.locator(dialog.marker).first();
      await tabToWidget(page, marker, dialog.marker);
      await page.keyboard.press('Enter');
      const opened = page.locator('.shop-dialog [role="dialog"], .shop-dialog[role="dialog"]').first();
      await expect(opened).toBeVisible();
      await expect.poll(() => holdsFocus(page.locator('.shop-dialog').first())).toBe(true);
      // Tab and Shift+Tab keep focus inside (the dialog is modal).
      for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab']) {
        await page.keyboard.press(key);
        expect(await holdsFocus(page.locator('.shop-dialog').first()), key).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(page.locator('.shop-dialog')).toHaveCount(0);
      await expect.poll(() => holdsFocus(marker)).toBe(true);
      expectCleanLog(log);
    });
  }

  {
    const lang = UA;
    test(`the gift form and its message: typed, sent with Enter, OK gives focus back (${lang.root})`, async ({ page, log }) => {
      await openPage(page, lang.root);
      const form = page.locator('form.gift-form');
      // Focus reaching the form fetches its chunk: the form is the widget's before the first key.
      await tabTo(page, form.locator('input[name="emailgift"]'), { limit: 120 });
      await widgetMounted(page, 'form.gift-form');
      await page.keyboard.type('anna@example.com');
      // Enter does not send from the e-mail field, and Tab skips the phone (focusing it
      // would clear the e-mail): it goes to the submit button, where Enter sends.
      await page.keyboard.press('Enter');
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await page.keyboard.press('Tab');
      await expect(form.locator('button[type="submit"]')).toBeFocused();
      await expect(form.locator('input[name="emailgift"]')).toHaveValue('anna@example.com');
      await page.keyboard.press('Enter');
      const message = page.getByRole('alertdialog');
      await expect(message).toBeVisible();
      await expect.poll(() => holdsFocus(message)).toBe(true);
      await page.keyboard.press('Enter');
      await expect(message).toHaveCount(0);
      await expect.poll(() => holdsFocus(form)).toBe(true);
      expectCleanLog(log);
    });
  }

  {
    const lang = RU;
    test(`the callback form: opened, filled and sent with keys only (${lang.root})`, async ({ page, log }) => {
      await openPage(page, `${lang.root}product/1002/`);
      const marker = page.locator('a.footer__recall');
      await tabToWidget(page, marker, 'a.footer__recall');
      await page.keyboard.press('Enter');
      const form = page.locator('.recall-dialog form.recall-form');
      await expect(form).toBeVisible();
      await tabTo(page, form.locator('input[name="name"]'));
      await page.keyboard.type('Анна');
      await tabTo(page, form.locator('input[name="phone"]'));
      await page.keyboard.type('0671234567');
      await expect(form.locator('input[name="phone"]')).toHaveValue('+38 (067) 123-45-67');
      await page.keyboard.press('Enter');
      await expect(page.locator('.recall-dialog')).toContainText(lang.recallThanks);
      await page.keyboard.press('Escape');
      await expect(page.locator('.shop-dialog')).toHaveCount(0);
      await expect.poll(() => holdsFocus(marker)).toBe(true);
      expectCleanLog(log);
    });
  }
});

/**
 * A key pressed on a marker whose widget is still coming (its chunk on the way): Enter on a link,
 * a button or a summary, and Space on a button or a summary, make a click, which the runtime holds
 * and replays on the widget once it is in. The server's link is never followed meanwhile, a
 * summary never toggles twice, and what the key asked for happens exactly once. One row per
 * widget of a chunk that mounts on first use and has a control a key presses.
 */
const HELD_KEYS: readonly {
  widget: string;
  chunk: string;
  path: string;
  control: string;
  key: 'Enter' | 'Space';
  /** What shows once the held press was replayed. */
  opened: string;
}[] = [
  { widget: 'quick-view', chunk: 'quick-view', path: 'catalog/odezhda/', control: '.tile[data-product-id="1002"] [data-widget="quick-view"]', key: 'Enter', opened: '.shop-dialog [aria-roledescription="carousel"]' },
  { widget: 'panel-trigger', chunk: 'forms', path: '', control: '.footer__phone', key: 'Enter', opened: '.shop-panel--tel_popup a[href^="tel:"]' },
  { widget: 'live-chat', chunk: 'tools', path: '', control: '[data-widget="live-chat"]', key: 'Enter', opened: '.chat-window.is-maximized' },
  { widget: 'messenger-toggle', chunk: 'tools', path: '', control: '[data-widget="messenger-toggle"] summary', key: 'Space', opened: 'details[data-widget="messenger-toggle"][open] .messenger__links' },
  { widget: 'sort-popup', chunk: 'discovery', path: 'catalog/krossovki/', control: '[data-widget="sort-popup"] summary', key: 'Space', opened: 'details[data-widget="sort-popup"][open] a' },
  { widget: 'lang-switch', chunk: 'discovery', path: 'catalog/krossovki/', control: '[data-widget="lang-switch"] summary', key: 'Enter', opened: 'details[data-widget="lang-switch"][open] .switch__menu' },
];

test.describe('a key pressed before the widget is in', () => {
  test.skip(({ isMobile }) => isMobile, 'a keyboard: the desktop project');

  for (const [index, row] of HELD_KEYS.entries()) {
    // Both languages over the table, alternately.
    const root = index % 2 === 0 ? '/' : '/ua/';
    test(`${row.key} on ${row.widget} while its chunk comes: held, then done once (${root})`, async ({ page, log }) => {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(new RegExp(`/dist/[^/?]*\\.${row.chunk}\\.[\\w-]{8}\\.min\\.js(\\?.*)?$`), async (route) => {
        await released;
        await route.continue();
      });
      const url = `${root}${row.path}`;
      await openPage(page, url);
      const control = page.locator(row.control).first();
      const marker = control.locator('xpath=ancestor-or-self::*[@data-widget][1]');
      await tabTo(page, control, { limit: 250 });
      // Focus alone asks for the chunk, which is held: the widget is not there yet.
      await expect.poll(() => marker.evaluate((element) => window.ShopWidgets!.debug.state(element))).toBe('loading');
      const navigations = requestsSent(page, (request) => request.isNavigationRequest() && request.frame() === page.mainFrame());
      await page.keyboard.press(row.key);
      await frameAndTask(page);
      await requestsSeen(page);
      // Nothing happened yet: no navigation, no native toggle, nothing opened.
      expect(navigations()).toEqual([]);
      expect(new URL(page.url()).pathname).toBe(new URL(url, page.url()).pathname);
      await expect(page.locator(row.opened).first()).toBeHidden();
      expect(await page.evaluate(() => document.querySelectorAll('details[open]').length)).toBe(0);

      release();
      await expect(page.locator(row.opened).first()).toBeVisible();
      // Still on the page: the press was the widget's, not the server link's.
      expect(new URL(page.url()).pathname).toBe(new URL(url, page.url()).pathname);
      // Replayed once: a second replay would have closed it again by the next frame and task.
      await frameAndTask(page);
      await requestsSeen(page);
      expect(navigations()).toEqual([]);
      await expect(page.locator(row.opened).first()).toBeVisible();
      expectCleanLog(log);
    });
  }
});
