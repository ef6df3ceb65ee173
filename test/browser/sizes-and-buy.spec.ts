import type { Locator, Page, Request } from '@playwright/test';
import { test, expect, setFault, waitForWidgets, unexpectedErrors } from './fixtures.ts';

// Product 1002: sizes S, M, L (M and L reserved), no recommendations. 1001: recommendations.
// 1004: XL does not count toward the two. 1062: no sizes.
const sizePicker = (page: Page) => page.locator('article.product [data-widget="size-picker"]');
const sizeButton = (page: Page, label: string) => sizePicker(page).getByRole('button', { name: label, exact: true });
const buyButton = (page: Page) => page.locator('.product__buy form.buy button');
const selectBuy = (page: Page) => page.locator('.product-qa-buy form.buy');
const counter = (page: Page) => page.locator('[data-widget="cart-counter"]');
const notice = (page: Page) => page.locator('.shop-notice');

const texts = {
  ru: {
    root: '/',
    limit: 'Можно выбрать только два размера',
    required: 'Для покупки укажите размер!',
    choose: 'выберите размер',
    buy: 'Купить',
    failed: 'Не удалось добавить товар в корзину. Попробуйте ещё раз.',
    reserved: 'Выбранный размер зарезервирован.',
    manufacturer: 'Размер производителя: IT 40; IT 42',
  },
  ua: {
    root: '/ua/',
    limit: 'Можна вибрати лише два розміри',
    required: 'Для покупки вкажіть розмір!',
    choose: 'виберіть розмір',
    buy: 'Купити',
    failed: 'Не вдалося додати товар до кошика. Спробуйте ще раз.',
    reserved: 'Вибраний розмір зарезервовано.',
    manufacturer: 'Розмір виробника: IT 40; IT 42',
  },
} as const;

interface CartLine {
  productid: number;
  size: string | null;
}

async function serverCart(page: Page): Promise<CartLine[]> {
  const response = await page.request.get('/qa/state.json');
  return ((await response.json()) as { cart: CartLine[] }).cart;
}

async function cartAddCalls(page: Page): Promise<number> {
  const response = await page.request.get('/qa/calls.json');
  const { calls } = (await response.json()) as { calls: { path: string }[] };
  return calls.filter((call) => call.path === '/ajax/basket_array/').length;
}

const openPanel = (page: Page) => page.evaluate(() => window.ShopWidgets!.store.openPanel.value);
const contentId = (page: Page) => page.evaluate(() => window.ShopWidgets!.store.pageContext.value.contentId);

function isCartAdd(request: Request): boolean {
  return request.method() === 'POST' && new URL(request.url()).pathname === '/ajax/basket_array/';
}

/**
 * The form body of the cart add that `request` sent, product_data decoded. ky hands fetch a
 * Request whose body Chromium reports as a stream, so request.postData() is null: the body is
 * read back from the fixture server's call log, which records the form exactly as it arrived.
 */
async function cartAddBody(page: Page, request: Request): Promise<Record<string, unknown>> {
  await request.response();
  const response = await page.request.get('/qa/calls.json');
  const { calls } = (await response.json()) as { calls: { path: string; fields: Record<string, string> }[] };
  const adds = calls.filter((call) => call.path === '/ajax/basket_array/');
  const fields = adds[adds.length - 1]?.fields ?? {};
  return { ...fields, product_data: JSON.parse(fields.product_data ?? 'null') as unknown };
}

async function pressed(picker: Locator): Promise<string[]> {
  return picker.locator('button[aria-pressed="true"]').allTextContents();
}

