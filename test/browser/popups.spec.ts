// The new-arrivals popup, the video placeholders and the tooltips: in both languages, with the
// mouse, the keyboard and touch; the new-arrival link's notify call and its new tab; the videos
// after the first action.
import type { Page, Request } from '@playwright/test';
import { test, expect, openPage, pauseClock, widgetMounted, setFault, expectCleanLog } from './fixtures.ts';
import { click, hover, tabTo, tap } from './people.ts';
import { violations } from './axe.ts';
import { chunkFiles, scriptLog, settled } from './chunkFiles.ts';



/** The notify calls this visitor made: POSTs to a new-arrivals address. */
async function notifyCalls(page: Page): Promise<{ path: string; query: Record<string, string>; fields: Record<string, string> }[]> {
  const { calls } = (await (await page.request.get('/qa/calls.json')).json()) as {
    calls: { method: string; path: string; query: Record<string, string>; fields: Record<string, string> }[];
  };
  return calls.filter((call) => call.method === 'POST' && call.path.endsWith('/new-arrivals/'));
}

test.describe('new-arrivals popup', () => {
  test.beforeEach(async ({ page }) => {
    await page.request.get('/qa/reset');
  });

  // One language per viewport, the other on the other (the words are the unit tests').
  const LANGS = [
    ['/', 'Новинки недели', 'Обувь'],
    ['/ua/', 'Новинки тижня', 'Взуття'],
  ] as const;
  test(`@mobile shown on load; a link sends the notify call and opens in a new tab (ru on desktop, ua on a phone)`, { tag: '@full-chromium' }, async ({ page, isMobile, log }) => {
    const [root, title, link] = LANGS[isMobile ? 1 : 0];
    await openPage(page, `${root}new-arrivals/?popup=1`);
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    expect(await violations(page, '.shop-dialog')).toEqual([]);

    const target = dialog.getByRole('link', { name: link });
    const href = await target.getAttribute('href');
    await expect(target).toHaveAttribute('target', '_blank');
    const opened = page.context().waitForEvent('page');
    if (isMobile) await tap(page, target);
    else await click(page, target);
    const tab = await opened;
    await tab.waitForLoadState('domcontentloaded');
    expect(new URL(tab.url()).pathname + new URL(tab.url()).search).toBe(href);
    // The shopper's page stays where it was, the popup open.
    expect(new URL(page.url()).pathname).toBe(`${root}new-arrivals/`);
    await expect.poll(async () => (await notifyCalls(page)).map((call) => ({ path: call.path, query: call.query, fields: call.fields }))).toEqual([
      { path: `${root}new-arrivals/`, query: { category: href!.split('category=')[1]! }, fields: { ajax_popup: '1' } },
    ]);
    await tab.close();
    expectCleanLog(log);
  });

  test("@mobile the browser blocks popups as a shopper's does, so the test above proves the tab survives the blocker", { tag: '@full-chromium' }, async ({ page, isMobile }) => {
    // Script that opens a tab with no click behind it (what `window.open` after an `await` amounts
    // to), here as the page loads: blocked. (Not from page.evaluate: Playwright runs that as a user
    // gesture.)
    await page.addInitScript(() => {
      if (location.search !== '?qa-open-at-load') return;
      addEventListener('DOMContentLoaded', () => (document.documentElement.dataset.qaOpened = String(window.open('/', '_blank') !== null)));
    });
    await openPage(page, '/?qa-open-at-load');
    await expect(page.locator('html')).toHaveAttribute('data-qa-opened', 'false');
    // The same inside a shopper's click: opened.
    await page.evaluate(() => {
      const button = document.createElement('button');
      button.id = 'qa-open';
      button.textContent = 'open';
      button.style.cssText = 'position:fixed;top:40%;left:40%;z-index:99999;padding:20px';
      button.addEventListener('click', () => (button.dataset.opened = String(window.open('/', '_blank') !== null)));
      document.body.append(button);
    });
    const opened = page.context().waitForEvent('page');
    if (isMobile) await tap(page, page.locator('#qa-open'));
    else await click(page, page.locator('#qa-open'));
    await (await opened).close();
    await expect(page.locator('#qa-open')).toHaveAttribute('data-opened', 'true');
  });

  test('keys: focus starts inside, Tab stays inside, Escape closes it', async ({ page }) => {
    await openPage(page, '/new-arrivals/?popup=1');
    const dialog = page.locator('.new-arrivals-dialog');
    await expect(dialog).toBeVisible();
    for (let presses = 0; presses < 8; presses += 1) {
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Escape');
    await expect(page.locator('.shop-dialog')).toHaveCount(0);
  });

  test('a notify call that fails still opens the tab', { tag: '@full-chromium' }, async ({ page, baseURL }) => {
    await setFault(page, '500@/new-arrivals/', baseURL!);
    await openPage(page, '/new-arrivals/?popup=1');
    const target = page.locator('.new-arrivals-dialog').getByRole('link', { name: 'Обувь' });
    const opened = page.context().waitForEvent('page');
    await click(page, target);
    const tab = await opened;
    await tab.waitForLoadState('domcontentloaded');
    expect(tab.url()).toContain('/new-arrivals/?category=');
    await tab.close();
  });

  test('like every dialog: over a backdrop that fades in over 200 ms', async ({ page }) => {
    await openPage(page, '/new-arrivals/?popup=1');
    await expect(page.locator('.shop-dialog__backdrop')).toHaveCount(1);
    const backdrop = await page.locator('.shop-dialog__backdrop').evaluate((el) => {
      const style = getComputedStyle(el);
      return { name: style.animationName, duration: style.animationDuration };
    });
    expect(backdrop).toEqual({ name: 'shop-widgets-fade-in', duration: '0.2s' });
    await expect(page.locator('.new-arrivals-dialog')).toBeVisible();
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('the backdrop does not fade', async ({ page }) => {
      await openPage(page, '/new-arrivals/?popup=1');
      await expect(page.locator('.new-arrivals-dialog')).toBeVisible();
      expect(await page.locator('.shop-dialog__backdrop').evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    });
  });

  test('a page without the popup shows none', async ({ page }) => {
    await openPage(page, '/new-arrivals/');
    await expect(page.locator('[data-widget="new-arrivals"]')).toHaveCount(0);
    await expect(page.locator('.shop-dialog')).toHaveCount(0);
  });
});

test.describe('video placeholders', () => {
  const marker = (page: Page) => page.locator('[data-widget="video"]');

  /** Counts requests for the player page from now on. */
  function playerRequests(page: Page): Request[] {
    const seen: Request[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/video/1/') seen.push(request);
    });
    return seen;
  }

  for (const action of ['scroll', 'click', 'context menu'] as const) {
    test(`the poster stays until the first ${action}, which fetches the video's chunk once; the video takes the poster's very box`, async ({ page, log }) => {
      const requests = playerRequests(page);
      const scripts = scriptLog(page);
      await openPage(page, '/');
      await settled(page);
      const file = (await chunkFiles(page)).video!;
      // Nothing to do before the first action: its chunk is not even fetched (issue 32).
      expect(scripts).not.toContain(file);
      await expect(marker(page).locator('iframe')).toHaveCount(0);
      expect(requests).toHaveLength(0);
      const heading = page.locator('h1');
      if (action === 'scroll') {
        await hover(page, heading);
        await page.mouse.wheel(0, 600);
      } else {
        await hover(page, heading);
        await page.mouse.down({ button: action === 'click' ? 'left' : 'right' });
        await page.mouse.up({ button: action === 'click' ? 'left' : 'right' });
        // A context menu has nothing to close in headless Chromium; the page goes on.
      }
      const frame = marker(page).locator('iframe');
      await expect(frame).toHaveCount(1);
      await expect(frame).toHaveAttribute('title', 'Как мы шьём: видео о новой коллекции');
      await expect.poll(() => requests.length).toBe(1);
      const poster = await marker(page).locator('.video__poster').boundingBox();
      const player = await frame.boundingBox();
      for (const side of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(player![side] - poster![side])).toBeLessThanOrEqual(1);
      await expect(page.frameLocator('[data-widget="video"] iframe').locator('[data-video-id="1"]')).toBeVisible();
      expect(scripts.filter((name) => name === file)).toHaveLength(1);
      expectCleanLog(log);
    });
  }

  test('a pointer resting on the poster fetches the chunk early; the video still waits for the first action', async ({ page, log, isMobile }) => {
    test.skip(isMobile, 'a resting mouse pointer');
    const requests = playerRequests(page);
    const scripts = scriptLog(page);
    // Tall enough to show the poster without a scroll: a scroll would be the first action itself.
    await page.setViewportSize({ width: 1280, height: 3000 });
    await openPage(page, '/');
    await settled(page);
    const file = (await chunkFiles(page)).video!;
    await hover(page, marker(page).locator('.video__poster'));
    expect(await page.evaluate(() => scrollY)).toBe(0);
    await widgetMounted(page, '[data-widget="video"]');
    expect(scripts.filter((name) => name === file)).toHaveLength(1);
    await expect(marker(page).locator('iframe')).toHaveCount(0);
    expect(requests).toHaveLength(0);
    await click(page, page.locator('h1'));
    await expect(marker(page).locator('iframe')).toHaveCount(1);
    expect(scripts.filter((name) => name === file)).toHaveLength(1);
    expectCleanLog(log);
  });

  test('@mobile a tap anywhere is a first action on a phone (Ukrainian page)', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'touch only');
    await openPage(page, '/ua/');
    await settled(page);
    await expect(marker(page).locator('iframe')).toHaveCount(0);
    await tap(page, page.locator('h1'));
    await expect(marker(page).locator('iframe')).toHaveAttribute('title', 'Як ми шиємо: відео про нову колекцію');
  });
});

