// Panels by name (widgets/panel-trigger) and the phone popup (docs/api.md telPopup): an aside on
// desktop, a layer on phones, loaded once, a failure with a retry on the next opening, Esc and
// focus. The account panel itself is account.spec.ts's.
import type { Page } from '@playwright/test';
import { test, expect, setFault, waitForWidgets, unexpectedErrors, expectCleanLog } from './fixtures.ts';
import { click, hover, tabTo, tap } from './people.ts';

const PHONE_WORDS = '+38 (044) 123-45-67';
const PANEL_FAILED = 'Не удалось открыть панель. Проверьте соединение и попробуйте ещё раз.';

const phoneMarker = (page: Page) => page.locator('a.footer__phone');
const phoneButton = (page: Page) => phoneMarker(page).locator('button.panel-trigger__button');
const phoneDialog = (page: Page) => page.getByRole('dialog', { name: PHONE_WORDS });

/** The fields of every panel call (POST /ajax/tpl_action/ with an action) this visitor made. */
async function panelCalls(page: Page): Promise<{ method: string; fields: Record<string, string> }[]> {
  const response = await page.request.get('/qa/calls.json');
  const { calls } = (await response.json()) as { calls: { method: string; path: string; fields: Record<string, string> }[] };
  return calls.filter((call) => call.path === '/ajax/tpl_action/' && 'action' in call.fields).map(({ method, fields }) => ({ method, fields }));
}

async function openPage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForWidgets(page);
}

for (const build of ['preact', 'react'] as const) {
  const query = build === 'react' ? '?build=react' : '';

  test.describe(`phone popup (${build} build)`, () => {
    test("the footer phone opens an aside with page init's phone and the server's popup; Esc gives focus back", async ({ page, log }) => {
      await openPage(page, `/${query}`);
      expect(await page.evaluate(() => window.ShopWidgets!.build)).toBe(build);
      // Without JavaScript (and until it is used) the marker is the dialling link.
      await expect(phoneMarker(page)).toHaveAttribute('href', 'tel:+380441234567');

      await click(page, phoneMarker(page));
      const dialog = phoneDialog(page);
      await expect(dialog).toBeVisible();
      await expect(page.locator('.shop-dialog')).toHaveClass(/shop-dialog--aside/);
      await expect(dialog).toHaveAttribute('aria-modal', 'true');
      const call = dialog.getByRole('link', { name: PHONE_WORDS });
      await expect(call).toHaveAttribute('href', 'tel:+380441234567');
      await expect(dialog.locator('.shop-panel__phone')).toHaveText(`Позвонить: ${PHONE_WORDS}`);
      await expect(dialog.locator('.tel-popup__title')).toHaveText('Позвоните нам');
      await expect(dialog.locator('.tel-popup__hours')).toHaveText('Ежедневно с 9:00 до 21:00');
      // The phone from page init comes before the server's html.
      expect(await call.evaluate((link) => Boolean(link.compareDocumentPosition(document.querySelector('.tel-popup')!) & Node.DOCUMENT_POSITION_FOLLOWING))).toBe(true);
      expect(await panelCalls(page)).toEqual([{ method: 'POST', fields: { action: 'tel_popup' } }]);

      // Mounted: one control, the button inside the link, which gave its href up; no dialling happened.
      await expect(phoneMarker(page)).not.toHaveAttribute('href', /./);
      await expect(phoneButton(page)).toHaveAttribute('aria-haspopup', 'dialog');
      await expect(page).toHaveURL(new RegExp(`/${query.replace('?', '\\?')}$`));

      await page.keyboard.press('Escape');
      await expect(phoneDialog(page)).toHaveCount(0);
      await expect(phoneButton(page)).toBeFocused();
      expectCleanLog(log);
    });
  });
}

