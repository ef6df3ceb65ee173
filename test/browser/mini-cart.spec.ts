import type { Page } from '@playwright/test';
import { test, expect, fireOpenCart, openCartPanel, seedVisitor, serverState, setFault, waitForWidgets, unexpectedErrors } from './fixtures.ts';
import { click } from './people.ts';

const cartDialog = (page: Page, name = 'Корзина') => page.getByRole('dialog', { name });
const counter = (page: Page) => page.locator('[data-widget="cart-counter"]');
const two = [
  { id: '1062', s: 'NOSIZE' },
  { id: '1063', s: 'NOSIZE' },
];

for (const build of ['preact', 'react'] as const) {
  const query = build === 'react' ? '?build=react' : '';

  test.describe(`mini-cart (${build} build)`, () => {
    test('shop:open-cart opens the aside with the first line highlighted once ever; Esc closes it and focus returns', async ({ page, log }) => {
      await seedVisitor(page, { cart: two });
      const [first, second] = (await serverState(page)).cart;
      await page.goto(`/product/1002/${query}`);
      await waitForWidgets(page);
      await expect(page.locator('#mini-cart .mini-cart__link')).toHaveAttribute('href', '/basket/');

      await page.locator('.header__cart').focus();
      await fireOpenCart(page);
      const dialog = cartDialog(page);
      await expect(dialog).toBeVisible();
      await expect(page.locator('.shop-dialog')).toHaveClass(/shop-dialog--aside/);
      await expect(dialog.locator('.cart-line')).toHaveCount(2);
      await expect(dialog.locator('.cart-line').first()).toHaveClass(/is-highlighted/);
      await expect(dialog.locator(`.cart-line[data-basketid="${second!.basketid}"]`)).not.toHaveClass(/is-highlighted/);
      const stored = await page.evaluate((id) => [localStorage.getItem('shopWidgets.cartHighlightDone'), localStorage.getItem(`shopWidgets.highlighted.${id}`)], first!.basketid);
      expect(stored).toEqual(['1', '1']);

      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(page.locator('.header__cart')).toBeFocused();

      await page.reload();
      await waitForWidgets(page);
      await fireOpenCart(page);
      await expect(cartDialog(page).locator('.cart-line')).toHaveCount(2);
      await expect(cartDialog(page).locator('.is-highlighted')).toHaveCount(0);
      expect(unexpectedErrors(log)).toEqual([]);
      expect(log.pageErrors).toEqual([]);
      expect(log.cspViolations).toEqual([]);
    });

    test('a line removed inside it leaves it, and every figure is the new one: total, counter, server', async ({ page, log }) => {
      await seedVisitor(page, { cart: two });
      const [first, second] = (await serverState(page)).cart;
      await page.goto(`/catalog/sumki/${query}`);
      await waitForWidgets(page);
      const dialog = await openCartPanel(page);
      await expect(dialog.locator('.cart-line')).toHaveCount(2);
      const total = dialog.locator('.cart-total strong');
      const bothTotal = await total.textContent();
      const firstPrice = await dialog.locator(`.cart-line[data-basketid="${first!.basketid}"] .cart-line__price`).textContent();

      await click(page, dialog.locator(`.cart-line[data-basketid="${second!.basketid}"] .cart-line__remove`));
      await expect(dialog.locator(`.cart-line[data-basketid="${second!.basketid}"]`)).toHaveCount(0);
      // The total is the server's new one, not the sum of both lines.
      await expect(total).toHaveText(firstPrice!);
      expect(firstPrice).not.toBe(bothTotal);
      await expect(dialog.locator(`.cart-line[data-basketid="${first!.basketid}"]`)).toHaveClass(/is-highlighted/);
      await expect(counter(page)).toHaveText('1');
      expect((await serverState(page)).cart.map((line) => line.basketid)).toEqual([first!.basketid]);
      // Focus stays in the dialog, so Esc still closes it.
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      expect(unexpectedErrors(log)).toEqual([]);
      expect(log.pageErrors).toEqual([]);
    });
  });
}

