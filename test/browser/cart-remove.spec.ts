import type { Page } from '@playwright/test';
import { test, expect, callsTo, requestsSeen, requestsSent, seedVisitor, serverState, setFault, trackingCalls, dataLayerEvents, waitForWidgets, unexpectedErrors } from './fixtures.ts';
import { click, tabTo } from './people.ts';

const counter = (page: Page) => page.locator('[data-widget="cart-counter"]');
const lineOnPage = (page: Page, basketId: string) => page.locator(`[data-cart-page] .cart-line[data-basketid="${basketId}"]`);
const removeOnPage = (page: Page, basketId: string) => lineOnPage(page, basketId).locator('.cart-line__remove');
const two = [
  { id: '1062', s: 'NOSIZE' },
  { id: '1063', s: 'NOSIZE' },
];

for (const build of ['preact', 'react'] as const) {
  const query = build === 'react' ? '?build=react' : '';

  test.describe(`cart-remove (${build} build)`, () => {
    test('on the cart page the first click re-renders the cart without the line and counts one less', async ({ page, log }) => {
      await seedVisitor(page, { cart: two });
      const [first, second] = (await serverState(page)).cart;
      await page.goto(`/basket/${query}`);
      await waitForWidgets(page);
      await expect(counter(page)).toHaveText('2');

      await click(page, removeOnPage(page, first!.basketid));
      await expect(lineOnPage(page, first!.basketid)).toHaveCount(0);
      await expect(page.locator('[data-cart-page] .cart-page__count')).toHaveText('(1)');
      await expect(lineOnPage(page, second!.basketid)).toHaveCount(1);
      await expect(counter(page)).toHaveText('1');
      expect((await serverState(page)).cart.map((line) => line.basketid)).toEqual([second!.basketid]);
      await expect(page).toHaveURL(/\/basket\/(\?.*)?$/);

      // The re-rendered cart's remove buttons work too.
      await click(page, removeOnPage(page, second!.basketid));
      await expect(page.locator('[data-cart-page] .cart-empty')).toBeVisible();
      await expect(counter(page)).toHaveText('0');
      expect((await serverState(page)).cart).toEqual([]);
      expect(unexpectedErrors(log)).toEqual([]);
      expect(log.pageErrors).toEqual([]);
      expect(log.cspViolations).toEqual([]);
    });
  });
}

test.describe('cart-remove', () => {
  for (const fault of ['500', 'html', 'malformed'] as const) {
    test(`a ${fault} answer keeps the line and says so, sent once; the same button works once the server is back`, async ({ page, log, baseURL }) => {
      await seedVisitor(page, { cart: [{ id: '1062', s: 'NOSIZE' }] });
      const [line] = (await serverState(page)).cart;
      await setFault(page, `${fault}@/basket/remove/`, baseURL!);
      await page.goto('/basket/');
      await waitForWidgets(page);
      await click(page, removeOnPage(page, line!.basketid));
      await expect(page.getByRole('alert')).toHaveText('Не удалось удалить товар. Попробуйте ещё раз.×', { timeout: 8000 });
      await expect(lineOnPage(page, line!.basketid)).toHaveCount(1);
      await expect(page.locator('[data-cart-page] h1')).toHaveCount(1);
      await expect(page.locator('[data-cart-page]')).not.toContainText('Error');
      await expect(counter(page)).toHaveText('1');
      // After an error status the button is there again; after an answer that says nothing of the
      // outcome the cart page was read again (docs/api.md "After a lost answer"): the line is the
      // server's own once more, its marker mounting at the next use.
      const button = fault === '500' ? lineOnPage(page, line!.basketid).locator('.cart-remove__button') : removeOnPage(page, line!.basketid);
      if (fault === '500') await expect(button).toHaveAttribute('aria-disabled', 'false');
      // The remove link changes the cart: it went out once, never again behind the shopper's back.
      expect(await callsTo(page, `/basket/remove/${line!.basketid}/`)).toBe(1);
      expect((await serverState(page)).cart).toHaveLength(1);

      await page.context().clearCookies({ name: 'qa_fault' });
      await click(page, button);
      await expect(page.locator('[data-cart-page] .cart-empty')).toBeVisible();
      await expect(counter(page)).toHaveText('0');
      await expect(page.getByRole('alert')).toHaveCount(0);
      expect(log.pageErrors).toEqual([]);
      expect(unexpectedErrors(log)).toEqual([]);
    });
  }

  test('keyboard: Tab to the remove link, Enter removes; focus goes to the new cart heading', async ({ page }) => {
    await seedVisitor(page, { cart: two });
    const [first] = (await serverState(page)).cart;
    await page.goto('/ua/basket/');
    await waitForWidgets(page);
    await tabTo(page, removeOnPage(page, first!.basketid));
    await page.keyboard.press('Enter');
    await expect(lineOnPage(page, first!.basketid)).toHaveCount(0);
    await expect(page.locator('[data-cart-page] h1')).toBeFocused();
  });

  test('removal tracking goes out on production pages only', async ({ page }) => {
    await seedVisitor(page, { cart: two });
    const [first, second] = (await serverState(page)).cart;
    const removals = async () => (await trackingCalls(page)).filter((call) => call.fields.type === 'remove_from_cart').map((call) => call.path);
    // What the page sends, beside what the server got: the calls go out as the line leaves.
    const trackingSent = requestsSent(page, (request) => ['/ajax/product_data_for_google/', '/ajax/cookie-track/'].includes(new URL(request.url()).pathname));
    await page.goto('/basket/');
    await waitForWidgets(page);
    await click(page, removeOnPage(page, first!.basketid));
    await expect(counter(page)).toHaveText('1');
    await requestsSeen(page);
    expect(trackingSent()).toEqual([]);
    expect(await removals()).toEqual([]);

    await page.goto('/basket/?production=1');
    await waitForWidgets(page);
    await click(page, removeOnPage(page, second!.basketid));
    await expect(counter(page)).toHaveText('0');
    await expect.poll(removals).toEqual(expect.arrayContaining(['/ajax/product_data_for_google/', '/ajax/cookie-track/']));
    await expect.poll(async () => (await dataLayerEvents(page, 'remove_from_cart')).length).toBe(1);
    expect((await dataLayerEvents(page, 'remove_from_cart'))[0]!.ecommerce.items[0]).toMatchObject({ item_id: '1063', quantity: 1 });
  });
});
