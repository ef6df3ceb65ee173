// The bundle ships no look of its own beyond its optional stylesheet (dist/shop-widgets-<version>.<hash>.min.css).
// On a page whose own CSS knows nothing of the widgets (?site_css=0: only that stylesheet), the
// panels, dialogs and notices are still usable: over the page, in view, on top, closable.
import type { Locator, Page } from '@playwright/test';
import { test, expect, openCartPanel, seedVisitor, waitForWidgets, unexpectedErrors } from './fixtures.ts';
import { click } from './people.ts';

/** In the viewport, and what a pointer at its centre would hit belongs to it. */
async function usable(page: Page, box: Locator): Promise<void> {
  const rect = (await box.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(rect.x).toBeGreaterThanOrEqual(0);
  expect(rect.y).toBeGreaterThanOrEqual(0);
  expect(rect.x + rect.width).toBeLessThanOrEqual(viewport.width + 0.5);
  expect(rect.y + Math.min(rect.height, viewport.height)).toBeLessThanOrEqual(viewport.height + 0.5);
  const onTop = await box.evaluate((el, { x, y }) => el.contains(document.elementFromPoint(x, y)), { x: rect.x + rect.width / 2, y: rect.y + Math.min(rect.height, viewport.height) / 2 });
  expect(onTop).toBe(true);
}

test.describe('the optional stylesheet', () => {
  test('is linked beside the bundle, with its integrity from the manifest', async ({ page }) => {
    const manifest = (await (await page.request.get('/dist/manifest.json')).json()) as { files: { name: string; kind: string; integrity: string }[] };
    const sheet = manifest.files.find((file) => file.kind === 'stylesheet')!;
    expect(sheet.name).toMatch(/^shop-widgets-\d+\.\d+\.\d+\.[\w-]{8}\.min\.css$/);
    expect(sheet.integrity).toMatch(/^sha384-/);
    await page.goto('/?site_css=0');
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1);
    await expect(page.locator('link[rel="stylesheet"]')).toHaveAttribute('integrity', sheet.integrity);
    // Every rule is wrapped in :where(): it never outweighs the site's own rules.
    const css = await (await page.request.get(`/dist/${sheet.name}`)).text();
    for (const rule of css.split('}').filter((part) => part.includes('{') && !part.trim().startsWith('@') && !/^\s*(from|to)\b/.test(part))) {
      const selector = rule.slice(0, rule.indexOf('{')).trim();
      if (selector && !selector.startsWith('@')) expect(selector, selector).toMatch(/^(?:@media[^{]*\{)?:where\(/);
    }
  });

  test('hides the words the examples mark .visually-hidden from sight, not from a screen reader', async ({ page }) => {
    await page.goto('/ua/catalog/odezhda/?site_css=0');
    await waitForWidgets(page);
    // The header's search label ('Пошук') and a tile's size label, as the README's examples write them.
    for (const hidden of [page.locator('label.visually-hidden[for="search-q"]'), page.locator('.buy__size .visually-hidden').first()]) {
      const box = (await hidden.boundingBox())!;
      expect(box.width).toBeLessThanOrEqual(1);
      expect(box.height).toBeLessThanOrEqual(1);
      await expect(hidden).toHaveCSS('position', 'absolute');
    }
    // Still the field's name for a screen reader.
    await expect(page.locator('#search-q')).toHaveAccessibleName('Пошук');
  });

  // One language per viewport, the other on the other.
  test(`@mobile without any site CSS the cart panel, the quick view and a message are usable (ua on desktop, ru on a phone)`, async ({ page, isMobile, log }) => {
    const root = isMobile ? '/' : '/ua/';
    await seedVisitor(page, { cart: [{ id: '1062', s: 'NOSIZE' }] });
    await page.goto(`${root}product/1002/?site_css=0`);
    await waitForWidgets(page);
    await page.locator('footer').scrollIntoViewIfNeeded();

    const cart = await openCartPanel(page, root === '/' ? 'Корзина' : 'Кошик');
    await usable(page, cart);
    await expect(page.locator('.shop-dialog__backdrop')).toHaveCSS('position', 'absolute');
    await click(page, cart.getByRole('button', { name: root === '/' ? 'Закрыть' : 'Закрити' }));
    await expect(cart).toHaveCount(0);

    // A message, shown while the shopper is far down the page.
    await click(page, page.locator('.product__buy form.buy button'));
    const notice = page.locator('.shop-notice');
    await usable(page, notice);

    await click(page, page.locator('main [data-widget="quick-view"]').first());
    const quick = page.getByRole('dialog').filter({ has: page.locator('.quick-view') });
    await expect(quick).toBeVisible();
    await usable(page, quick);
    await page.keyboard.press('Escape');
    await expect(quick).toHaveCount(0);
    expect(log.pageErrors).toEqual([]);
    expect(unexpectedErrors(log)).toEqual([]);
    expect(log.cspViolations).toEqual([]);
  });
});
