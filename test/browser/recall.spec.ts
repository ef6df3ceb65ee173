// The callback ('recall') link in the footer (widgets/recall): the form in a modal, its checks and
// mask, the thanks that replace it, ?action=external_call, failed calls, keyboard and touch.
import type { Locator, Page } from '@playwright/test';
import { test, expect, frameAndTask, requestsSeen, requestsSent, setFault, waitForWidgets, unexpectedErrors, expectCleanLog } from './fixtures.ts';
import { click, hover, tabTo, tap } from './people.ts';

const CALL = '/ajax/add_question21/';
const THANKS = 'Спасибо! Мы перезвоним вам в ближайшее время.';
const LOAD_FAILED = 'Не удалось открыть панель. Проверьте соединение и попробуйте ещё раз.';
const SEND_FAILED = 'Не удалось отправить форму. Проверьте соединение и попробуйте ещё раз.';
/** After a failure that says nothing of the outcome: the request may have arrived. */
const SEND_UNSURE = 'Связь прервалась, и неизвестно, дошла ли форма. Если мы не ответим, отправьте её ещё раз.';

const marker = (page: Page) => page.locator('a.footer__recall');
const recallButton = (page: Page) => marker(page).locator('button.recall__button');
const recallDialog = (page: Page, name = 'Перезвоните мне') => page.getByRole('dialog', { name });
const recallForm = (page: Page) => page.locator('.recall-dialog form.recall-form');
const nameField = (page: Page) => recallForm(page).locator('input[name="name"]');
const phoneField = (page: Page) => recallForm(page).locator('input[name="phone"]');
const sendButton = (page: Page) => recallForm(page).locator('button[type="submit"]');
const fieldError = (field: Locator) => field.locator('xpath=ancestor::label[1]/following-sibling::*[1][contains(@class, "field__error")]');

/** The fields of every callback call this visitor made, as the fixture server received them. */
async function recallCalls(page: Page): Promise<Record<string, string>[]> {
  const response = await page.request.get('/qa/calls.json');
  const { calls } = (await response.json()) as { calls: { method: string; path: string; fields: Record<string, string> }[] };
  return calls.filter((call) => call.path === CALL && call.method === 'POST').map((call) => call.fields);
}

/** Callback calls the page sends from now on (the form's sending, once the form is open). */
const recallPosts = (page: Page) => requestsSent(page, (request) => request.method() === 'POST' && new URL(request.url()).pathname === CALL);

/** Two frames: what the last event changed has been rendered. */
const nextFrames = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/** Opens the page, moves the mouse onto the footer link (its chunk comes on that intent) and waits until it holds the widget's button. */
async function openPage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForWidgets(page);
  await hover(page, marker(page));
  await expect.poll(() => marker(page).evaluate((link) => window.ShopWidgets!.debug.state(link))).toBe('mounted');
  await expect(recallButton(page)).toBeVisible();
}

/** Opens the form with a click on the footer's button and waits for the server's form. */
async function openForm(page: Page): Promise<Locator> {
  await click(page, recallButton(page));
  const dialog = recallDialog(page);
  await expect(dialog).toBeVisible();
  await expect(recallForm(page)).toBeVisible();
  return dialog;
}

/** Name by keys, then the phone: a click into it shows the prefix, the digits are masked. */
async function fillForm(page: Page, name: string, digits: string, masked: string): Promise<void> {
  await click(page, nameField(page));
  await page.keyboard.type(name);
  await click(page, phoneField(page));
  await expect(phoneField(page)).toHaveValue('+38 (');
  await page.keyboard.type(digits);
  await expect(phoneField(page)).toHaveValue(masked);
}

/** Counts the documents this tab loaded (an init script runs once per document). */
async function countLoads(page: Page): Promise<void> {
  await page.addInitScript(() => {
    sessionStorage.setItem('qaLoads', String(Number(sessionStorage.getItem('qaLoads') ?? '0') + 1));
  });
}

