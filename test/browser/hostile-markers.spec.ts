// Hostile marker attributes on the page furniture (issue 11 "Hostile input"): values that would be
// markup or code if anything inserted them as HTML or followed them as addresses. The markers are
// built with DOM calls, so each payload is exactly an attribute value, as a template would print it.
// Nothing may execute (the strict CSP would also report it: the suite fails on any violation) and
// nothing may become an element; a value the widget cannot use is one clear console error.
import type { Page } from '@playwright/test';
import { test, expect, openPage } from './fixtures.ts';
import { click, hover } from './people.ts';

const MARKUP = '"><img src=x onerror="window.__pwned=1">';
const CODE_URL = 'javascript:window.__pwned=1';

declare global {
  interface Window {
    __pwned?: number;
  }
}

interface Probe {
  widget: string;
  attributes: Record<string, string>;
  inner: string;
}

/** A marker per probe, in a section of its own at the top of main. */
async function insertProbes(page: Page, probes: readonly Probe[]): Promise<void> {
  await page.evaluate((list) => {
    const section = document.createElement('section');
    section.id = 'probes';
    section.setAttribute('aria-label', 'probes');
    for (const probe of list) {
      const marker = document.createElement(probe.widget === 'live-chat' ? 'a' : 'div');
      marker.setAttribute('data-widget', probe.widget);
      for (const [name, value] of Object.entries(probe.attributes)) marker.setAttribute(name, value);
      // The inner markup is ours and harmless; the payloads are only ever attribute values.
      marker.innerHTML = probe.inner;
      section.append(marker);
    }
    document.querySelector('main')!.prepend(section);
  }, probes);
}

const nothingInjected = (page: Page) =>
  page.evaluate(() => ({ images: document.querySelectorAll('img[src="x"]').length, pwned: window.__pwned ?? null }));

const states = (page: Page) => page.locator('#probes [data-widget]').evaluateAll((markers) => markers.map((el) => `${el.getAttribute('data-widget')}: ${window.ShopWidgets!.debug.state(el)}`));

test.describe('hostile marker attributes', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  });

  for (const root of ['/', '/ua/'] as const) {
    test(`values that cannot be used are refused, one console error each, and nothing runs (${root})`, async ({ page, log }) => {
      await openPage(page, root);
      await insertProbes(page, [
        { widget: 'countdown', attributes: { 'data-date': MARKUP }, inner: '<span class="countdown__timer" role="timer">—</span>' },
        { widget: 'live-chat', attributes: { 'data-src': CODE_URL, href: '/callback/' }, inner: 'chat' },
        { widget: 'video', attributes: { 'data-src': CODE_URL, 'data-title': 'video' }, inner: '<img class="video__poster" src="/video/1/poster.svg" width="64" height="36" alt="video">' },
        { widget: 'tooltip', attributes: { 'data-delay': MARKUP }, inner: '<button type="button" class="tooltip__trigger" aria-label="?">?</button><span class="tooltip__text" role="tooltip" hidden>t</span>' },
      ]);
      // The markers that mount on first use are read when the pointer comes to them.
      await hover(page, page.locator('#probes [data-widget="live-chat"]'));
      await hover(page, page.locator('#probes .tooltip__trigger'));
      await expect.poll(() => states(page)).toEqual(['countdown: rejected', 'live-chat: rejected', 'video: rejected', 'tooltip: rejected']);
      const refusals = log.errors.filter((text) => /widget "(countdown|live-chat|video|tooltip)"/.test(text));
      expect(refusals).toHaveLength(4);
      // The live chat's link stays the plain link to its page the server wrote.
      const chat = page.locator('#probes [data-widget="live-chat"]');
      await expect(chat).toHaveAttribute('href', '/callback/');
      expect(await nothingInjected(page)).toEqual({ images: 0, pwned: null });
      // Its neighbours still work: the page's own promo banner collapses.
      const toggle = page.locator('.promo-banner__toggle');
      await click(page, toggle);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(log.pageErrors).toEqual([]);
    });
  }

  test('usable values that look like markup stay text: a promo code and a video title', async ({ page, log }) => {
    await openPage(page, '/');
    await insertProbes(page, [
      {
        widget: 'promo-code',
        attributes: { 'data-code': MARKUP },
        inner: '<code class="promo-code__value">code</code> <button type="button" class="promo-code__copy">Скопировать</button>',
      },
      { widget: 'video', attributes: { 'data-src': '/video/1/', 'data-title': MARKUP }, inner: '<img class="video__poster" src="/video/1/poster.svg" width="64" height="36" alt="">' },
    ]);
    const copy = page.locator('#probes .promo-code__copy');
    await click(page, copy);
    await expect(page.locator('#probes [data-widget="promo-code"]').getByRole('button', { name: '✔ скопировано' })).toBeVisible();
    // The code went to the clipboard and the cookie exactly as it was, and nowhere as markup.
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(MARKUP);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'promocodeBanner');
    expect(decodeURIComponent(cookie!.value)).toBe(MARKUP);
    // The click was the first action: the video is in, its title an attribute value.
    const frame = page.locator('#probes [data-widget="video"] iframe');
    await expect(frame).toHaveAttribute('title', MARKUP);
    expect(await nothingInjected(page)).toEqual({ images: 0, pwned: null });
    expect(log.pageErrors).toEqual([]);
  });
});