test.describe('phone popup', () => {
  test('the popup is loaded once and shown again on later openings', async ({ page, log }) => {
    await openPage(page, '/catalog/odezhda/');
    await click(page, phoneMarker(page));
    await expect(phoneDialog(page).locator('.tel-popup')).toBeVisible();
    await click(page, phoneDialog(page).getByRole('button', { name: 'Закрыть' }));
    await expect(phoneDialog(page)).toHaveCount(0);
    await expect(phoneButton(page)).toBeFocused();

    await click(page, phoneButton(page));
    await expect(phoneDialog(page).locator('.tel-popup')).toBeVisible();
    await expect(phoneDialog(page).getByRole('link', { name: PHONE_WORDS })).toBeVisible();
    expect(await panelCalls(page)).toHaveLength(1);
    // A click on the backdrop closes it too.
    await page.mouse.click(8, 400);
    await expect(phoneDialog(page)).toHaveCount(0);
    await expect(phoneButton(page)).toBeFocused();
    expectCleanLog(log);
  });

  test('Ukrainian: the same phone, Ukrainian words and popup', async ({ page, log }) => {
    await openPage(page, '/ua/product/1002/');
    await click(page, phoneMarker(page));
    const dialog = phoneDialog(page);
    await expect(dialog.locator('.shop-panel__phone')).toHaveText(`Зателефонувати: ${PHONE_WORDS}`);
    await expect(dialog.getByRole('link', { name: PHONE_WORDS })).toHaveAttribute('href', 'tel:+380441234567');
    await expect(dialog.locator('.tel-popup__title')).toHaveText('Зателефонуйте нам');
    await expect(dialog.getByRole('button', { name: 'Закрити' })).toBeVisible();
    expectCleanLog(log);
  });

  for (const kind of ['500', 'malformed', 'html', 'drop'] as const) {
    test(`a failed load (${kind}) says so; closed and opened again without the fault, the popup loads`, async ({ page, log, baseURL }) => {
      await openPage(page, '/');
      // After page init (the same path), so only the popup's call fails.
      await setFault(page, `${kind}@/ajax/tpl_action/`, baseURL!);
      await click(page, phoneMarker(page));
      const dialog = phoneDialog(page);
      const alert = dialog.getByRole('alert');
      await expect(alert).toHaveText(PANEL_FAILED);
      // The link's own page is a tel: link, not a page of the site: no way out is offered.
      await expect(alert.getByRole('link')).toHaveCount(0);
      await expect(dialog.locator('.tel-popup')).toHaveCount(0);
      await expect(dialog.locator('.shop-panel__phone')).toHaveCount(0);

      await page.context().clearCookies({ name: 'qa_fault' });
      await click(page, dialog.getByRole('button', { name: 'Закрыть' }));
      await expect(phoneDialog(page)).toHaveCount(0);
      await expect(phoneButton(page)).toBeFocused();
      await click(page, phoneButton(page));
      await expect(phoneDialog(page).locator('.tel-popup__title')).toHaveText('Позвоните нам');
      await expect(phoneDialog(page).getByRole('link', { name: PHONE_WORDS })).toBeVisible();
      await expect(phoneDialog(page).getByRole('alert')).toHaveCount(0);
      // Never retried by itself: one failed call, then the one the second opening made.
      if (kind !== 'drop') expect(await panelCalls(page)).toHaveLength(2);
      expect(log.pageErrors).toEqual([]);
      expect(unexpectedErrors(log)).toEqual([]);
    });
  }

  test('a hanging load shows "Идёт загрузка", then the failure after the timeout', async ({ page, log, baseURL }) => {
    await openPage(page, '/?qa_timeout=1500');
    await setFault(page, 'hang@/ajax/tpl_action/', baseURL!);
    await click(page, phoneMarker(page));
    const dialog = phoneDialog(page);
    await expect(dialog.getByRole('status')).toHaveText('Идёт загрузка');
    await expect(dialog.getByRole('alert')).toHaveText(PANEL_FAILED);
    expect(log.pageErrors).toEqual([]);
    expect(unexpectedErrors(log)).toEqual([]);
  });

  test('closing while it loads cancels quietly; the next opening loads it', async ({ page, log, baseURL }) => {
    // The page's clock runs as usual until the test moves it past the client's timeout.
    await page.clock.install();
    await openPage(page, '/?qa_timeout=3000');
    await setFault(page, 'hang@/ajax/tpl_action/', baseURL!);
    await click(page, phoneMarker(page));
    await expect(phoneDialog(page).getByRole('status')).toHaveText('Идёт загрузка');
    await page.keyboard.press('Escape');
    await expect(phoneDialog(page)).toHaveCount(0);
    await expect(phoneButton(page)).toBeFocused();
    await page.context().clearCookies({ name: 'qa_fault' });
    await click(page, phoneButton(page));
    await expect(phoneDialog(page).locator('.tel-popup')).toBeVisible();
    // Past the first call's timeout nothing changes and nothing is reported.
    await page.clock.runFor(3300);
    await expect(phoneDialog(page).locator('.tel-popup')).toBeVisible();
    await expect(phoneDialog(page).getByRole('alert')).toHaveCount(0);
    expectCleanLog(log);
  });

  test('keyboard: Tab onto the phone, Enter opens, Tab stays inside, Esc returns', async ({ page, log }) => {
    await openPage(page, '/');
    await tabTo(page, phoneMarker(page), { from: page.locator('form.gift-form button[type="submit"]') });
    // Keyboard focus mounted it and moved onto its button.
    await expect(phoneButton(page)).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = phoneDialog(page);
    await expect(dialog.locator('.tel-popup')).toBeVisible();
    // Focus moved into the dialog when it opened (onto the box itself: the popup was still loading).
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(phoneDialog(page)).toHaveCount(0);
    await expect(phoneButton(page)).toBeFocused();
    expectCleanLog(log);
  });

  test('@mobile a tap opens the popup as a full-screen layer', async ({ page, log, isMobile }) => {
    test.skip(!isMobile, 'touch only');
    await openPage(page, '/product/1002/');
    await tap(page, phoneMarker(page));
    const dialog = phoneDialog(page);
    await expect(dialog).toBeVisible();
    await expect(page.locator('.shop-dialog')).toHaveClass(/shop-dialog--layer/);
    await expect(dialog.getByRole('link', { name: PHONE_WORDS })).toHaveAttribute('href', 'tel:+380441234567');
    await expect(dialog.locator('.tel-popup__title')).toHaveText('Позвоните нам');
    // The layer covers the screen.
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(389);
    // The tap did not dial: the page is still here.
    await expect(page).toHaveURL(/\/product\/1002\/$/);
    expect(await panelCalls(page)).toEqual([{ method: 'POST', fields: { action: 'tel_popup' } }]);
    await tap(page, dialog.getByRole('button', { name: 'Закрыть' }));
    await expect(phoneDialog(page)).toHaveCount(0);
    expectCleanLog(log);
  });
});

