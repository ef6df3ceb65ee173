import { products } from '../../fixtures/catalog/index.ts';
import { test, expect, waitForWidgets, unexpectedErrors } from './fixtures.ts';
import { click } from './people.ts';

// A product without sizes whose add brings recommendations.
const recommending = products.find((product) => product.singleBasket && product.sizes.length === 0)!;

for (const root of ['/', '/ua/'] as const) {
  const [title, goToCart, cart] = root === '/' ? ['Добавлено в корзину', 'Перейти в корзину', 'Корзина'] : ['Додано до кошика', 'Перейти до кошика', 'Кошик'];

  test(`single-basket: an add with recommendations opens them, and the way on to the cart (${root})`, async ({ page, log }) => {
    await page.goto(`${root}product/${recommending.id}/`);
    await waitForWidgets(page);
    const buy = page.locator('.product__buy [data-widget="buy-button"] button');
    await click(page, buy);
    const panel = page.getByRole('dialog', { name: title });
    await expect(panel.locator('.single-basket__item')).toHaveCount(4);
    await expect(panel.locator('.single-basket__image').first()).toHaveAttribute('width', '196');
    await expect(panel.locator('.single-basket__image').first()).toHaveAttribute('height', '253');
    await click(page, panel.getByRole('button', { name: goToCart }));
    await expect(panel).toHaveCount(0);
    const cartPanel = page.getByRole('dialog', { name: cart });
    await expect(cartPanel.locator('.cart-line')).toHaveCount(1);
    // Closing the cart panel gives focus back to the buy button the shopper started from.
    await page.keyboard.press('Escape');
    await expect(buy).toBeFocused();
    expect(log.pageErrors).toEqual([]);
    expect(unexpectedErrors(log)).toEqual([]);
  });
}

test('single-basket: a page without the cart panel links on to the cart page instead', async ({ page }) => {
  await page.goto(`/product/${recommending.id}/?qa_without=mini-cart`);
  await waitForWidgets(page);
  await click(page, page.locator('.product__buy [data-widget="buy-button"] button'));
  const panel = page.getByRole('dialog', { name: 'Добавлено в корзину' });
  await expect(panel.getByRole('link', { name: 'Перейти в корзину' })).toHaveAttribute('href', '/basket/');
});
