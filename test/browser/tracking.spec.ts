// Tracking as the widget READMEs and docs/api.md name it and as GA4 defines its events: on
// production pages only, never an event or field they do not have. Every check waits for the
// condition itself (a call logged, a dataLayer entry pushed), not for a neighbouring signal.
import type { Page } from '@playwright/test';
import { products } from '../../fixtures/catalog/index.ts';
import { test, expect, dataLayerEvents, requestsSeen, requestsSent, seedVisitor, trackingCalls, waitForWidgets } from './fixtures.ts';
import { click } from './people.ts';

const described = async (page: Page) => (await trackingCalls(page)).map((call) => `${call.path} ${call.fields.type ?? call.fields.action}`).sort();

/** The page's pixel, recording what the bundle asks it to send. */
async function recordPixel(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: unknown[][] = [];
    (window as unknown as { fbq: (...args: unknown[]) => void; __pixel: unknown[][] }).__pixel = calls;
    (window as unknown as { fbq: (...args: unknown[]) => void }).fbq = (...args: unknown[]) => calls.push(args);
  });
}
const pixel = (page: Page) => page.evaluate(() => (window as unknown as { __pixel: unknown[][] }).__pixel);

test.describe('tracking', () => {
  test('select_item: following a product link of a listing tile (a product chosen from a list)', async ({ page }) => {
    await page.goto('/catalog/krossovki/?production=1');
    await waitForWidgets(page);
    const tile = page.locator('main .tile').nth(1);
    const productId = (await tile.getAttribute('data-product-id'))!;
    await click(page, tile.locator('.tile__name a'));
    await expect(page).toHaveURL(new RegExp(`/product/${productId}/$`));
    // The call was sent with keepalive as the page was left.
    await expect.poll(() => described(page)).toEqual(['/ajax/product_data_for_google/ select_item']);
    expect((await trackingCalls(page))[0]!.fields.cid).toBe(productId);
  });

  test('select_item: following a recommendation in the panel an add opened', async ({ page }) => {
    const recommending = products.find((product) => product.singleBasket && product.sizes.length === 0)!;
    await page.goto(`/product/${recommending.id}/?production=1`);
    await waitForWidgets(page);
    await click(page, page.locator('.product__buy [data-widget="buy-button"] button'));
    const item = page.getByRole('dialog', { name: 'Добавлено в корзину' }).locator('.single-basket__item').first();
    const productId = (await item.getAttribute('data-product-id'))!;
    await click(page, item.locator('a'));
    await expect(page).toHaveURL(new RegExp(`/product/${productId}/$`));
    await expect.poll(async () => (await trackingCalls(page)).filter((call) => call.fields.type === 'select_item').map((call) => call.fields.cid)).toEqual([productId]);
  });

  test('select_item: opening a quick view, with the product described by product_data; nothing for a size choice', async ({ page }) => {
    await page.goto('/catalog/krossovki/?production=1');
    await waitForWidgets(page);
    const tile = page.locator('main .tile').nth(2);
    const productId = (await tile.getAttribute('data-product-id'))!;
    await click(page, tile.locator('[data-widget="size-picker"] .size').first());
    await click(page, tile.locator('[data-widget="quick-view"]'));
    await expect.poll(async () => (await dataLayerEvents(page, 'select_item')).length).toBe(1);
    const [event] = await dataLayerEvents(page, 'select_item');
    expect(event!.ecommerce.items).toEqual([expect.objectContaining({ item_id: productId, item_name: expect.any(String), item_brand: expect.any(String), quantity: 1 })]);
    expect(await described(page)).toEqual(['/ajax/product_data_for_google/ product_data', '/ajax/product_data_for_google/ select_item']);
  });

  test('nothing goes out off production pages', async ({ page }) => {
    await page.goto('/catalog/krossovki/');
    await waitForWidgets(page);
    const tile = page.locator('main .tile').nth(2);
    await click(page, tile.locator('[data-widget="quick-view"]'));
    await expect(page.getByRole('dialog').locator('.quick-view')).toBeVisible();
    await click(page, page.getByRole('dialog').locator('.fav'));
    await expect(page.locator('[data-widget="favourites-counter"]')).toHaveText('1');
    await page.keyboard.press('Escape');
    await click(page, tile.locator('.tile__name a'));
    await page.waitForURL(/\/product\//);
    expect(await trackingCalls(page)).toEqual([]);
  });

  test("add_to_wishlist: the event and cookie calls, the pixel with the server's event id, GA4 from the answer's productdata; never for managers", async ({ page, baseURL }) => {
    await recordPixel(page);
    await page.goto('/product/1004/?production=1');
    await waitForWidgets(page);
    await click(page, page.locator('.product__title-row .fav'));
    await expect.poll(() => described(page)).toEqual(['/ajax/cookie-track/ add_to_wishlist', '/ajax/product_data_for_google/ add_to_wishlist']);
    await expect.poll(async () => (await dataLayerEvents(page, 'add_to_wishlist')).length).toBe(1);
    const [event] = await dataLayerEvents(page, 'add_to_wishlist');
    // The favourite answer described the product: no product_data call was needed for GA4.
    expect(event!.ecommerce.items).toEqual([expect.objectContaining({ item_id: '1004', item_name: expect.any(String), item_brand: expect.any(String), item_category: expect.any(String), quantity: 1 })]);
    expect(await pixel(page)).toEqual([['track', 'AddToWishlist', { content_ids: ['1004'], content_type: 'product' }, { eventID: expect.stringMatching(/^wishlist-/) }]]);

    await page.context().addCookies([{ name: 'fixture_manager', value: '1', url: baseURL! }]);
    const trackingSent = requestsSent(page, (request) => ['/ajax/cookie-track/', '/ajax/product_data_for_google/'].includes(new URL(request.url()).pathname));
    await page.goto('/product/1007/?production=1');
    await waitForWidgets(page);
    await click(page, page.locator('.product__title-row .fav'));
    await expect(page.locator('[data-widget="favourites-counter"]')).toHaveText('2');
    await requestsSeen(page);
    expect(trackingSent()).toEqual([]);
    expect(await trackingCalls(page)).toHaveLength(2);
    expect(await dataLayerEvents(page, 'add_to_wishlist')).toEqual([]);
  });

  test('add_to_cart: GA4 and the calls per product; the pixel AddToCart only when needEFFB asks and the visitor is no admin', async ({ page, baseURL }) => {
    await recordPixel(page);
    await page.goto('/product/1062/?production=1');
    await waitForWidgets(page);
    // First add of the product: the server asks for the retargeting event (needEFFB).
    await click(page, page.locator('.product__buy [data-widget="buy-button"] button'));
    await expect.poll(async () => (await dataLayerEvents(page, 'add_to_cart')).length).toBe(1);
    await expect.poll(() => described(page)).toEqual(['/ajax/cookie-track/ add_to_cart', '/ajax/product_data_for_google/ add_to_cart']);
    expect(await pixel(page)).toEqual([['track', 'AddToCart', expect.objectContaining({ content_ids: ['1062'] }), { eventID: expect.stringMatching(/^basket-/) }]]);
    const [event] = await dataLayerEvents(page, 'add_to_cart');
    expect(event!.ecommerce.items).toEqual([expect.objectContaining({ item_id: '1062', quantity: 1 })]);

    // Second add of the same product: no needEFFB, no pixel event; GA4 and the calls still go.
    // The panel the add opened shows after 300 ms: the shopper closes what they see.
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('.shop-dialog')).toHaveCount(0);
    await click(page, page.locator('.product__buy [data-widget="buy-button"] button'));
    await expect.poll(async () => (await dataLayerEvents(page, 'add_to_cart')).length).toBe(2);
    expect(await pixel(page)).toHaveLength(1);

    // An admin: the one retargeting event is skipped, even on a first add.
    await page.context().addCookies([{ name: 'fixture_admin', value: '1', url: baseURL! }]);
    await seedVisitor(page, {});
    await page.goto('/product/1063/?production=1');
    await waitForWidgets(page);
    await click(page, page.locator('.product__buy [data-widget="buy-button"] button'));
    await expect.poll(async () => (await dataLayerEvents(page, 'add_to_cart')).length).toBe(1);
    expect(await pixel(page)).toEqual([]);
  });
});
