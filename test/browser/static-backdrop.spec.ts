// A backdrop click closes a modal unless the modal is marked not to close that way. A
// server panel marked data-backdrop="static" (the fixture's `delivery` panel), and a message legacy
// code opens with `shop:open-message` and `backdrop: 'static'`, stay open on a backdrop click and
// close with Esc (docs/markers.md "Modals that stay on a backdrop click", docs/events.md).
import type { Locator, Page } from '@playwright/test';
import { test, expect, waitForWidgets, expectCleanLog, pauseClock, type PageLog } from './fixtures.ts';
import { click, hover } from './people.ts';
import { violations } from './axe.ts';

const pages = [
  { lang: 'ru', root: '/', delivery: 'Доставка и оплата', terms: 'Доставим за 1–3 дня.', close: 'Закрыть' },
  { lang: 'ua', root: '/ua/', delivery: 'Доставка та оплата', terms: 'Доставимо за 1–3 дні.', close: 'Закрити' },
] as const;

async function openPage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForWidgets(page);
}

/**
 * A point on the backdrop, away from the dialog's box, as a person clicks beside a dialog to get rid
 * of it: the page's corners and edges, the first one where the backdrop is what the pointer is on.
 */
async function backdropPoint(page: Page): Promise<{ x: number; y: number }> {
  const point = await page.evaluate(() => {
    const { innerWidth: width, innerHeight: height } = window;
    const candidates = [
      [8, height / 2],
      [8, 8],
      [width - 8, 8],
      [8, height - 8],
      [width - 8, height - 8],
    ];
    for (const [x, y] of candidates) {
      if (document.elementFromPoint(x!, y!)?.classList.contains('shop-dialog__backdrop')) return { x: x!, y: y! };
    }
    return null;
  });
  expect(point, 'a point of the backdrop beside the dialog').not.toBeNull();
  return point!;
}