test.describe('mini-cart', () => {
  test('loads the popup itself when page init told it nothing', async ({ page, log, baseURL }) => {
    await seedVisitor(page, { cart: [{ id: '1062', s: 'NOSIZE' }] });
    await setFault(page, '500@/ajax/tpl_action/', baseURL!);
    await page.goto('/ua/product/1002/');
    await waitForWidgets(page);
    await fireOpenCart(page);
    const dialog = cartDialog(page, 'Кошик');
    await expect(dialog.locator('.cart-popup .cart-line')).toHaveCount(1);
    expect(log.pageErrors).toEqual([]);
    expect(unexpectedErrors(log)).toEqual([]);
  });

  for (const fault of ['html', 'malformed', '500'] as const) {
    test(`a ${fault} popup answer is a failure, never content: the known cart stays, else a message and a retry`, async ({ page, log, baseURL }) => {
      await seedVisitor(page, { cart: [{ id: '1062', s: 'NOSIZE' }] });
      await setFault(page, `${fault}@/ajax/block-basket-product/`, baseURL!);
      await page.goto('/product/1002/');
      await waitForWidgets(page);
      await fireOpenCart(page);
      const dialog = cartDialog(page);
      // Page init's cart html stays; the error page is nowhere.
      await expect(dialog.locator('.cart-line')).toHaveCount(1);
      await expect(dialog.locator('h1')).toHaveCount(0);
      await expect(dialog).not.toContainText('Error');
      await expect(dialog).not.toContainText('id_array');
      await page.keyboard.press('Escape');

      // With nothing known (page init failed too), a message, a retry and the cart page link.
      await setFault(page, `${fault}@/ajax/block-basket-product/,500@/ajax/tpl_action/`, baseURL!);
      await page.reload();
      await waitForWidgets(page);
      await fireOpenCart(page);
      await expect(dialog.getByRole('alert')).toHaveText('Не удалось загрузить корзину. Попробуйте ещё раз.');
      await expect(dialog.getByRole('link', { name: 'Перейти в корзину' })).toHaveAttribute('href', '/basket/');
      await page.context().clearCookies({ name: 'qa_fault' });
      await click(page, dialog.getByRole('button', { name: 'Повторить' }));
      await expect(dialog.locator('.cart-popup .cart-line')).toHaveCount(1);
      expect(log.pageErrors).toEqual([]);
    });
  }

  test('legacy code asking for a panel the page does not have gets a console error, and nothing opens', async ({ page, log }) => {
    await page.goto('/product/1002/?qa_without=mini-cart');
    await waitForWidgets(page);
    await fireOpenCart(page);
    await page.evaluate(() => document.dispatchEvent(new CustomEvent('shop:open-panel', { detail: { name: 'account' } })));
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await page.evaluate(() => window.ShopWidgets!.store.openPanel.value)).toBeNull();
    expect(log.errors).toEqual([
      '[shop-widgets] shop:open-panel: no panel "cart" on this page; it has "single-basket"',
      '[shop-widgets] shop:open-panel: no panel "account" on this page; it has "single-basket"',
    ]);
  });

  test('@mobile opens as a full-screen layer on a phone', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'phone viewport only');
    await seedVisitor(page, { cart: [{ id: '1062', s: 'NOSIZE' }] });
    await page.goto('/product/1002/');
    await waitForWidgets(page);
    await fireOpenCart(page);
    await expect(cartDialog(page)).toBeVisible();
    await expect(page.locator('.shop-dialog')).toHaveClass(/shop-dialog--layer/);
    const box = await cartDialog(page).boundingBox();
    expect(box?.width).toBe(390);
  });

  test('with a throwing localStorage it still opens and highlights once per page', async ({ page, log }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await seedVisitor(page, { cart: [{ id: '1062', s: 'NOSIZE' }] });
    await page.goto('/product/1002/');
    await waitForWidgets(page);
    await fireOpenCart(page);
    await expect(cartDialog(page).locator('.cart-line').first()).toHaveClass(/is-highlighted/);
    await page.keyboard.press('Escape');
    await expect(cartDialog(page)).toHaveCount(0);
    await fireOpenCart(page);
    await expect(cartDialog(page).locator('.cart-line')).toHaveCount(1);
    await expect(cartDialog(page).locator('.is-highlighted')).toHaveCount(0);
    expect(log.pageErrors).toEqual([]);
    expect(unexpectedErrors(log)).toEqual([]);
  });
});
