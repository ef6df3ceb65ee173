// Loading in chunks: the entry fetches a chunk only where a marker needs it, holds a click that
// beats its chunk, and survives a chunk that is missing, hangs or was tampered with.
import type { Page, Request, Route } from '@playwright/test';
import { chunkEntries, chunkFiles, needsThrough, scriptLog, settled, type ManifestFile } from './chunkFiles.ts';
import { test, expect, callsTo, frameAndTask, requestsSeen, serverState, waitForWidgets, unexpectedErrors, roots, type PageLog } from './fixtures.ts';
import { click, hover } from './people.ts';

/** The lazy widgets and their chunk, as the entry knows them (docs/markers.md lists the same). */
const CHUNK_OF: Record<string, string> = {
  'mini-cart': 'cart',
  'cart-remove': 'cart',
  'single-basket': 'cart',
  'favourites-page': 'favourites',
  look: 'look',
  'quick-view': 'quick-view',
  'panel-trigger': 'forms',
  'account-panel': 'forms',
  'gift-form': 'forms',
  recall: 'forms',
  phone: 'forms',
  'input-filter': 'forms',
  'image-search': 'discovery',
  'brand-menu': 'discovery',
  'lang-switch': 'discovery',
  'currency-switch': 'discovery',
  'sort-popup': 'discovery',
  search: 'page',
  'auth-panel': 'page',
  'favourites-panel': 'page',
  'promo-banner': 'page',
  'cookie-notice': 'page',
  'a2hs-hint': 'page',
  'messenger-invite': 'page',
  countdown: 'countdown',
  'new-arrivals': 'new-arrivals',
  video: 'video',
  'promo-code': 'tools',
  'messenger-toggle': 'tools',
  'live-chat': 'tools',
  tooltip: 'tools',
  'message-host': 'tools',
};

function ourErrors(log: PageLog): string[] {
  return log.errors.filter((text) => text.startsWith('[shop-widgets]'));
}

// Retries ask for '?attempt=N', so the route matches the file with or without a query.
const QUICK_VIEW_CHUNK = /\/dist\/[^/?]*\.quick-view\.[\w-]{8}\.min\.js(\?.*)?$/;
const quickViewMarker = (page: Page, id = '1002') => page.locator(`.tile[data-product-id="${id}"] [data-widget="quick-view"]`);
const quickViewDialog = (page: Page) => page.locator('.quick-view-dialog');

/** The chunk's file answers 404 until the returned function is called. */
async function answer404Until(page: Page, chunk: string): Promise<() => void> {
  let broken = true;
  await page.route(new RegExp(`/dist/[^/?]*\\.${chunk}\\.[\\w-]{8}\\.min\\.js(\\?.*)?$`), (route) =>
    broken ? route.fulfill({ status: 404, body: 'Not found' }) : route.continue(),
  );
  return () => {
    broken = false;
  };
}

/** After a fixed file: the shopper's next quick view loads what it needs and opens, on the same page, with no new error. */
async function quickViewOpensAfter(page: Page, log: PageLog, errors: number): Promise<void> {
  await click(page, quickViewMarker(page));
  await expect(page.getByRole('dialog', { name: 'Платье Flint' })).toBeVisible();
  expect(page.url()).toMatch(/\/catalog\/odezhda\/$/);
  expect(ourErrors(log)).toHaveLength(errors);
  expect(log.pageErrors).toEqual([]);
}

