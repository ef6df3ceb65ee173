// The strict Content-Security-Policy (issue 11) is in force on every page, and the suite hears of
// any violation: test/browser/fixtures.ts fails every test that causes one. This test causes some on
// purpose, to prove both.
import { test, expect, openPage } from './fixtures.ts';

for (const root of ['/', '/ua/'] as const) {
  test(`@mobile ${root}: inline code and blob: images are refused, and each refusal is reported`, async ({ page, log }) => {
    await openPage(page, root);
    await page.evaluate(() => {
      const inline = document.createElement('script');
      inline.textContent = 'window.__inlineRan = true';
      document.body.append(inline);
      const image = new Image();
      image.src = URL.createObjectURL(new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' }));
      document.body.append(image);
    });
    await expect.poll(() => log.cspViolations.length).toBe(2);
    expect(log.cspViolations.some((text) => text.startsWith('script-src') && text.includes('inline'))).toBe(true);
    expect(log.cspViolations.some((text) => text.startsWith('img-src') && text.includes('blob'))).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan)).toBeUndefined();
    // The widgets themselves caused none: the bundle, its chunks and styles all came from 'self'.
    expect(await page.evaluate(() => window.ShopWidgets!.store.pageInit.value)).toBe('done');
    // Caused on purpose: the check after every test must not count these.
    log.cspViolations.length = 0;
  });
}
