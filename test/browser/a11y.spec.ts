import AxeBuilder from '@axe-core/playwright';
import { test, expect, waitForWidgets } from './fixtures.ts';

const pages = [
  '',
  'catalog/odezhda/',
  'brand/adidas/',
  'search/?q=Luna',
  'new-arrivals/',
  'product/1002/',
  'product/1062/',
  'basket/',
  'favourites/',
  'look/1/',
  'search-image/1002/',
  'photo-search-no-result/?image=photo.jpg',
  'payment/card/',
];

for (const root of ['/', '/ua/']) {
  for (const path of pages) {
    test(`axe: ${root}${path}`, async ({ page }) => {
      // axe walks every node of a 40-tile listing: slow on a busy 2-core machine, never wrong.
      test.setTimeout(120_000);
      await page.goto(`${root}${path}`);
      await waitForWidgets(page);
      // Interact once so mounted widgets (not only server HTML) are checked too.
      const fav = page.locator('[data-widget="favourite"]').first();
      if ((await fav.count()) > 0) await fav.hover();
      const results = await new AxeBuilder({ page }).analyze();
      const violations = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
      expect(violations).toEqual([]);
    });
  }
}
