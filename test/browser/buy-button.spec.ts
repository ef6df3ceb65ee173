import type { Page } from '@playwright/test';
import { test, expect, callsTo, requestsSeen, requestsSent, serverState, setFault, waitForWidgets, unexpectedErrors } from './fixtures.ts';
import { chooseOption, click, hover, tap } from './people.ts';

// Product 1002: sizes S, M, L (M and L reserved), no recommendations. 1001: recommendations.
// 1062: no sizes.
const picker = (page: Page) => page.locator('article.product [data-widget="size-picker"]');
const size = (page: Page, label: string) => picker(page).locator('.size').filter({ hasText: new RegExp(`^${label}$`) });
const buyButton = (page: Page) => page.locator('.product__buy form.buy button');
const selectBuy = (page: Page) => page.locator('.product-qa-buy form.buy');
const counter = (page: Page) => page.locator('[data-widget="cart-counter"]');
const notice = (page: Page) => page.locator('.shop-notice');
const openPanel = (page: Page) => page.evaluate(() => window.ShopWidgets!.store.openPanel.value);
const contentId = (page: Page) => page.evaluate(() => window.ShopWidgets!.store.pageContext.value.contentId);
const cartLines = async (page: Page) => (await serverState(page)).cart;

const texts = {
  ru: { root: '/', required: 'Для покупки укажите размер!', choose: 'выберите размер', buy: 'Купить', failed: 'Не удалось добавить товар в корзину. Попробуйте ещё раз.', added: 'Добавлено в корзину' },
  ua: { root: '/ua/', required: 'Для покупки вкажіть розмір!', choose: 'виберіть розмір', buy: 'Купити', failed: 'Не вдалося додати товар до кошика. Спробуйте ще раз.', added: 'Додано до кошика' },
} as const;

/** The form fields of the last cart add, as the fake backend received them (product_data decoded). */
async function lastCartAdd(page: Page): Promise<Record<string, unknown>> {
  const response = await page.request.get('/qa/calls.json');
  const { calls } = (await response.json()) as { calls: { path: string; fields: Record<string, string> }[] };
  const fields = calls.filter((call) => call.path === '/ajax/basket_array/').at(-1)?.fields ?? {};
  return { ...fields, product_data: JSON.parse(fields.product_data ?? 'null') as unknown };
}

for (const build of ['preact', 'react'] as const) {
  test(`buy-button (${build} build): buying with two sizes sends them in choice order; without recommendations the cart opens`, async ({ page }) => {
    await page.goto(`/product/1002/${build === 'react' ? '?build=react' : ''}`);
    await waitForWidgets(page);
    await expect(counter(page)).toHaveText('0');
    await click(page, size(page, 'M'));
    await click(page, size(page, 'S'));
    await click(page, buyButton(page));
    await expect.poll(() => openPanel(page)).toBe('cart');
    expect(await lastCartAdd(page)).toEqual({
      contentID: await contentId(page),
      sid: 'blk1-1002',
      product_data: [
        { id: '1002', s: '10021' },
        { id: '1002', s: '10020' },
      ],
    });
    await expect(counter(page)).toHaveText('2');
    expect(await cartLines(page)).toEqual([expect.objectContaining({ productid: 1002, size: '10021' }), expect.objectContaining({ productid: 1002, size: '10020' })]);
  });
}