for (const build of ['preact', 'react'] as const) {
  const query = build === 'react' ? '?build=react' : '';

  test.describe(`recall (${build} build)`, () => {
    test('on a product page: the link opens the form with the product; name and phone sent, thanks replace the form', async ({ page, log }) => {
      await openPage(page, `/product/1002/${query}`);
      expect(await page.evaluate(() => window.ShopWidgets!.build)).toBe(build);
      // One control: the link gave its href up to the button inside it.
      await expect(marker(page)).not.toHaveAttribute('href', /./);
      await expect(recallButton(page)).toHaveAttribute('aria-haspopup', 'dialog');

      const dialog = await openForm(page);
      await expect(dialog).toHaveAttribute('aria-modal', 'true');
      await expect(dialog.locator('.recall__title')).toHaveText('Заказать обратный звонок');
      expect(await recallCalls(page)).toEqual([{ popup: '1', recall: '1', productid: '1002', url: page.url() }]);
      // Focus went into the dialog, on its first field.
      await expect(nameField(page)).toBeFocused();

      await fillForm(page, 'Анна', '0671234567', '+38 (067) 123-45-67');
      await click(page, sendButton(page));
      await expect(dialog.locator('.recall__thanks')).toHaveText(THANKS);
      await expect(recallForm(page)).toHaveCount(0);
      const calls = await recallCalls(page);
      expect(calls).toHaveLength(2);
      expect(calls[1]).toEqual({ recall: '1', productid: '1002', url: page.url(), name: 'Анна', phone: '+38 (067) 123-45-67' });
      // The page stayed where it was.
      await expect(page).toHaveURL(new RegExp(`/product/1002/${query.replace('?', '\\?')}$`));

      // Esc closes; focus back on the footer's button.
      await page.keyboard.press('Escape');
      await expect(recallDialog(page)).toHaveCount(0);
      await expect(recallButton(page)).toBeFocused();

      // A new opening starts over with the form (loaded once, reused).
      await openForm(page);
      await expect(nameField(page)).toHaveValue('');
      expect(await recallCalls(page)).toHaveLength(2);
      expectCleanLog(log);
    });
  });
}