for (const build of ['preact', 'react'] as const) {
  const query = build === 'react' ? '?build=react' : '';

  test.describe(`sizes and buy (${build} build)`, () => {
    test('two sizes can be chosen; a third is refused with the message and the selection stays', async ({ page, log }) => {
      page.on('dialog', (dialog) => {
        throw new Error(`unexpected ${dialog.type()} dialog: ${dialog.message()}`);
      });
      await page.goto(`/product/1002/${query}`);
      await waitForWidgets(page);
      expect(await page.evaluate(() => window.ShopWidgets!.build)).toBe(build);
      await expect(sizePicker(page).locator('a')).toHaveCount(0);

      await sizeButton(page, 'S').click();
      await sizeButton(page, 'M').click();
      expect(await pressed(sizePicker(page))).toEqual(['S', 'M']);
      await expect(sizePicker(page).locator('.sizes__so')).toHaveText(texts.ru.manufacturer);
      // Desktop: a reserved size raises no alert.
      await expect(sizePicker(page).getByRole('alert')).toHaveCount(0);

      await sizeButton(page, 'L').click();
      await expect(sizePicker(page).getByRole('alert')).toHaveText(texts.ru.limit);
      await expect(sizeButton(page, 'L')).toHaveAttribute('aria-pressed', 'false');
      expect(await pressed(sizePicker(page))).toEqual(['S', 'M']);
      expect(await page.evaluate(() => window.ShopWidgets!.store.selectedSizes.value.get('1002'))).toEqual(['10020', '10021']);

      // The next change clears the message.
      await sizeButton(page, 'S').click();
      await expect(sizePicker(page).getByRole('alert')).toHaveCount(0);
      await sizeButton(page, 'L').click();
      expect(await pressed(sizePicker(page))).toEqual(['M', 'L']);
      expect(unexpectedErrors(log)).toEqual([]);
      expect(log.pageErrors).toEqual([]);
      expect(log.cspViolations).toEqual([]);
    });

    test('buying with two sizes sends them in choice order; without recommendations the cart opens', async ({ page }) => {
      await page.goto(`/product/1002/${query}`);
      await waitForWidgets(page);
      await expect(counter(page)).toHaveText('0');
      await sizeButton(page, 'M').click();
      await sizeButton(page, 'S').click();
      const request = page.waitForRequest(isCartAdd);
      await buyButton(page).click();
      expect(await cartAddBody(page, await request)).toEqual({
        contentID: await contentId(page),
        sid: 'blk1-1002',
        product_data: [
          { id: '1002', s: '10021' },
          { id: '1002', s: '10020' },
        ],
      });
      await expect.poll(() => openPanel(page)).toBe('cart');
      await expect(counter(page)).toHaveText('2');
      expect(await serverCart(page)).toEqual([
        expect.objectContaining({ productid: 1002, size: '10021' }),
        expect.objectContaining({ productid: 1002, size: '10020' }),
      ]);
    });
  });
}