test.describe('buy-button', () => {
  for (const lang of ['ru', 'ua'] as const) {
    const text = texts[lang];

    test(`${lang}: hovering without a size relabels it without growing or pushing anything; no size, no call`, async ({ page }) => {
      const adds = requestsSent(page, (request) => new URL(request.url()).pathname === '/ajax/basket_array/');
      await page.goto(`${text.root}product/1003/`);
      await waitForWidgets(page);
      const button = buyButton(page);
      const neighbour = page.locator('.product__buy > .fav');
      await expect(button).toHaveAccessibleName(text.buy);
      const [buttonBefore, neighbourBefore] = [await button.boundingBox(), await neighbour.boundingBox()];
      await hover(page, button);
      await expect(button).toHaveAccessibleName(text.choose);
      expect(await button.boundingBox()).toEqual(buttonBefore);
      expect(await neighbour.boundingBox()).toEqual(neighbourBefore);
      await page.mouse.move(0, 0);
      await expect(button).toHaveAccessibleName(text.buy);

      await click(page, button);
      await expect(notice(page)).toContainText(text.required);
      await requestsSeen(page);
      expect(adds()).toEqual([]);
      expect(await callsTo(page, '/ajax/basket_array/')).toBe(0);
      expect(await cartLines(page)).toEqual([]);
    });
  }

  test("the 'choose a size' message goes as soon as a size is chosen: it never sits over the added panel", async ({ page }) => {
    await page.goto('/product/1002/');
    await waitForWidgets(page);
    await click(page, buyButton(page));
    await expect(notice(page)).toContainText(texts.ru.required);
    await click(page, size(page, 'S'));
    await expect(notice(page)).toHaveCount(0);
    await click(page, buyButton(page));
    await expect(page.getByRole('dialog', { name: 'Корзина' })).toBeVisible();
    await expect(notice(page)).toHaveCount(0);
  });

  for (const lang of ['ru', 'ua'] as const) {
    test(`the server's own select of the form is one more picker; a size chosen in it is sent as its text, a size link's as its key (${lang})`, async ({ page }) => {
      await page.goto(`${texts[lang].root}product/1002/`);
      await waitForWidgets(page);
      const select = page.locator('.product__buy form.buy select');
      await click(page, size(page, 'M'));
      await expect(select).toHaveValue('10021');
      await chooseOption(page, select, 'L');
      await expect(size(page, 'L')).toHaveAttribute('aria-pressed', 'true');
      await expect(size(page, 'M')).toHaveAttribute('aria-pressed', 'false');
      await click(page, buyButton(page));
      await expect.poll(() => openPanel(page)).toBe('cart');
      // The size key, or the size text from a select (docs/markers.md).
      expect((await lastCartAdd(page)).product_data).toEqual([{ id: '1002', s: 'L' }]);
      // Esc once the panel's box shows (a dialog takes no keys before).
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect.poll(() => openPanel(page)).toBeNull();
      // The size link used last: its key.
      await click(page, size(page, 'S'));
      await click(page, size(page, 'L'));
      await click(page, buyButton(page));
      await expect.poll(async () => (await lastCartAdd(page)).product_data).toEqual([{ id: '1002', s: '10020' }]);
    });
  }

  test('the select variant sends the option text; with recommendations the single-basket panel opens', async ({ page }) => {
    await page.goto('/product/1001/');
    await waitForWidgets(page);
    await click(page, selectBuy(page).getByRole('button'));
    await expect(notice(page)).toContainText(texts.ru.required);
    await chooseOption(page, selectBuy(page).getByRole('combobox', { name: 'Размер' }), 'M');
    await click(page, selectBuy(page).getByRole('button'));
    await expect.poll(() => openPanel(page)).toBe('single-basket');
    expect(await lastCartAdd(page)).toEqual({ contentID: await contentId(page), sid: 'blk1-1001', product_data: [{ id: '1001', s: 'M' }] });
    expect(await cartLines(page)).toEqual([expect.objectContaining({ productid: 1001, size: '10012' })]);
  });

  test('a product without sizes is bought as NOSIZE', async ({ page }) => {
    await page.goto('/product/1062/');
    await waitForWidgets(page);
    await click(page, buyButton(page));
    await expect(counter(page)).toHaveText('1');
    expect((await lastCartAdd(page)).product_data).toEqual([{ id: '1062', s: 'NOSIZE' }]);
  });

  test("on the cart page: a tile without a size picker buys with its select, in hint mode, and the cart reloads in place", async ({ page }) => {
    await page.goto('/basket/');
    await waitForWidgets(page);
    const section = page.locator('[data-cart-page]');
    await expect(section.locator('.cart-empty')).toBeVisible();
    const offer = page.locator('.cart-offers .tile').first();
    const form = offer.locator('form.buy');
    await expect(offer.locator('[data-widget="size-picker"]')).toHaveCount(0);

    // Hint mode: the missing size is pointed out next to the button for a second, not as a message.
    await click(page, form.locator('button'));
    const hint = form.getByRole('status');
    await expect(hint).toHaveText(texts.ru.required);
    await expect(notice(page)).toHaveCount(0);
    await expect(hint).toHaveText('', { timeout: 3000 });

    await chooseOption(page, form.locator('select'), await form.locator('select option').nth(1).innerText());
    await click(page, form.locator('button'));
    await expect(section.locator('.cart-line')).toHaveCount(1);
    await expect(section.locator('.cart-page__count')).toHaveText('(1)');
    await expect(counter(page)).toHaveText('1');
    expect(await openPanel(page)).toBeNull();
    await expect(page).toHaveURL(/\/basket\/$/);
  });

  for (const fault of ['500', 'hang', 'malformed', 'html'] as const) {
    test(`a ${fault} answer re-enables the button, says so, adds nothing, and was sent once`, async ({ page, log, baseURL }) => {
      await setFault(page, `${fault}@/ajax/basket_array/`, baseURL!);
      await page.goto('/product/1062/?qa_timeout=1500');
      await waitForWidgets(page);
      await click(page, buyButton(page));
      if (fault === 'hang') await expect(buyButton(page)).toHaveAttribute('aria-busy', 'true');
      await expect(notice(page)).toContainText(texts.ru.failed, { timeout: 8000 });
      await expect(buyButton(page)).toHaveAttribute('aria-disabled', 'false');
      await expect(buyButton(page)).toHaveAttribute('aria-busy', 'false');
      await expect(counter(page)).toHaveText('0');
      expect(await openPanel(page)).toBeNull();
      expect(await cartLines(page)).toEqual([]);
      expect(await callsTo(page, '/ajax/basket_array/')).toBe(1);
      expect(log.pageErrors).toEqual([]);
      expect(unexpectedErrors(log)).toEqual([]);

      // The switch off, the same button works again and the failure message goes.
      await page.context().clearCookies({ name: 'qa_fault' });
      await click(page, buyButton(page));
      await expect(counter(page)).toHaveText('1');
      await expect(notice(page)).toHaveCount(0);
      expect(await cartLines(page)).toHaveLength(1);
    });
  }

  test('the failure message is Ukrainian on /ua/ pages', async ({ page, baseURL }) => {
    await setFault(page, '500@/ajax/basket_array/', baseURL!);
    await page.goto('/ua/product/1062/');
    await waitForWidgets(page);
    await click(page, buyButton(page));
    await expect(notice(page)).toContainText(texts.ua.failed);
  });

  test('a double click adds once', async ({ page, baseURL }) => {
    // A slow answer keeps the first add in flight while the second click lands.
    await setFault(page, 'slow@/ajax/basket_array/', baseURL!);
    await page.goto('/product/1062/');
    await waitForWidgets(page);
    await hover(page, buyButton(page));
    await page.mouse.dblclick((await buyButton(page).boundingBox())!.x + 10, (await buyButton(page).boundingBox())!.y + 10);
    await expect(buyButton(page)).toHaveAttribute('aria-disabled', 'true');
    await expect(counter(page)).toHaveText('1', { timeout: 8000 });
    await expect(buyButton(page)).toHaveAttribute('aria-disabled', 'false');
    expect(await cartLines(page)).toHaveLength(1);
    expect(await callsTo(page, '/ajax/basket_array/')).toBe(1);
  });

  for (const lang of ['ru', 'ua'] as const) {
    test(`a page without the mini-cart still confirms the add (${lang})`, async ({ page }) => {
      await page.goto(`${texts[lang].root}product/1062/?qa_without=mini-cart,single-basket`);
      await waitForWidgets(page);
      await click(page, buyButton(page));
      await expect(page.getByRole('status').filter({ hasText: texts[lang].added })).toBeVisible();
      await expect(counter(page)).toHaveText('1');
    });
  }

  test('@mobile a tap buys; no hover on a phone, so the label never flips', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'phone viewport only');
    await page.goto('/product/1002/');
    await waitForWidgets(page);
    await tap(page, buyButton(page));
    await expect(buyButton(page)).toHaveAccessibleName(texts.ru.buy);
    await expect(notice(page)).toContainText(texts.ru.required);
    await tap(page, size(page, 'S'));
    await tap(page, buyButton(page));
    await expect(counter(page)).toHaveText('1');
  });
});