test.describe('recall', () => {
  test('on the home page the popup call carries no productid', async ({ page, log }) => {
    await openPage(page, '/');
    await openForm(page);
    // The api leaves an undefined field out: no productid at all, not an empty one.
    expect(await recallCalls(page)).toEqual([{ popup: '1', recall: '1', url: page.url() }]);
    // The server's form then carries an empty one, and sends it back as it is.
    await fillForm(page, 'Иван', '0501234567', '+38 (050) 123-45-67');
    await click(page, sendButton(page));
    await expect(recallDialog(page).locator('.recall__thanks')).toHaveText(THANKS);
    expect((await recallCalls(page))[1]).toEqual({ recall: '1', productid: '', url: page.url(), name: 'Иван', phone: '+38 (050) 123-45-67' });
    expectCleanLog(log);
  });

  test('an empty phone is refused by the form: "Обязательное поле." under it, nothing sent', async ({ page, log }) => {
    await openPage(page, '/');
    await openForm(page);
    const sends = recallPosts(page);
    await click(page, nameField(page));
    await page.keyboard.type('Анна');
    await click(page, sendButton(page));
    // The field is required in the server's html: the form's own check marks it and focuses it.
    await expect(fieldError(phoneField(page))).toHaveText('Обязательное поле.');
    await expect(phoneField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(phoneField(page)).toBeFocused();
    // Focus showed the mask's prefix; that is no number, so the message stays.
    await expect(phoneField(page)).toHaveValue('+38 (');
    await nextFrames(page);
    await expect(fieldError(phoneField(page))).toHaveText('Обязательное поле.');
    // Only the call that loaded the form.
    expect(sends()).toEqual([]);
    expect(await recallCalls(page)).toHaveLength(1);
    await expect(nameField(page)).toHaveValue('Анна');
    await expect(recallDialog(page).locator('.recall__thanks')).toHaveCount(0);

    // A first digit is a number on its way: the message goes; the whole number is sent.
    await page.keyboard.type('0671234567');
    await expect(phoneField(page)).toHaveValue('+38 (067) 123-45-67');
    await expect(recallForm(page).locator('.field__error')).toHaveCount(0);
    await expect(phoneField(page)).not.toHaveAttribute('aria-invalid', /./);
    await click(page, sendButton(page));
    await expect(recallDialog(page).locator('.recall__thanks')).toHaveText(THANKS);
    expect(await recallCalls(page)).toHaveLength(2);
    expectCleanLog(log);
  });

  test('an incomplete phone is cleared when the field is left, and refused alike', async ({ page, log }) => {
    await openPage(page, '/');
    await openForm(page);
    const sends = recallPosts(page);
    await click(page, nameField(page));
    await page.keyboard.type('Анна');
    await click(page, phoneField(page));
    await page.keyboard.type('067123');
    await expect(phoneField(page)).toHaveValue('+38 (067) 123');
    await click(page, nameField(page));
    await expect(phoneField(page)).toHaveValue('');
    await click(page, sendButton(page));
    await expect(fieldError(phoneField(page))).toHaveText('Обязательное поле.');
    await expect(phoneField(page)).toBeFocused();
    expect(sends()).toEqual([]);
    expect(await recallCalls(page)).toHaveLength(1);
    expectCleanLog(log);
  });

  test('only the prefix in the phone field is no phone: Enter there sends nothing', async ({ page, log }) => {
    await openPage(page, '/');
    await openForm(page);
    await click(page, nameField(page));
    await page.keyboard.type('Анна');
    await page.keyboard.press('Tab');
    await expect(phoneField(page)).toHaveValue('+38 (');
    const sends = recallPosts(page);
    await page.keyboard.press('Enter');
    await expect(fieldError(phoneField(page))).toHaveText('Обязательное поле.');
    await expect(phoneField(page)).toHaveAttribute('aria-invalid', 'true');
    expect(sends(), 'no send call').toEqual([]);
    expect(await recallCalls(page), 'no send call').toHaveLength(1);
    expectCleanLog(log);
  });

  test('Enter in the phone field with an incomplete number: the blur rule clears it first, nothing is sent', async ({ page, log }) => {
    await openPage(page, '/');
    await openForm(page);
    await click(page, nameField(page));
    await page.keyboard.type('Анна');
    await page.keyboard.press('Tab');
    await page.keyboard.type('067123');
    await expect(phoneField(page)).toHaveValue('+38 (067) 123');
    const sends = recallPosts(page);
    await page.keyboard.press('Enter');
    await expect(fieldError(phoneField(page))).toHaveText('Обязательное поле.');
    await expect(phoneField(page)).not.toHaveValue(/\d/);
    expect(sends(), 'no send call').toEqual([]);
    expect(await recallCalls(page), 'no send call').toHaveLength(1);
    expectCleanLog(log);
  });

  // The thanks replace the form and the focused send button with it: focus goes to what replaced them.
  test('after the thanks replace the form, focus is still in the dialog', async ({ page }) => {
    await openPage(page, '/');
    await openForm(page);
    await fillForm(page, 'Анна', '0671234567', '+38 (067) 123-45-67');
    await click(page, sendButton(page));
    await expect(recallDialog(page).locator('.recall__thanks')).toHaveText(THANKS);
    await expect
      .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))), { timeout: 1000 })
      .toBe(true);
  });

  test('?action=external_call on a product page: the address becomes / without a reload, and the form opens', async ({ page, log }) => {
    await countLoads(page);
    const navigations = requestsSent(page, (request) => request.isNavigationRequest() && request.frame() === page.mainFrame());
    await page.goto('/product/1002/?action=external_call');
    const dialog = recallDialog(page);
    await expect(dialog).toBeVisible();
    await expect(recallForm(page)).toBeVisible();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
    // Marked after the load: a reload would lose it.
    await page.evaluate(() => {
      (window as unknown as { qaSame: number }).qaSame = 1;
    });
    await waitForWidgets(page);
    // The address changed and the form opened: a reload would have been asked for by now.
    await frameAndTask(page);
    await requestsSeen(page);
    expect(navigations(), 'navigations: the first load only').toHaveLength(1);
    expect(await page.evaluate(() => (window as unknown as { qaSame?: number }).qaSame)).toBe(1);
    expect(await page.evaluate(() => sessionStorage.getItem('qaLoads'))).toBe('1');
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    // Still the product page's context: the call names the product.
    const calls = await recallCalls(page);
    expect(calls.map((fields) => [fields.popup, fields.recall, fields.productid])).toEqual([['1', '1', '1002']]);
    // And the page the shopper came to, not the root the address bar shows now.
    expect(new URL(calls[0]!.url!).pathname).toBe('/product/1002/');

    // It works like a clicked one: send, thanks.
    await fillForm(page, 'Анна', '0671234567', '+38 (067) 123-45-67');
    await click(page, sendButton(page));
    await expect(dialog.locator('.recall__thanks')).toHaveText(THANKS);
    await page.keyboard.press('Escape');
    await expect(recallDialog(page)).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('qaLoads'))).toBe('1');
    expectCleanLog(log);
  });

  test('?action=external_call on a Ukrainian listing: the address becomes /ua/ and the Ukrainian form opens', async ({ page, log }) => {
    await page.clock.install();
    await countLoads(page);
    await page.goto('/ua/catalog/odezhda/?action=external_call');
    const dialog = recallDialog(page, 'Передзвоніть мені');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('.recall__title')).toHaveText('Замовити зворотний дзвінок');
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/ua\/$/);
    await waitForWidgets(page);
    expect(await page.evaluate(() => sessionStorage.getItem('qaLoads'))).toBe('1');
    // Not a product page: no productid.
    expect((await recallCalls(page)).map((fields) => [fields.popup, 'productid' in fields])).toEqual([['1', false]]);
    // Once per page load: closing leaves it closed.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.clock.runFor(2000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expectCleanLog(log);
  });

  // Issue 28: any page (widgets/recall). `?qa_without=recall` leaves the footer's callback link a
  // plain link, without its marker: the page wiring gives the page a hidden one for the form.
  for (const [root, name, title] of [
    ['/', 'Обратный звонок', 'Заказать обратный звонок'],
    ['/ua/', 'Зворотний дзвінок', 'Замовити зворотний дзвінок'],
  ] as const) {
    test(`@mobile ?action=external_call on a page without a recall marker (${root}): the form opens, named in the page's language, the address becomes ${root}`, async ({ page, log, isMobile }) => {
      await countLoads(page);
      await page.clock.install();
      await page.goto(`${root}catalog/odezhda/?qa_without=recall&action=external_call`);
      const dialog = recallDialog(page, name);
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('.recall__title')).toHaveText(title);
      await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(root);
      await waitForWidgets(page);
      // No reload, one call, asked with the address the shopper came to.
      expect(await page.evaluate(() => sessionStorage.getItem('qaLoads'))).toBe('1');
      const calls = await recallCalls(page);
      expect(calls).toHaveLength(1);
      expect(calls[0]!.popup).toBe('1');
      expect('productid' in calls[0]!).toBe(false);
      const cameTo = new URL(calls[0]!.url!);
      expect(cameTo.pathname).toBe(`${root}catalog/odezhda/`);
      expect(cameTo.searchParams.get('action')).toBe('external_call');
      // The footer's link stayed the server's plain link; the form's marker is the hidden one at the
      // end of <body>: it takes no room, so nothing on the page moved.
      await expect(page.locator('a.footer__recall')).toHaveAttribute('href', `${root}callback/`);
      await expect(page.locator('a.footer__recall')).not.toHaveAttribute('data-widget', /.*/);
      const markers = page.locator('[data-widget="recall"]');
      await expect(markers).toHaveCount(1);
      expect(
        await markers.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return { hidden: (element as HTMLElement).hidden, inBody: element.parentElement === document.body, display: getComputedStyle(element).display, size: box.width + box.height };
        }),
      ).toEqual({ hidden: true, inBody: true, display: 'none', size: 0 });
      expect(await page.evaluate(() => window.ShopWidgets!.debug.roots().recall)).toBe(1);

      // It works like a clicked one: send, thanks.
      await (isMobile ? tap(page, nameField(page)) : click(page, nameField(page)));
      await page.keyboard.type('Анна');
      await (isMobile ? tap(page, phoneField(page)) : click(page, phoneField(page)));
      await page.keyboard.type('0671234567');
      await expect(phoneField(page)).toHaveValue('+38 (067) 123-45-67');
      await (isMobile ? tap(page, sendButton(page)) : click(page, sendButton(page)));
      await expect(dialog.locator('.recall__thanks')).toBeVisible();
      // Once per page load: closed, it stays closed.
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.clock.runFor(2000);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(await recallCalls(page)).toHaveLength(2);
      expectCleanLog(log);
    });
  }

  test('without the switch nothing opens by itself', async ({ page }) => {
    await page.clock.install();
    const asked = recallPosts(page);
    await openPage(page, '/product/1002/?action=other');
    // The form would be asked for at boot and shown after the 300 ms modal delay.
    await page.clock.runFor(2000);
    expect(asked()).toEqual([]);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/product\/1002\/\?action=other$/);
    expect(await recallCalls(page)).toEqual([]);
  });

  for (const kind of ['500', 'html', 'drop'] as const) {
    test(`the form cannot be loaded (${kind}): the failure and the callback page; the next opening loads it`, async ({ page, log, baseURL }) => {
      await openPage(page, '/product/1002/');
      await setFault(page, `${kind}@${CALL}`, baseURL!);
      await click(page, recallButton(page));
      const dialog = recallDialog(page);
      const alert = dialog.getByRole('alert');
      await expect(alert).toContainText(LOAD_FAILED);
      await expect(alert.getByRole('link', { name: 'Перезвоните мне' })).toHaveAttribute('href', '/callback/');
      await expect(recallForm(page)).toHaveCount(0);

      await page.context().clearCookies({ name: 'qa_fault' });
      await click(page, dialog.getByRole('button', { name: 'Закрыть' }));
      await expect(recallDialog(page)).toHaveCount(0);
      await expect(recallButton(page)).toBeFocused();
      await openForm(page);
      await expect(recallDialog(page).getByRole('alert')).toHaveCount(0);
      expect(log.pageErrors).toEqual([]);
      expect(unexpectedErrors(log)).toEqual([]);
    });
  }

  for (const kind of ['500', 'hang', 'malformed', 'drop'] as const) {
    test(`the send fails (${kind}): a danger alert above the form (not sent, or not known), which keeps the name and phone`, async ({ page, log, baseURL }) => {
      await openPage(page, kind === 'hang' ? '/?qa_timeout=1500' : '/');
      await openForm(page);
      await fillForm(page, 'Анна', '0671234567', '+38 (067) 123-45-67');
      await setFault(page, `${kind}@${CALL}`, baseURL!);
      await click(page, sendButton(page));
      if (kind === 'hang') await expect(sendButton(page)).toBeDisabled();

      const dialog = recallDialog(page);
      const alert = dialog.locator('.shop-alert--danger');
      // 'malformed' is a JSON body where html was expected: a failure too, never shown as the answer.
      // Only the error status says the request did not arrive.
      await expect(alert).toHaveText(kind === '500' ? SEND_FAILED : SEND_UNSURE);
      await expect(alert).toHaveAttribute('role', 'alert');
      // Above the form, in the dialog.
      expect(await alert.evaluate((element) => Boolean(element.compareDocumentPosition(document.querySelector('.recall-dialog form')!) & Node.DOCUMENT_POSITION_FOLLOWING))).toBe(true);
      await expect(nameField(page)).toHaveValue('Анна');
      await expect(phoneField(page)).toHaveValue('+38 (067) 123-45-67');
      await expect(sendButton(page)).toBeEnabled();
      await expect(dialog.locator('.recall__thanks')).toHaveCount(0);

      // With the switch off the same form goes, and the alert with it.
      await page.context().clearCookies({ name: 'qa_fault' });
      await click(page, sendButton(page));
      await expect(dialog.locator('.recall__thanks')).toHaveText(THANKS);
      await expect(dialog.locator('.shop-alert--danger')).toHaveCount(0);
      expect(log.pageErrors).toEqual([]);
      expect(unexpectedErrors(log)).toEqual([]);
    });
  }

  test('keyboard only: Tab to the link, Enter opens, type, Tab, type, Enter sends', async ({ page, log }) => {
    await openPage(page, '/');
    // The keyboard user has come as far as the gift form's button, the page's last control before the footer.
    await tabTo(page, recallButton(page), { from: page.locator('form.gift-form button[type="submit"]') });
    await expect(recallButton(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(recallDialog(page)).toBeVisible();
    await expect(nameField(page)).toBeFocused();
    await page.keyboard.type('Анна');
    await page.keyboard.press('Tab');
    await expect(phoneField(page)).toBeFocused();
    await expect(phoneField(page)).toHaveValue('+38 (');
    await page.keyboard.type('0671234567');
    await expect(phoneField(page)).toHaveValue('+38 (067) 123-45-67');
    await page.keyboard.press('Enter');
    await expect(recallDialog(page).locator('.recall__thanks')).toHaveText(THANKS);
    expect((await recallCalls(page))[1]).toEqual({ recall: '1', productid: '', url: page.url(), name: 'Анна', phone: '+38 (067) 123-45-67' });
    // The form is gone; Esc still closes and focus goes back to the footer's button.
    await page.keyboard.press('Escape');
    await expect(recallDialog(page)).toHaveCount(0);
    await expect(recallButton(page)).toBeFocused();
    expectCleanLog(log);
  });

  test('@mobile a tap opens the form; taps and typing send it', async ({ page, log, isMobile }) => {
    test.skip(!isMobile, 'touch only');
    await openPage(page, '/product/1002/');
    await tap(page, recallButton(page));
    const dialog = recallDialog(page);
    await expect(dialog).toBeVisible();
    await expect(recallForm(page)).toBeVisible();
    await tap(page, nameField(page));
    await page.keyboard.type('Анна');
    await tap(page, phoneField(page));
    await expect(phoneField(page)).toHaveValue('+38 (');
    await page.keyboard.type('0671234567');
    await expect(phoneField(page)).toHaveValue('+38 (067) 123-45-67');
    await tap(page, sendButton(page));
    await expect(dialog.locator('.recall__thanks')).toHaveText(THANKS);
    expect((await recallCalls(page)).map((fields) => [fields.productid, fields.phone ?? null])).toEqual([
      ['1002', null],
      ['1002', '+38 (067) 123-45-67'],
    ]);
    await tap(page, dialog.getByRole('button', { name: 'Закрыть' }));
    await expect(recallDialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/product\/1002\/$/);
    expectCleanLog(log);
  });
});
