// Nothing the widgets show hides a control for good (issue 34 point 4): with the notices shown (the
// cookie notice of a first visit, and on a phone the home-screen hint too), every control of every
// fixture page can be scrolled to where the mouse reaches it, the last ones of the page included.
// The fixture store keeps the notices in one sticky block at the end of the page (store.css).
import type { Page } from '@playwright/test';
import { fixturePages } from '../../fixtures/server/qa/page-list.ts';
import { test, expect, openPage } from './fixtures.ts';
import { click } from './people.ts';

test.use({ cookiesAccepted: false });

/**
 * Every visible control of the page, each scrolled to the middle of the viewport (or as near as the
 * page lets it go), hit-tested at its centre: the ones a notice is over there, as CSS paths.
 */
function controlsUnderNotices(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const notices = [...document.querySelectorAll('[data-widget="cookie-notice"], [data-widget="a2hs-hint"]')].filter((notice) => !notice.hasAttribute('hidden'));
    const controls = [...document.querySelectorAll<HTMLElement>('a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])')].filter(
      (control) => !notices.some((notice) => notice.contains(control)) && control.getClientRects().length > 0 && getComputedStyle(control).visibility !== 'hidden',
    );
    const path = (element: Element) => {
      const parts: string[] = [];
      for (let node: Element | null = element; node && parts.length < 4; node = node.parentElement) parts.unshift(node.localName + (node.className && typeof node.className === 'string' ? `.${node.className.trim().split(/\s+/)[0]}` : ''));
      return parts.join(' > ');
    };
    const covered: string[] = [];
    for (const control of controls) {
      control.scrollIntoView({ block: 'center', inline: 'nearest' });
      const box = control.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (box.width === 0 || box.height === 0 || x < 0 || y < 0 || x > innerWidth || y > innerHeight) continue;
      const hit = document.elementFromPoint(x, y);
      if (hit && notices.some((notice) => notice.contains(hit))) covered.push(path(control));
    }
    return covered;
  });
}

test.describe('the notices hide no control for good', () => {
  fixturePages.forEach((fixture, index) => {
    // The pages take turns with the languages: each language meets every kind of notice.
    const root = index % 2 === 0 ? '/' : '/ua/';
    test(`@mobile ${root}${fixture.path}: every control can be scrolled clear of the notices`, async ({ page, baseURL, isMobile }) => {
      if (isMobile) await page.context().addCookies([{ name: 'fixture_a2hs', value: 'android', url: baseURL! }]);
      await openPage(page, `${root}${fixture.path}`);
      await expect(page.locator('[data-widget="cookie-notice"]')).toBeVisible();
      if (isMobile) await expect(page.locator('[data-widget="a2hs-hint"]')).toBeVisible();
      expect(await controlsUnderNotices(page)).toEqual([]);
    });
  });

  test('the footer\'s live chat, last on the page, is pressed with the mouse while the cookie notice is shown', async ({ page }) => {
    await openPage(page, '/catalog/krossovki/');
    await expect(page.locator('[data-widget="cookie-notice"]')).toBeVisible();
    const chat = page.waitForRequest((request) => new URL(request.url()).pathname === '/static/live-chat.js');
    await click(page, page.locator('.footer [data-widget="live-chat"]'));
    await chat;
    await expect(page.locator('[data-widget="cookie-notice"]')).toBeVisible();
  });
});