test.describe('chunks', () => {
  // What each page fetches before any input, idle prefetch included: the chunks of its quiet
  // markers (eager, idle) and what those need. A chunk whose widgets wait for the shopper (the
  // brand menu and the dropdowns, quick view, the tools, the forms, the cart panel) comes on
  // intent only.
  const beforeInput: Record<string, string[]> = {
    '/catalog/odezhda/': ['page'],
    // The video's chunk waits for the shopper's first action (popups.spec).
    '/': ['countdown', 'page'],
    '/product/1002/': ['page'],
    '/basket/': ['page'],
    '/look/1/': ['look', 'page'],
    '/favourites/': ['favourites', 'page'],
    '/ua/catalog/odezhda/': ['page'],
    '/land/summer/': ['countdown', 'page'],
    // The popup's modal comes with the dialog host (scripts/build/chunks.mjs, QUIET_HOSTS).
    '/new-arrivals/?popup=1': ['dialog', 'new-arrivals', 'page'],
    '/search/?q=Luna': ['page'],
    '/ua/brands/': ['page'],
  };
  for (const [path, expected] of Object.entries(beforeInput)) {
    test(`${path} fetches before any input the entry and exactly the chunks its quiet markers need, each once`, async ({ page, log }) => {
      const requested = scriptLog(page);
      await page.goto(path);
      await settled(page);
      const files = await chunkFiles(page);
      const fetchedChunks = Object.entries(files)
        .filter(([, file]) => requested.includes(file))
        .map(([chunk]) => chunk)
        .sort();
      expect(fetchedChunks).toEqual(expected);
      for (const file of requested) expect(requested.filter((name) => name === file), file).toHaveLength(1);
      expect(requested.filter((file) => !Object.values(files).includes(file))).toHaveLength(1);
      expect(log.cspViolations).toEqual([]);
      expect(unexpectedErrors(log)).toEqual([]);
    });
  }

  test('a chunk whose widgets wait for the shopper comes on intent: a hover fetches it once, and the click that follows opens a quick view', async ({ page, log }) => {
    const requested = scriptLog(page);
    await page.goto('/catalog/odezhda/');
    await settled(page);
    const files = await chunkFiles(page);
    expect(requested).not.toContain(files['quick-view']);
    expect(requested).not.toContain(files.tools);
    const marker = quickViewMarker(page);
    await hover(page, marker);
    await expect.poll(() => requested.filter((file) => file === files['quick-view'])).toHaveLength(1);
    await click(page, marker);
    await expect(page.getByRole('dialog', { name: 'Платье Flint' })).toBeVisible();
    expect(requested.filter((file) => file === files['quick-view'])).toHaveLength(1);
    expect(page.url()).toMatch(/\/catalog\/odezhda\/$/);
    expect(ourErrors(log)).toEqual([]);
  });

  test('the listing needs no look chunk: a page without the marker never fetches it', async ({ page }) => {
    const requested = scriptLog(page);
    await page.goto('/catalog/odezhda/');
    await settled(page);
    const files = await chunkFiles(page);
    expect(requested).not.toContain(files.look);
  });

  for (const build of ['preact', 'react'] as const) {
    test(`a quick view clicked before its chunk arrived opens once (${build} build)`, async ({ page, log }) => {
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(QUICK_VIEW_CHUNK, async (route: Route) => {
        await held;
        await route.continue();
      });
      await page.goto(`/catalog/odezhda/${build === 'react' ? '?build=react' : ''}`);
      await waitForWidgets(page);
      const marker = quickViewMarker(page);
      await click(page, marker);
      await expect.poll(() => marker.evaluate((el) => window.ShopWidgets!.debug.state(el))).toBe('loading');
      // Nothing navigated; the click waits with the chunk.
      expect(page.url()).toMatch(/\/catalog\/odezhda\/(\?build=react)?$/);
      release();
      await expect(page.getByRole('dialog', { name: 'Платье Flint' })).toBeVisible();
      await expect(quickViewDialog(page)).toHaveCount(1);
      const calls = ((await (await page.request.get('/qa/calls.json')).json()) as { calls: { path: string }[] }).calls;
      expect(calls.filter((call) => call.path === '/ajax/product/data/')).toHaveLength(1);
      expect(page.url()).toMatch(/\/catalog\/odezhda\/(\?build=react)?$/);
      expect(ourErrors(log)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(quickViewDialog(page)).toHaveCount(0);
      await expect(marker.locator('button')).toBeFocused();
    });
  }

  const failures: { name: string; fail: (route: Route) => Promise<void>; reason: RegExp }[] = [
    { name: 'answers 404', fail: (route) => route.fulfill({ status: 404, body: 'Not found' }), reason: /the file did not load/ },
    {
      name: 'has a wrong hash',
      fail: async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, body: `${await response.text()}\n// tampered` });
      },
      reason: /integrity hash does not match/,
    },
    { name: 'hangs', fail: () => new Promise<void>(() => {}), reason: /no answer in 10 s/ },
  ];

  for (const { name, fail, reason } of failures) {
    test(`a chunk that ${name} leaves the page working, says so once, and works on the next try`, async ({ page, log }) => {
      let broken = true;
      let asked!: () => void;
      const askedFor = new Promise<void>((resolve) => (asked = resolve));
      await page.route(QUICK_VIEW_CHUNK, (route) => {
        asked();
        return broken ? fail(route) : route.continue();
      });
      // The 10 s a hanging chunk is given are the page's clock's: moved on once the chunk was asked
      // for and every other chunk the page asked for has come (their own 10 s must not run out).
      const hangs = name === 'hangs';
      const otherChunks = new Set<Request>();
      page.on('request', (request) => {
        if (/\/dist\/.*\.js(\?.*)?$/.test(request.url()) && !QUICK_VIEW_CHUNK.test(request.url())) otherChunks.add(request);
      });
      const done = (request: Request) => otherChunks.delete(request);
      page.on('requestfinished', done);
      page.on('requestfailed', done);
      if (hangs) await page.clock.install();
      // A script that hangs holds the page's load event (until its 10 s run out, on a clock that now waits for the test).
      await page.goto('/catalog/odezhda/', { waitUntil: hangs ? 'domcontentloaded' : 'load' });
      await waitForWidgets(page);
      const files = await chunkFiles(page);
      // The shopper reaches for a quick view: a pointer entering it asks for its chunk.
      await hover(page, quickViewMarker(page));
      if (hangs) {
        await askedFor;
        await requestsSeen(page);
        await expect.poll(() => [...otherChunks].map((request) => request.url()), { message: 'chunks still coming' }).toEqual([]);
        // Arrived chunks have run (their load event ends their timer): a frame and a task later.
        await frameAndTask(page);
        await page.clock.fastForward(10_000);
      }
      // The load fails: one error naming the widget and the file.
      await expect.poll(() => ourErrors(log).length, { timeout: 15_000 }).toBeGreaterThan(0);
      expect(ourErrors(log)).toHaveLength(1);
      expect(ourErrors(log)[0]).toContain(`widget "quick-view": ${files['quick-view']}: `);
      expect(ourErrors(log)[0]).toMatch(reason);
      // The rest of the page works: a favourite toggles with the first click.
      const fav = page.locator('.tile[data-product-id="1002"] [data-widget="favourite"]');
      await click(page, fav);
      await expect(fav).toHaveText('♥ В избранном');
      await expect(page.locator('[data-widget="favourites-counter"]').first()).toHaveText('1');
      expect(ourErrors(log)).toHaveLength(1);

      // The file is fixed; the shopper's next use of a quick view loads it and opens.
      broken = false;
      await quickViewOpensAfter(page, log, 1);
    });
  }

  test('a page chunk that answers 404 is reported for its own widgets, and comes with the next chunk that needs it', async ({ page, log }) => {
    const fixed = await answer404Until(page, 'page');
    await page.goto('/catalog/odezhda/');
    await waitForWidgets(page);
    const files = await chunkFiles(page);
    // The page chunk hosts modules other chunks read: they need it, and it reports for itself.
    expect(needsThrough(await chunkEntries(page), 'quick-view')).toContain('page');
    await expect.poll(() => ourErrors(log).length, { timeout: 15_000 }).toBe(1);
    const pageWidgets = Object.keys(CHUNK_OF).filter((widget) => CHUNK_OF[widget] === 'page');
    // Every widget of the chunk with a marker on the listing is named (the search form among them).
    expect(ourErrors(log)[0]).toContain('"search"');
    expect(pageWidgets.filter((widget) => ourErrors(log)[0]!.includes(`"${widget}"`)).length, ourErrors(log)[0]).toBeGreaterThan(1);
    expect(ourErrors(log)[0]).toContain(`: ${files.page}: the file did not load`);
    // The server's search form stays as HTML, its marker waiting for the shopper's next use.
    const search = page.locator('[data-widget="search"]').first();
    expect(await search.evaluate((element) => window.ShopWidgets!.debug.state(element))).toBe('waiting');

    fixed();
    await quickViewOpensAfter(page, log, 1);
  });

  test('a common chunk that answers 404 is reported by the widget waiting for it, and comes on the next try', async ({ page, log }) => {
    const fixed = await answer404Until(page, 'common');
    await page.goto('/catalog/odezhda/');
    await settled(page);
    const files = await chunkFiles(page);
    expect((await chunkEntries(page)).find((file) => file.chunk === 'quick-view')?.needs).toContain('common');
    // Nothing the listing runs before input needs it.
    expect(ourErrors(log)).toEqual([]);
    // A pointer over a quick view fetches its chunk, which needs the common one: reported once, by it.
    await hover(page, quickViewMarker(page));
    await expect.poll(() => ourErrors(log).length, { timeout: 15_000 }).toBe(1);
    expect(ourErrors(log)[0]).toContain(`widget "quick-view": ${files['quick-view']}: it needs ${files.common}: the file did not load`);

    fixed();
    await quickViewOpensAfter(page, log, 1);
  });

  test('a click held for a chunk that fails does what the server HTML does: the product page opens', async ({ page, log }) => {
    await page.route(QUICK_VIEW_CHUNK, (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await page.goto('/catalog/odezhda/');
    await waitForWidgets(page);
    const href = await quickViewMarker(page).getAttribute('href');
    await Promise.all([page.waitForURL(`**${href}`), click(page, quickViewMarker(page))]);
    expect(new URL(page.url()).pathname).toBe(href);
    expect(ourErrors(log).length).toBeGreaterThanOrEqual(1);
  });

  test('two versions on one page: the second mounts nothing and fetches none of its chunks', async ({ page, log }) => {
    const requested = scriptLog(page);
    const entry = await page.request.get('/dist/manifest.json').then((response) => response.json() as Promise<{ version: string; files: ManifestFile[] }>);
    const entryName = entry.files.find((file) => file.kind === 'script' && file.build === 'preact')!.name;
    const other = entryName.replace(entry.version, '9.9.9');
    await page.route(`**/dist/${other}`, async (route) => {
      const text = await (await page.request.get(`/dist/${entryName}`)).text();
      await route.fulfill({ contentType: 'text/javascript', body: text.split(entry.version).join('9.9.9') });
    });
    await page.goto('/catalog/odezhda/');
    await settled(page);
    await page.addScriptTag({ url: `/dist/${other}` });
    await click(page, quickViewMarker(page));
    await expect(quickViewDialog(page)).toHaveCount(1);
    await page.keyboard.press('Escape');
    const counts = await roots(page);
    expect(counts['quick-view']).toBe(1);
    expect(await page.evaluate(() => window.ShopWidgets!.version)).toBe(entry.version);
    expect(log.warnings.filter((text) => text.includes(`this copy (9.9.9, preact) does nothing`))).toHaveLength(1);
    expect(requested.filter((file) => file.includes('9.9.9'))).toEqual([other]);
  });
});