test.describe('tooltip', () => {
  const trigger = (page: Page) => page.locator('[data-widget="tooltip"] .tooltip__trigger');
  const tip = (page: Page) => page.getByRole('tooltip');

  for (const [root, words] of [
    ['/', 'Размеры указаны по сетке производителя.'],
    ['/ua/', 'Розміри вказано за сіткою виробника.'],
  ] as const) {
    test(`hovering shows it after 1 s, leaving hides it (${root})`, async ({ page, log }) => {
      await page.clock.install();
      await openPage(page, `${root}product/1002/`);
      await pauseClock(page);
      await hover(page, trigger(page));
      await widgetMounted(page, '[data-widget="tooltip"]', { flush: false });
      await page.clock.runFor(999);
      await expect(tip(page)).toBeHidden();
      await page.clock.runFor(1);
      await expect(tip(page)).toBeVisible();
      await expect(tip(page)).toContainText(words);
      const described = await trigger(page).getAttribute('aria-describedby');
      expect(described).toBe(await tip(page).getAttribute('id'));
      // axe waits on timers of its own: the clock runs again.
      await page.clock.resume();
      expect(await violations(page, '[data-widget="tooltip"]')).toEqual([]);
      await page.mouse.move(5, 5);
      await expect(tip(page)).toBeHidden();
      expectCleanLog(log);
    });
  }

  test('keyboard focus shows it after 1 s; Escape hides it and focus stays', async ({ page }) => {
    await page.clock.install();
    await openPage(page, '/product/1002/');
    await pauseClock(page);
    await tabTo(page, trigger(page), { from: page.locator('.product__brand a') });
    await widgetMounted(page, '[data-widget="tooltip"]', { flush: false });
    await page.clock.runFor(999);
    await expect(tip(page)).toBeHidden();
    await page.clock.runFor(1);
    await expect(tip(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tip(page)).toBeHidden();
    await expect(trigger(page)).toBeFocused();
  });

  test('@mobile a tap shows it at once, a tap elsewhere hides it', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'touch only');
    await openPage(page, '/ua/product/1002/');
    await tap(page, trigger(page));
    await expect(tip(page)).toBeVisible();
    await tap(page, page.locator('.product__name'));
    await expect(tip(page)).toBeHidden();
  });
});