test.describe('sizes and buy', () => {
  for (const lang of ['ru', 'ua'] as const) {
    const text = texts[lang];

    test(`${lang}: the limit message, the size-required message and the hover label`, async ({ page }) => {
      await page.goto(`${text.root}product/1002/`);
      await waitForWidgets(page);
      await sizeButton(page, 'S').click();
      await sizeButton(page, 'M').click();
      await sizeButton(page, 'L').click();
      await expect(sizePicker(page).getByRole('alert')).toHaveText(text.limit);
      await expect(sizePicker(page).locator('.sizes__so')).toHaveText(text.manufacturer);

      await page.goto(`${text.root}product/1003/`);
      await waitForWidgets(page);
      await expect(buyButton(page)).toHaveText(text.buy);
      await buyButton(page).hover();
      await expect(buyButton(page)).toHaveText(text.choose);
      await page.mouse.move(0, 0);
      await expect(buyButton(page)).toHaveText(text.buy);

      await buyButton(page).click();
      await expect(notice(page)).toContainText(text.required);
      await page.waitForTimeout(200);
      expect(await cartAddCalls(page)).toBe(0);
      expect(await serverCart(page)).toEqual([]);
    });
  }

  test('a product without a needed size is not bought: the select variant says so too', async ({ page }) => {
    await page.goto('/product/1002/');
    await waitForWidgets(page);
    await selectBuy(page).getByRole('button').click();
    await expect(notice(page)).toContainText(texts.ru.required);
    expect(await cartAddCalls(page)).toBe(0);
  });

  test("the select variant sends the option's text; with recommendations the single-basket panel opens", async ({ page }) => {
    await page.goto('/product/1001/');
    await waitForWidgets(page);
    await selectBuy(page).getByRole('combobox', { name: 'Размер' }).selectOption({ label: 'M' });
    const request = page.waitForRequest(isCartAdd);
    await selectBuy(page).getByRole('button').click();
    expect(await cartAddBody(page, await request)).toEqual({ contentID: await contentId(page), sid: 'blk1-1001', product_data: [{ id: '1001', s: 'M' }] });
    await expect.poll(() => openPanel(page)).toBe('single-basket');
    expect(await page.evaluate(() => window.ShopWidgets!.store.singleBasketHtml.value)).toContain('single-basket');
    expect(await serverCart(page)).toEqual([expect.objectContaining({ productid: 1001, size: '10012' })]);
  });

  test('two sizes of a product with recommendations open the single-basket panel', async ({ page }) => {
    await page.goto('/product/1001/');
    await waitForWidgets(page);
    await sizeButton(page, 'L').click();
    await sizeButton(page, 'XS').click();
    const request = page.waitForRequest(isCartAdd);
    await buyButton(page).click();
    expect((await cartAddBody(page, await request)).product_data).toEqual([
      { id: '1001', s: '10013' },
      { id: '1001', s: '10010' },
    ]);
    await expect.poll(() => openPanel(page)).toBe('single-basket');
    await expect(counter(page)).toHaveText('2');
  });

  test('a product without sizes is bought as NOSIZE', async ({ page }) => {
    await page.goto('/product/1062/');
    await waitForWidgets(page);
    const request = page.waitForRequest(isCartAdd);
    await buyButton(page).click();
    expect((await cartAddBody(page, await request)).product_data).toEqual([{ id: '1062', s: 'NOSIZE' }]);
    await expect(counter(page)).toHaveText('1');
  });

  test('a no-limit size joins two others', async ({ page }) => {
    await page.goto('/product/1004/');
    await waitForWidgets(page);
    await sizeButton(page, 'M').click();
    await sizeButton(page, 'L').click();
    await sizeButton(page, 'XL').click();
    expect(await pressed(sizePicker(page))).toEqual(['M', 'L', 'XL']);
    await expect(sizePicker(page).getByRole('alert')).toHaveCount(0);
  });

  test('on the cart page an add reloads the cart section in place', async ({ page }) => {
    await page.goto('/qa/');
    const added = await page.request.post('/ajax/basket_array/', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      form: { contentID: '', sid: 'blk1-1002', product_data: JSON.stringify([{ id: '1002', s: '10020' }]) },
    });
    expect(added.ok()).toBe(true);
    await page.goto('/basket/');
    await waitForWidgets(page);
    const section = page.locator('[data-cart-page]');
    await expect(section.locator('.cart-line')).toHaveCount(1);
    await expect(counter(page)).toHaveText('1');

    // The cart page shows no buy button of its own: put one on it, as a recommendation block would.
    await page.evaluate(() => {
      const form = document.createElement('form');
      form.className = 'buy';
      form.method = 'post';
      form.action = '/basket/add/';
      form.dataset.widget = 'buy-button';
      form.dataset.productId = '1062';
      form.dataset.sid = 'blk9-1062';
      form.dataset.noSizes = '1';
      const button = document.createElement('button');
      button.type = 'submit';
      button.className = 'button button--buy';
      button.textContent = 'Купить';
      form.append(button);
      document.querySelector('main')!.append(form);
    });
    const reload = page.waitForRequest((request) => new URL(request.url()).pathname === '/basket/' && request.headers()['x-requested-with'] === 'XMLHttpRequest');
    await page.locator('main > form.buy button').click();
    await reload;
    await expect(section.locator('.cart-line')).toHaveCount(2);
    await expect(section.locator('.cart-line[data-product-id="1062"]')).toHaveCount(1);
    await expect(section.locator('.cart-page__count')).toHaveText('(2)');
    await expect(counter(page)).toHaveText('2');
    expect(await openPanel(page)).toBeNull();
    await expect(page).toHaveURL(/\/basket\/$/);
  });

  for (const fault of ['500', 'hang', 'malformed'] as const) {
    test(`a ${fault} answer re-enables the button, says so and adds nothing`, async ({ page, log, baseURL }) => {
      await setFault(page, `${fault}@/ajax/basket_array/`, baseURL!);
      await page.goto('/product/1062/?qa_timeout=1500');
      await waitForWidgets(page);
      await expect(counter(page)).toHaveText('0');
      await buyButton(page).click();
      if (fault === 'hang') {
        await expect(buyButton(page)).toBeDisabled();
        await expect(buyButton(page)).toHaveAttribute('aria-busy', 'true');
      }
      await expect(notice(page)).toContainText(texts.ru.failed, { timeout: 8000 });
      await expect(buyButton(page)).toBeEnabled();
      await expect(buyButton(page)).toHaveAttribute('aria-busy', 'false');
      await expect(counter(page)).toHaveText('0');
      expect(await openPanel(page)).toBeNull();
      expect(await serverCart(page)).toEqual([]);
      expect(log.pageErrors).toEqual([]);
      expect(unexpectedErrors(log)).toEqual([]);

      // The switch off, the same button works again.
      await page.context().clearCookies({ name: 'qa_fault' });
      await buyButton(page).click();
      await expect(counter(page)).toHaveText('1');
      expect(await serverCart(page)).toHaveLength(1);
    });
  }

  test('the failure message is Ukrainian on /ua/ pages', async ({ page, baseURL }) => {
    await setFault(page, '500@/ajax/basket_array/', baseURL!);
    await page.goto('/ua/product/1062/');
    await waitForWidgets(page);
    await buyButton(page).click();
    await expect(notice(page)).toContainText(texts.ua.failed);
  });

  test('a double click adds once', async ({ page, baseURL }) => {
    // A slow answer keeps the first add in flight while the second click lands.
    await setFault(page, 'slow@/ajax/basket_array/', baseURL!);
    await page.goto('/product/1062/');
    await waitForWidgets(page);
    await buyButton(page).dblclick();
    await expect(buyButton(page)).toBeDisabled();
    await expect(counter(page)).toHaveText('1', { timeout: 8000 });
    await expect(buyButton(page)).toBeEnabled();
    expect(await serverCart(page)).toHaveLength(1);
    expect(await cartAddCalls(page)).toBe(1);
  });

  test('production pages track the product selection and the add', async ({ page }) => {
    await page.goto('/product/1002/?production=1');
    await waitForWidgets(page);
    await sizeButton(page, 'S').click();
    await buyButton(page).click();
    await expect(counter(page)).toHaveText('1');
    const tracked = async () => {
      const response = await page.request.get('/qa/tracking.json');
      const { entries } = (await response.json()) as { entries: { path: string; fields: Record<string, string> }[] };
      return entries.map((entry) => `${entry.path} ${entry.fields.action ?? ''} ${entry.fields.type ?? ''}`.replace(/\s+/g, ' ').trim()).sort();
    };
    await expect.poll(tracked).toEqual([
      '/ajax/cookie-track/ add_to_cart',
      '/ajax/product_data_for_google/ event add_to_cart',
      '/ajax/product_data_for_google/ event select_item',
      '/ajax/product_data_for_google/ product_data',
    ]);
    const events = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).flatMap((entry) => (entry.event ? [entry.event] : [])),
    );
    expect(events).toEqual(['select_item', 'add_to_cart']);
  });

  test('@mobile a reserved size raises the reserved alert on a phone', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'phone viewport only');
    await page.goto('/product/1002/');
    await waitForWidgets(page);
    // The picker mounts near the viewport; on a phone the gallery comes first.
    await sizePicker(page).scrollIntoViewIfNeeded();
    await sizeButton(page, 'S').tap();
    await expect(sizeButton(page, 'S')).toHaveAttribute('aria-pressed', 'true');
    await expect(sizePicker(page).getByRole('alert')).toHaveCount(0);
    await sizeButton(page, 'M').tap();
    await expect(sizePicker(page).getByRole('alert')).toHaveText(texts.ru.reserved);
    await sizeButton(page, 'M').tap();
    await expect(sizePicker(page).getByRole('alert')).toHaveCount(0);
    // No hover on a phone: the buy button keeps its label.
    await expect(buyButton(page)).toHaveText(texts.ru.buy);
  });
});