// The heart's and the buy button's calls are parts of the entry (shared/actions/changeCalls.ts):
// the favourite toggle a file of its own, the cart add in the cart chunk. When that file cannot be
// had, nothing was sent: the press fails as a refused call does, and the next one works.
test.describe('the calls that change something, when their file cannot be had', () => {
  const notice = (page: Page) => page.getByRole('alert');

  test('a heart: the flip rolls back and it says so, no toggle was sent; the file fixed, the next click toggles', async ({ page, log }) => {
    const fixed = await answer404Until(page, 'actions-favourite-toggle');
    await page.goto('/catalog/odezhda/');
    await settled(page);
    const files = await chunkFiles(page);
    const fav = page.locator('.tile[data-product-id="1002"] [data-widget="favourite"]');
    const counter = page.locator('[data-widget="favourites-counter"]').first();
    await click(page, fav);
    await expect(notice(page)).toHaveText('Не удалось обновить избранное. Попробуйте ещё раз.×');
    await expect(fav).toHaveText('♡ В избранное');
    await expect(counter).toHaveText('0');
    expect(await callsTo(page, '/ajax/to/favorite/')).toBe(0);
    // Reported: the file (by the loader) and the toggle that could not be made.
    expect(ourErrors(log).some((text) => text.includes(`${files['actions-favourite-toggle']}: the file did not load`))).toBe(true);
    expect(ourErrors(log).some((text) => text.includes('the favourite of product 1002 could not be changed'))).toBe(true);
    expect(log.pageErrors).toEqual([]);

    fixed();
    await click(page, fav);
    await expect(fav).toHaveText('♥ В избранном');
    await expect(counter).toHaveText('1');
    await expect(notice(page)).toHaveCount(0);
    expect(await callsTo(page, '/ajax/to/favorite/')).toBe(1);
    expect((await serverState(page)).favourites).toEqual([1002]);
  });

  test('a buy button: it works again and says so, no add was sent; the file fixed, the next click adds', async ({ page, log }) => {
    const fixed = await answer404Until(page, 'cart');
    await page.goto('/ua/product/1062/');
    await settled(page);
    const buy = page.locator('.product__buy form.buy button');
    const counter = page.locator('[data-widget="cart-counter"]').first();
    await click(page, buy);
    await expect(page.locator('.shop-notice')).toContainText('Не вдалося додати товар до кошика. Спробуйте ще раз.');
    await expect(buy).toHaveAttribute('aria-busy', 'false');
    await expect(buy).toHaveAttribute('aria-disabled', 'false');
    await expect(counter).toHaveText('0');
    expect(await callsTo(page, '/ajax/basket_array/')).toBe(0);
    expect(ourErrors(log).some((text) => text.includes('product 1062 could not be added to the cart'))).toBe(true);
    expect(log.pageErrors).toEqual([]);

    fixed();
    await click(page, buy);
    await expect(counter).toHaveText('1');
    // The failure's message went (the cart panel shows the add).
    await expect(page.locator('.shop-notice')).toHaveCount(0);
    expect(await callsTo(page, '/ajax/basket_array/')).toBe(1);
    expect((await serverState(page)).cart).toHaveLength(1);
  });
});