test.describe('panels by name', () => {
  test('a legacy marker for the favourites panel opens it with the server html, an aside on desktop', async ({ page, log }) => {
    await openPage(page, '/');
    // The forms chunk is in (the shopper reached for the footer's callback link, which mounted from it): the marker is read at once.
    await hover(page, page.locator('.footer__recall'));
    await expect.poll(() => page.locator('.footer__recall').evaluate((element) => window.ShopWidgets!.debug.state(element))).toBe('mounted');
    await page.evaluate(() => {
      document.querySelector('main')!.insertAdjacentHTML(
        'afterbegin',
        '<p><a id="own-panel" data-widget="panel-trigger" data-panel="favourites" href="/favourites/">Моё избранное</a></p>',
      );
    });
    const marker = page.locator('#own-panel');
    await click(page, marker);
    const dialog = page.getByRole('dialog', { name: 'Моё избранное' });
    await expect(dialog.locator('.fav-list__empty')).toHaveText('В избранном пока ничего нет');
    await expect(page.locator('.shop-dialog')).toHaveClass(/shop-dialog--aside/);
    expect(await panelCalls(page)).toEqual([{ method: 'POST', fields: { action: 'favourites' } }]);
    await expect(page).toHaveURL(/\/$/);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(marker.locator('button')).toBeFocused();
    expectCleanLog(log);
  });

  test('a failed panel offers the link\'s own page as the way out', async ({ page, log, baseURL }) => {
    await openPage(page, '/');
    // The forms chunk is in (the shopper reached for the footer's callback link, which mounted from it): the marker is read at once.
    await hover(page, page.locator('.footer__recall'));
    await expect.poll(() => page.locator('.footer__recall').evaluate((element) => window.ShopWidgets!.debug.state(element))).toBe('mounted');
    await page.evaluate(() => {
      document.querySelector('main')!.insertAdjacentHTML(
        'afterbegin',
        '<p><a id="own-panel" data-widget="panel-trigger" data-panel="cart" href="/basket/">Моя корзина</a></p>',
      );
    });
    await setFault(page, '500@/ajax/tpl_action/', baseURL!);
    await click(page, page.locator('#own-panel'));
    const alert = page.getByRole('dialog', { name: 'Моя корзина' }).getByRole('alert');
    await expect(alert).toContainText(PANEL_FAILED);
    await expect(alert.getByRole('link', { name: 'Моя корзина' })).toHaveAttribute('href', '/basket/');
    expect(log.pageErrors).toEqual([]);
    expect(unexpectedErrors(log)).toEqual([]);
  });

  test('a marker whose panel is not a name is refused and stays a plain link: a click goes to its page', async ({ page, log }) => {
    await openPage(page, '/');
    // The forms chunk is in (the shopper reached for the footer's callback link, which mounted from it): the marker is read at once.
    await hover(page, page.locator('.footer__recall'));
    await expect.poll(() => page.locator('.footer__recall').evaluate((element) => window.ShopWidgets!.debug.state(element))).toBe('mounted');
    await page.evaluate(() => {
      document.querySelector('main')!.insertAdjacentHTML(
        'afterbegin',
        '<p><a id="bad-panel" data-widget="panel-trigger" data-panel="../cart" href="/basket/">Корзина</a></p>',
      );
    });
    const marker = page.locator('#bad-panel');
    await expect.poll(() => marker.evaluate((element) => window.ShopWidgets!.debug.state(element))).toBe('rejected');
    expect(log.errors.some((text) => text.includes('panel-trigger') && text.includes('data-panel'))).toBe(true);
    await click(page, marker);
    // The click that would have mounted it is the link's again: the cart page opens.
    await expect(page).toHaveURL(/\/basket\/$/);
    expect(await panelCalls(page)).toEqual([]);
    expect(log.pageErrors).toEqual([]);
  });
});
