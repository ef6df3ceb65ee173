import type { Page } from '@playwright/test';
import { findProduct } from '../../fixtures/catalog/index.ts';
import { formatMoney, REPRICE_STEP } from '../../fixtures/server/money.ts';
import { test, expect, repricePage, roots, waitForWidgets, unexpectedErrors } from './fixtures.ts';
import { click, hover } from './people.ts';

/** How many of the page's price markers are in each state. */
async function priceStates(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => {
    const counts: Record<string, number> = {};
    for (const marker of document.querySelectorAll('[data-widget="price"]')) {
      const state = window.ShopWidgets!.debug.state(marker) ?? 'none';
      counts[state] = (counts[state] ?? 0) + 1;
    }
    return counts;
  });
}

test.describe('runtime', () => {
  test('mounts the page markers at boot with no errors and no CSP violations', async ({ page, log }) => {
    await page.goto('/catalog/odezhda/');
    await waitForWidgets(page);
    const mounted = await roots(page);
    expect(mounted['favourites-counter']).toBe(1);
    expect(mounted['cart-counter']).toBe(1);
    // The side list's chunk is fetched when the browser is idle after boot; then it mounts.
    await expect.poll(async () => (await roots(page))['favourites-panel']).toBe(1);
    // Prices are looked at near the viewport: some, not all 40. They show what page init sent
    // already (the page was rendered with these prices), so they stay as the server rendered them.
    await expect.poll(async () => (await priceStates(page)).current ?? 0).toBeGreaterThan(0);
    expect((await priceStates(page)).current).toBeLessThan(40);
    expect(mounted.price ?? 0).toBe(0);
    // Favourites wait for the first interaction.
    expect(mounted.favourite ?? 0).toBe(0);
    const waiting = await page.evaluate(() => window.ShopWidgets!.debug.waiting());
    expect(waiting).toBeGreaterThanOrEqual(40);
    expect(log.errors).toEqual([]);
    expect(log.pageErrors).toEqual([]);
    expect(log.cspViolations).toEqual([]);
  });

  test('prices page init changed mount as they scroll into view, filled from page init', async ({ page, baseURL }) => {
    await repricePage(page, baseURL!);
    await page.goto('/catalog/odezhda/');
    await waitForWidgets(page);
    // Near the viewport: some, not all 40.
    await expect.poll(async () => (await roots(page)).price ?? 0).toBeGreaterThan(0);
    expect((await roots(page)).price).toBeLessThan(40);
    const last = page.locator('[data-widget="price"]').last();
    const product = findProduct((await last.getAttribute('data-product-id'))!)!;
    await expect(last.locator('.price__current')).toHaveText(formatMoney(product.price.UAH, 'UAH'));
    await last.scrollIntoViewIfNeeded();
    // The server's own price block from page init (its html), shown once mounted.
    await expect.poll(() => last.evaluate((el) => window.ShopWidgets!.debug.state(el))).toBe('mounted');
    await expect(last.locator('.price__server .price__current')).toHaveText(formatMoney(product.price.UAH + REPRICE_STEP, 'UAH'));
  });

  test('a price scrolled to that already shows what page init sent stays as the server rendered it', async ({ page }) => {
    await page.goto('/catalog/odezhda/');
    await waitForWidgets(page);
    const last = page.locator('[data-widget="price"]').last();
    const before = await last.innerHTML();
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => last.evaluate((el) => window.ShopWidgets!.debug.state(el))).toBe('current');
    expect(await last.innerHTML()).toBe(before);
    await expect(last.locator('.price__server')).toHaveCount(0);
  });

  test('mounts markers inserted later and unmounts removed ones', async ({ page }) => {
    await page.goto('/');
    await waitForWidgets(page);
    const before = await roots(page);
    await page.evaluate(() => {
      const box = document.createElement('div');
      box.id = 'late';
      box.innerHTML =
        '<span data-widget="favourite" data-mount="eager" data-product-id="1001"><a href="/favourites/">♡</a></span>' +
        '<div><span data-widget="cart-counter">7</span></div>';
      document.querySelector('main')!.append(box);
    });
    await expect(page.locator('#late [data-widget="favourite"] button')).toHaveCount(1);
    const during = await roots(page);
    expect(during.favourite).toBe((before.favourite ?? 0) + 1);
    expect(during['cart-counter']).toBe(before['cart-counter']! + 1);
    await page.evaluate(() => document.getElementById('late')!.remove());
    // Only the inserted widgets: the page's chunk widgets may mount meanwhile (their chunk comes at idle).
    const inserted = async () => {
      const now = await roots(page);
      return [now.favourite ?? 0, now['cart-counter']];
    };
    await expect.poll(inserted).toEqual([before.favourite ?? 0, before['cart-counter']]);
  });

  test('a bad marker logs one clear error and its neighbours still work', async ({ page, log }) => {
    await page.goto('/');
    await waitForWidgets(page);
    await page.evaluate(() => {
      document.querySelector('main')!.insertAdjacentHTML(
        'afterbegin',
        '<section id="bad"><span class="fav" data-widget="favourite" data-mount="eager"><a href="/favourites/">server fallback</a></span>' +
          '<span class="fav" data-widget="favourite" data-mount="eager" data-product-id="1001"><a href="/favourites/">ok</a></span></section>',
      );
    });
    await expect(page.locator('#bad button')).toHaveCount(1);
    await expect(page.locator('#bad span').first()).toHaveText('server fallback');
    const messages = log.errors.filter((text) => text.includes('widget "favourite"'));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('section#bad > span.fav:nth-of-type(1): data-product-id: is missing');
    await click(page, page.locator('#bad button'));
    await expect(page.locator('#bad button')).toHaveText('♥ В избранном');
  });

  test('a marker with an unknown name logs one warning naming it', async ({ page, log }) => {
    await page.goto('/');
    await waitForWidgets(page);
    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<div data-widget="no-such-widget">kept</div>'));
    await expect.poll(() => log.warnings.filter((text) => text.includes('no widget is named "no-such-widget"')).length).toBe(1);
  });

  test('a widget that throws keeps its server HTML and the others keep working', async ({ page, log }) => {
    // A broken polyfill makes every price fail while rendering.
    await page.addInitScript(() => {
      Object.defineProperty(Intl.NumberFormat.prototype, 'format', {
        configurable: true,
        get: () => () => {
          throw new Error('broken formatter');
        },
      });
    });
    await page.goto('/product/1002/');
    await waitForWidgets(page);
    const price = page.locator('.product [data-widget="price"]');
    // It shows what page init sent: nothing to mount yet.
    await expect.poll(() => price.evaluate((el) => window.ShopWidgets!.debug.state(el))).toBe('current');
    // A price entry without the server's html is formatted here: the price mounts, and the formatter throws.
    await page.evaluate(() => {
      window.ShopWidgets!.store.prices.value = new Map([['1002', { price: 3310, html: '', label: '' }]]);
    });
    await expect.poll(() => price.evaluate((el) => window.ShopWidgets!.debug.state(el))).toBe('failed');
    await expect(price).toHaveText('3 310 грн');
    await expect.poll(() => log.errors.filter((text) => text.includes('widget "price"') && text.includes('server HTML was kept')).length).toBeGreaterThan(0);
    const fav = page.locator('.product__title-row .fav');
    await click(page, fav);
    await expect(fav).toHaveText('♥ В избранном');
    await expect(page.locator('[data-widget="favourites-counter"]')).toHaveText('1');
    expect(log.pageErrors).toEqual([]);
  });

  test('including the script twice mounts nothing twice', async ({ page, log }) => {
    await page.goto('/product/1002/');
    await waitForWidgets(page);
    const src = await page.locator('script[defer][src*="shop-widgets"]').getAttribute('src');
    await page.addScriptTag({ url: src! });
    await click(page, page.locator('.product__title-row .fav'));
    await expect(page.locator('.product__title-row .fav button')).toHaveCount(1);
    await expect(page.locator('.product__title-row .fav button')).toHaveText('♥ В избранном');
    await expect(page.locator('[data-widget="favourites-counter"]')).toHaveText('1');
    const mounted = await roots(page);
    const markers = await page.evaluate(() => {
      const counts: Record<string, number> = {};
      for (const el of document.querySelectorAll('[data-widget]')) {
        const name = el.getAttribute('data-widget')!;
        counts[name] = (counts[name] ?? 0) + 1;
      }
      return counts;
    });
    for (const [name, count] of Object.entries(mounted)) expect(count, name).toBeLessThanOrEqual(markers[name]!);
    expect(mounted['favourites-counter']).toBe(1);
    expect(await page.locator('[data-widget="favourites-counter"]').innerHTML()).toBe('1');
    expect(log.warnings.filter((text) => text.includes('the script is included twice'))).toHaveLength(1);
    await expect(page.locator('.shop-notices')).toHaveCount(1);
  });

  test('boots when the script arrives after DOMContentLoaded', async ({ page }) => {
    await page.route('**/dist/*.js', (route) => route.abort());
    await page.goto('/product/1002/');
    const src = await page.locator('script[src*="shop-widgets"]').getAttribute('src');
    await page.unroute('**/dist/*.js');
    await page.addScriptTag({ url: src! });
    await waitForWidgets(page);
    expect((await roots(page))['favourites-counter']).toBe(1);
  });

  for (const build of ['preact', 'react']) {
    test(`ShopWidgets.unmount gives server HTML back and mount brings the widget back (${build})`, async ({ page }) => {
      await page.goto(`/product/1002/?build=${build}`);
      await waitForWidgets(page);
      const fav = page.locator('.product__title-row .fav');
      await hover(page, fav);
      await expect(fav.locator('button')).toHaveCount(1);
      await page.evaluate(() => window.ShopWidgets!.unmount(document.querySelector('main')!));
      await expect(fav.locator('button')).toHaveCount(0);
      await expect(fav.locator('a.fav__fallback')).toHaveText('♡ В избранное');
      expect((await roots(page)).favourite ?? 0).toBe(0);
      await page.evaluate(() => window.ShopWidgets!.mount(document.querySelector('main')!));
      // The pointer still rests on the marker: leave and come back so a new pointerover fires.
      await page.mouse.move(0, 0);
      await hover(page, fav);
      await expect(fav.locator('button')).toHaveCount(1);
      await expect(fav.locator('a.fav__fallback')).toHaveCount(0);
    });
  }

  for (const build of ['preact', 'react']) {
    test(`page init asks for the products of every marker, also inside eager widgets (${build})`, async ({ page }) => {
      await page.goto('/');
      await page.request.get('/ajax/to/favorite/?productid=1002&sid=x&is_collage=');
      await page.goto(`/favourites/?build=${build}`);
      await waitForWidgets(page);
      // The fake backend records each call's fields, the same record for every call path.
      const { calls } = (await (await page.request.get('/qa/calls.json')).json()) as { calls: { path: string; fields: Record<string, string> }[] };
      const init = calls.filter((call) => call.path === '/ajax/tpl_action/').pop()!;
      expect(init.fields.productid_str!.split(',')).toContain('1002');
      expect(init.fields.content).toBeDefined();
      expect(init.fields.currenturl).toContain('/favourites/');
    });
  }

  test('the page works without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/product/1002/');
    await click(page, page.locator('.product__title-row .fav a'));
    await expect(page).toHaveURL(/\/favourites\/$/);
    await page.goto('/ua/product/1062/');
    await click(page, page.locator('.product form.buy button[type="submit"]'));
    await expect(page).toHaveURL(/\/basket\/$/);
    await expect(page.locator('[data-widget="cart-counter"]')).toHaveText('1');
    await context.close();
  });

  test('no unexpected console errors on a Ukrainian page', async ({ page, log }) => {
    await page.goto('/ua/catalog/obuv/');
    await waitForWidgets(page);
    expect(unexpectedErrors(log)).toEqual([]);
    expect(await page.evaluate(() => window.ShopWidgets!.store.pageContext.value.lang)).toBe('ua');
  });
});
