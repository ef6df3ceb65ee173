import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, setFault, waitForWidgets, unexpectedErrors } from './fixtures.ts';

interface ServerLine {
  basketid: string;
  productid: number;
}

/** Puts products in this visitor's cart through the fake backend, as a buy button would. */
async function addToCart(request: APIRequestContext, ...productIds: string[]): Promise<void> {
  for (const id of productIds) {
    const response = await request.post('/ajax/basket_array/', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      form: { contentID: '1', sid: `blk1-${id}`, product_data: JSON.stringify([{ id, s: 'NOSIZE' }]) },
    });
    expect(response.ok()).toBe(true);
  }
}

async function serverCart(page: Page): Promise<ServerLine[]> {
  const response = await page.request.get('/qa/state.json');
  return ((await response.json()) as { cart: ServerLine[] }).cart;
}

async function trackedTypes(page: Page): Promise<string[]> {
  const response = await page.request.get('/qa/tracking.json');
  const { entries } = (await response.json()) as { entries: { path: string; fields: Record<string, string> }[] };
  return entries.filter((entry) => entry.fields.type === 'remove_from_cart').map((entry) => entry.path);
}

const openCart = (page: Page) => page.evaluate(() => document.dispatchEvent(new CustomEvent('shop:open-cart')));
const cartDialog = (page: Page) => page.getByRole('dialog', { name: 'Корзина' });
const counter = (page: Page) => page.locator('[data-widget="cart-counter"]');
const removeIn = (page: Page, scope: string, basketId: string) => page.locator(`${scope} .cart-line[data-basketid="${basketId}"] .cart-line__remove`);