/** Clicks the backdrop with the mouse, then lets the click's work run out (a frame, then a task). */
async function clickBackdrop(page: Page): Promise<void> {
  const { x, y } = await backdropPoint(page);
  await page.mouse.move(x, y, { steps: 2 });
  await page.mouse.down();
  await page.mouse.up();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

/** The dialog stays on a backdrop click; Esc closes it. */
async function staysOnBackdropClosesOnEsc(page: Page, dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  await clickBackdrop(page);
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

function noWidgetErrors(log: PageLog): void {
  expectCleanLog(log);
  expect(log.errors.filter((text) => text.startsWith('[shop-widgets]'))).toEqual([]);
}

// Each modal in one language, the languages in turn: the backdrop's rule is the same markup in either.
for (const [index, { lang, root, delivery, terms, close }] of pages.entries()) {
  test.describe(`modals that stay on a backdrop click (${lang})`, () => {
    if (index === 1) {
      test('a server panel marked data-backdrop="static" stays on a backdrop click and closes with Esc; focus goes back', async ({ page, log }) => {
        await openPage(page, root);
        // The forms chunk is in (the shopper reached for the footer's callback link, which mounted from it): the marker is read at once.
        await hover(page, page.locator('.footer__recall'));
        await expect.poll(() => page.locator('.footer__recall').evaluate((element) => window.ShopWidgets!.debug.state(element))).toBe('mounted');
        await page.evaluate(
          ([href, words]) => {
            document.querySelector('main')!.insertAdjacentHTML('afterbegin', `<p><a id="delivery" data-widget="panel-trigger" data-panel="delivery" href="${href}">${words}</a></p>`);
          },
          [`${root}delivery/`, delivery],
        );
        const marker = page.locator('#delivery');
        await click(page, marker);
        const dialog = page.getByRole('dialog', { name: delivery });
        await expect(dialog.locator('.panel--delivery')).toContainText(terms);
        await expect(page.locator('.shop-dialog')).toHaveClass(/shop-dialog--aside/);
        await staysOnBackdropClosesOnEsc(page, dialog);
        await expect(marker.locator('button')).toBeFocused();

        // Any other panel still closes on a backdrop click.
        await page.evaluate(() => {
          document.querySelector('main')!.insertAdjacentHTML('afterbegin', '<p><a id="favourites" data-widget="panel-trigger" data-panel="favourites" href="/favourites/">Избранное</a></p>');
        });
        await click(page, page.locator('#favourites'));
        const favourites = page.getByRole('dialog', { name: 'Избранное' });
        await expect(favourites.locator('.fav-list__empty')).toBeVisible();
        await clickBackdrop(page);
        await expect(favourites).toHaveCount(0);
        noWidgetErrors(log);
      });
    }

    if (index === 0) {
      test('shop:open-message with backdrop "static": 300 ms later the message modal, which stays on a backdrop click and closes with Esc; nothing on the page moves', async ({ page, log }) => {
        await page.clock.install();
        await openPage(page, root);
        const opener = page.locator('footer .footer__qa');
        await opener.focus();
        const before = await page.locator('main').boundingBox();
        const scrollHeight = await page.evaluate(() => document.documentElement.scrollHeight);

        // The first message fetches the tools chunk; the time stays still from here.
        await page.evaluate(() => document.dispatchEvent(new CustomEvent('shop:open-message', { detail: { text: 'Первое сообщение' } })));
        const first = page.getByRole('alertdialog', { name: 'Первое сообщение' });
        await expect(first).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(first).toHaveCount(0);

        await pauseClock(page);
        await page.evaluate(() =>
          document.dispatchEvent(
            new CustomEvent('shop:open-message', {
              detail: { header: 'Заказ принят', text: 'Мы перезвоним вам в течение часа.', icon: 'success', width: 420, backdrop: 'static' },
            }),
          ),
        );
        const dialog = page.getByRole('alertdialog', { name: 'Заказ принят' });
        // Not before 300 ms (the exact milliseconds are the unit tests'; here the modal's timer starts
        // in the frame after the request was taken, so a frame or two later).
        await page.clock.runFor(280);
        await expect(dialog).toHaveCount(0);
        await page.clock.runFor(100);
        await expect(dialog).toBeVisible();
        // Time flows again: axe and the page's frames run on it.
        await page.clock.resume();
        await expect(dialog.locator('.shop-message__text')).toHaveText('Мы перезвоним вам в течение часа.');
        await expect(dialog).toHaveClass(/shop-message--success/);
        expect((await dialog.boundingBox())!.width).toBe(420);
        // The close button is named in the page's language; focus is on OK.
        await expect(dialog.getByRole('button', { name: close })).toBeVisible();
        await expect(dialog.getByRole('button', { name: 'OK' })).toBeFocused();
        expect(await violations(page)).toEqual([]);

        await staysOnBackdropClosesOnEsc(page, dialog);
        await expect(opener).toBeFocused();

        // The runtime's own marker is hidden at the end of <body>: nothing visible moved.
        const host = page.locator('body > [data-widget="message-host"]');
        await expect(host).toHaveCount(1);
        await expect(host).toBeHidden();
        expect(await page.locator('main').boundingBox()).toEqual(before);
        expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(scrollHeight);
        noWidgetErrors(log);
      });
    }
  });
}

test.describe('shop:open-message', () => {
  test('the React build: the same modal, which stays on a backdrop click and closes with Esc', async ({ page, log }) => {
    await openPage(page, '/ua/?build=react');
    expect(await page.evaluate(() => window.ShopWidgets!.build)).toBe('react');
    await page.evaluate(() => document.dispatchEvent(new CustomEvent('shop:open-message', { detail: { text: 'Оплату отримано', backdrop: 'static' } })));
    const dialog = page.getByRole('alertdialog', { name: 'Оплату отримано' });
    await expect(dialog.getByRole('button', { name: 'Закрити' })).toBeVisible();
    await staysOnBackdropClosesOnEsc(page, dialog);
    noWidgetErrors(log);
  });

  test('a message without backdrop closes on a backdrop click; a bad detail shows nothing and logs one console error', async ({ page, log }) => {
    await openPage(page, '/');
    await page.evaluate(() => document.dispatchEvent(new CustomEvent('shop:open-message', { detail: { text: 42 } })));
    await expect.poll(() => log.errors.filter((text) => text.startsWith('[shop-widgets]'))).toEqual([
      '[shop-widgets] shop:open-message: text must be a string with words in it; no message is shown',
    ]);
    await page.evaluate(() => document.dispatchEvent(new CustomEvent('shop:open-message', { detail: { text: 'Товар добавлен', icon: 'info' } })));
    const dialog = page.getByRole('alertdialog', { name: 'Товар добавлен' });
    await expect(dialog).toBeVisible();
    await clickBackdrop(page);
    await expect(dialog).toHaveCount(0);
    expect(log.errors.filter((text) => text.startsWith('[shop-widgets]'))).toHaveLength(1);
    expectCleanLog(log);
  });
});