for (const build of ['preact', 'react'] as const) {
  const query = (extra = '') => {
    const params = [build === 'react' ? 'build=react' : '', extra].filter(Boolean).join('&');
    return params ? `?${params}` : '';
  };

  test.describe(`cart (${build} build)`, () => {
    test('on the cart page a removal re-renders the cart without the line and counts one less', async ({ page, log }) => {
      await addToCart(page.request, '1062', '1063');
      const [first, second] = await serverCart(page);
      await page.goto(`/basket/${query()}`);
      await waitForWidgets(page);
      await expect(counter(page)).toHaveText('2');

      await removeIn(page, '[data-cart-page]', first!.basketid).click();
      await expect(page.locator(`[data-cart-page] .cart-line[data-basketid="${first!.basketid}"]`)).toHaveCount(0);
      await expect(page.locator('[data-cart-page] .cart-page__count')).toHaveText('(1)');
      await expect(page.locator(`[data-cart-page] .cart-line[data-basketid="${second!.basketid}"]`)).toHaveCount(1);
      await expect(counter(page)).toHaveText('1');
      expect((await serverCart(page)).map((line) => line.basketid)).toEqual([second!.basketid]);
      await expect(page).toHaveURL(/\/basket\/(\?.*)?$/);

      // The re-rendered cart's remove buttons work too.
      await removeIn(page, '[data-cart-page]', second!.basketid).click();
      await expect(page.locator('[data-cart-page] .cart-empty')).toBeVisible();
      await expect(counter(page)).toHaveText('0');
      expect(await serverCart(page)).toEqual([]);
      expect(unexpectedErrors(log)).toEqual([]);
      expect(log.pageErrors).toEqual([]);
      expect(log.cspViolations).toEqual([]);
    });

    test('shop:open-cart opens the cart aside with the first line highlighted once ever; Esc closes it and focus returns', async ({ page, log }) => {
      await addToCart(page.request, '1062', '1063');
      const [first, second] = await serverCart(page);
      await page.goto(`/product/1002/${query()}`);
      await waitForWidgets(page);
      await expect(page.locator('#mini-cart .mini-cart__link')).toHaveAttribute('href', '/basket/');

      await page.locator('.header__cart').focus();
      await openCart(page);
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
      expect(await page.evaluate(() => window.ShopWidgets!.store.openPanel.value)).toBeNull();

      await page.reload();
      await waitForWidgets(page);
      await openCart(page);
      await expect(cartDialog(page).locator('.cart-line')).toHaveCount(2);
      await expect(cartDialog(page).locator('.is-highlighted')).toHaveCount(0);
      expect(unexpectedErrors(log)).toEqual([]);
      expect(log.pageErrors).toEqual([]);
      expect(log.cspViolations).toEqual([]);
    });

    test('a line removed inside the mini-cart leaves it, the counter and the server', async ({ page, log }) => {
      await addToCart(page.request, '1062', '1063');
      const [first, second] = await serverCart(page);
      await page.goto(`/catalog/sumki/${query()}`);
      await waitForWidgets(page);
      await openCart(page);
      const dialog = cartDialog(page);
      await expect(dialog.locator('.cart-line')).toHaveCount(2);

      await removeIn(page, '[role="dialog"]', second!.basketid).click();
      await expect(dialog.locator(`.cart-line[data-basketid="${second!.basketid}"]`)).toHaveCount(0);
      await expect(dialog.locator(`.cart-line[data-basketid="${first!.basketid}"]`)).toHaveClass(/is-highlighted/);
      await expect(counter(page)).toHaveText('1');
      expect((await serverCart(page)).map((line) => line.basketid)).toEqual([first!.basketid]);
      // Focus stays in the dialog, so Esc still closes it.
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      expect(unexpectedErrors(log)).toEqual([]);
      expect(log.pageErrors).toEqual([]);
    });

    test('a failing removal keeps the line and says so; the same button works once the server is back', async ({ page, log, baseURL }) => {
      await addToCart(page.request, '1062');
      const [line] = await serverCart(page);
      await setFault(page, '500@/basket/remove/', baseURL!);
      await page.goto(`/basket/${query()}`);
      await waitForWidgets(page);
      await removeIn(page, '[data-cart-page]', line!.basketid).click();
      await expect(page.getByRole('alert')).toHaveText('Не удалось удалить товар. Попробуйте ещё раз.×', { timeout: 8000 });
      await expect(page.locator(`[data-cart-page] .cart-line[data-basketid="${line!.basketid}"]`)).toHaveCount(1);
      await expect(counter(page)).toHaveText('1');
      const button = page.locator(`[data-cart-page] .cart-line[data-basketid="${line!.basketid}"] .cart-remove__button`);
      await expect(button).toHaveAttribute('aria-disabled', 'false');
      expect(await serverCart(page)).toHaveLength(1);

      await page.context().clearCookies({ name: 'qa_fault' });
      await button.click();
      await expect(page.locator('[data-cart-page] .cart-empty')).toBeVisible();
      await expect(counter(page)).toHaveText('0');
      expect(log.pageErrors).toEqual([]);
      expect(unexpectedErrors(log)).toEqual([]);
    });

    test('the cart panel loads the popup itself when page init told it nothing', async ({ page, log, baseURL }) => {
      await addToCart(page.request, '1062');
      await setFault(page, '500@/ajax/tpl_action/', baseURL!);
      await page.goto(`/ua/product/1002/${query()}`);
      await waitForWidgets(page);
      await openCart(page);
      const dialog = page.getByRole('dialog', { name: 'Кошик' });
      await expect(dialog.locator('.cart-popup .cart-line')).toHaveCount(1);
      await expect(dialog.locator('.cart-line').first()).toHaveClass(/is-highlighted/);
      expect(log.pageErrors).toEqual([]);
      expect(unexpectedErrors(log)).toEqual([]);
    });

    test('the single-basket panel shows the recommendations and leads on to the cart', async ({ page, log }) => {
      const response = await page.request.post('/ajax/basket_array/', {
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
        form: { contentID: '1', sid: 'blk1-1001', product_data: JSON.stringify([{ id: '1064', s: 'NOSIZE' }]) },
      });
      const { singleBasket } = (await response.json()) as { singleBasket: string };
      await page.goto(`/product/1002/${query()}`);
      await waitForWidgets(page);
      await page.evaluate((html) => {
        const { store } = window.ShopWidgets!;
        store.singleBasketHtml.value = html;
        store.openPanel.value = 'single-basket';
      }, singleBasket);
      const panel = page.getByRole('dialog', { name: 'Добавлено в корзину' });
      await expect(panel.locator('.single-basket__item')).toHaveCount(4);
      await expect(panel.locator('.single-basket__image').first()).toHaveAttribute('width', '196');
      await expect(panel.locator('.single-basket__image').first()).toHaveAttribute('height', '253');
      await panel.getByRole('button', { name: 'Перейти в корзину' }).click();
      await expect(panel).toHaveCount(0);
      await expect(cartDialog(page).locator('.cart-line')).toHaveCount(1);
      expect(log.pageErrors).toEqual([]);
      expect(unexpectedErrors(log)).toEqual([]);
    });
  });
}

test('@mobile the cart opens as a full-screen layer on a phone', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'phone viewport only');
  await addToCart(page.request, '1062');
  await page.goto('/product/1002/');
  await waitForWidgets(page);
  await openCart(page);
  await expect(cartDialog(page)).toBeVisible();
  await expect(page.locator('.shop-dialog')).toHaveClass(/shop-dialog--layer/);
  const box = await cartDialog(page).boundingBox();
  expect(box?.width).toBe(390);
});

test('removal tracking goes out on production pages only', async ({ page }) => {
  await addToCart(page.request, '1062', '1063');
  const [first, second] = await serverCart(page);
  await page.goto('/basket/');
  await waitForWidgets(page);
  await removeIn(page, '[data-cart-page]', first!.basketid).click();
  await expect(counter(page)).toHaveText('1');
  await page.waitForTimeout(300);
  expect(await trackedTypes(page)).toEqual([]);

  await page.goto('/basket/?production=1');
  await waitForWidgets(page);
  await removeIn(page, '[data-cart-page]', second!.basketid).click();
  await expect(counter(page)).toHaveText('0');
  await expect.poll(() => trackedTypes(page)).toEqual(expect.arrayContaining(['/ajax/product_data_for_google/', '/ajax/cookie-track/']));
  // The GA4 push waits for the product data call, after the removal itself.
  const removals = () =>
    page.evaluate(() =>
      ((window as unknown as { dataLayer?: { event?: string; ecommerce?: { items: { item_id: string }[] } }[] }).dataLayer ?? []).filter(
        (e) => e.event === 'remove_from_cart',
      ),
    );
  await expect.poll(async () => (await removals()).length).toBe(1);
  const dataLayer = await removals();
  expect(dataLayer[0]!.ecommerce!.items[0]).toMatchObject({ item_id: '1063', quantity: 1 });
});

test('with a throwing localStorage the cart still opens and highlights once per page', async ({ page, log }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  await addToCart(page.request, '1062');
  await page.goto('/product/1002/');
  await waitForWidgets(page);
  expect(await page.evaluate(() => {
    try {
      void window.localStorage;
      return 'readable';
    } catch {
      return 'throws';
    }
  })).toBe('throws');
  await openCart(page);
  await expect(cartDialog(page).locator('.cart-line').first()).toHaveClass(/is-highlighted/);
  await page.keyboard.press('Escape');
  await expect(cartDialog(page)).toHaveCount(0);
  await openCart(page);
  await expect(cartDialog(page).locator('.cart-line')).toHaveCount(1);
  await expect(cartDialog(page).locator('.is-highlighted')).toHaveCount(0);
  expect(log.pageErrors).toEqual([]);
  expect(unexpectedErrors(log)).toEqual([]);
});

test('axe: the open cart panel with a mounted remove button, and the single-basket panel', async ({ page }) => {
  test.setTimeout(60_000);
  const response = await page.request.post('/ajax/basket_array/', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    form: { contentID: '1', sid: 'blk1-1064', product_data: JSON.stringify([{ id: '1064', s: 'NOSIZE' }]) },
  });
  const { singleBasket } = (await response.json()) as { singleBasket: string };
  await page.goto('/ua/product/1002/');
  await waitForWidgets(page);
  await openCart(page);
  const cart = page.getByRole('dialog', { name: 'Кошик' });
  await cart.locator('.cart-line__remove').first().hover();
  await expect(cart.locator('.cart-remove__button')).toHaveCount(1);
  const axe = async () => {
    // The fixture's cart line image link (`<a class="cart-line__image"><img alt=""></a>`) has no name:
    // a server HTML issue reported to the fixture owners, not part of what the widgets render.
    const results = await new AxeBuilder({ page }).include('.shop-dialog').exclude('.cart-line__image').analyze();
    return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
  };
  expect(await axe()).toEqual([]);

  await page.keyboard.press('Escape');
  await page.evaluate((html) => {
    const { store } = window.ShopWidgets!;
    store.singleBasketHtml.value = html;
    store.openPanel.value = 'single-basket';
  }, singleBasket);
  await expect(page.getByRole('dialog', { name: 'Додано до кошика' })).toBeVisible();
  expect(await axe()).toEqual([]);
});
