// Issue 30: the bundle shipped as ops ship static files. The store's pages on one origin and dist/
// on a CDN (another host and port of this machine, under a path prefix) or under a path prefix of
// the store; releases side by side in one folder, a deploy and a rollback; changed bytes under an
// old name. Each test starts its own servers in the worker (fixtures/server's createApp and
// createCdnApp), so it can choose where the files live.
import { cpSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import type { BrowserContext, Page } from '@playwright/test';
import { createApp } from '../../fixtures/server/app.ts';
import { createCdnApp } from '../../fixtures/server/cdn.ts';
import { integrityOf, type Manifest, type ManifestFile } from '../../scripts/build/manifest.mjs';
import { compress, nameHash } from '../../scripts/build/output.mjs';
import { test, expect, openCartPanel, unexpectedErrors, waitForWidgets, widgetMounted, type PageLog } from './fixtures.ts';
import { click } from './people.ts';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
const CDN_PREFIX = '/cdn/shop-widgets/';

interface Running {
  origin: string;
  close(): Promise<void>;
}

/** Serves `fetch` on a free port of `host`; the origin is named with that host. */
async function listen(fetch: (request: globalThis.Request) => Response | Promise<Response>, host: 'localhost' | '127.0.0.1'): Promise<Running> {
  const server = serve({ fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  // Closing also drops the browser's open connections: the page is still open on this origin, and a
  // keep-alive socket it reuses (or a request it starts now) would otherwise hold close() up.
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      (server as HttpServer).closeAllConnections();
    });
  return { origin: `http://${host}:${port}`, close };
}

const readManifest = (folder: string): Manifest => JSON.parse(readFileSync(path.join(folder, 'manifest.json'), 'utf8')) as Manifest;
const entryOf = (manifest: Manifest) => manifest.files.find((file) => file.kind === 'script' && file.build === 'preact')!;
const chunkOf = (manifest: Manifest, chunk: string) => manifest.files.find((file) => file.kind === 'chunk' && file.build === 'preact' && file.chunk === chunk)!;

/** Every request of the page, as absolute URLs. */
function requestLog(page: Page): URL[] {
  const urls: URL[] = [];
  page.on('request', (request) => urls.push(new URL(request.url())));
  return urls;
}

const quickViewMarker = (page: Page) => page.locator('.tile[data-product-id="1002"] [data-widget="quick-view"]');
const quickViewDialog = (page: Page) => page.locator('.quick-view-dialog');
const searchField = (page: Page) => page.locator('[data-widget="search"] input');
const suggestions = (page: Page) => page.getByRole('listbox', { name: /Подсказки|Підказки/ });

/** A quick view, the search's suggestions and the cart panel: three chunks (and the common one) at work. */
async function useChunks(page: Page): Promise<void> {
  await click(page, quickViewMarker(page));
  await expect(quickViewDialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(quickViewDialog(page)).toBeHidden();
  await click(page, searchField(page));
  await page.keyboard.type('Pu', { delay: 50 });
  await expect(suggestions(page).getByRole('option', { name: 'Puma' }).first()).toBeVisible();
  await page.keyboard.press('Escape');
  const panel = await openCartPanel(page);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
}

/** A shopper's new tab on the listing who opens a quick view: the file names it fetched. */
async function newTabWithQuickView(context: BrowserContext, origin: string): Promise<{ page: Page; names: string[] }> {
  const page = await context.newPage();
  const requests = requestLog(page);
  await page.goto(`${origin}/catalog/odezhda/`);
  await waitForWidgets(page);
  await click(page, quickViewMarker(page));
  await expect(quickViewDialog(page)).toBeVisible();
  return { page, names: requests.map((url) => path.basename(url.pathname)) };
}

const ours = (log: PageLog) => log.errors.filter((text) => text.startsWith('[shop-widgets]'));

test.describe('files on a CDN or under a path prefix', () => {
  test('a CDN on another origin: every chunk loads from it with CORS and SRI, every call goes to the page origin, the strict CSP holds', async ({ page, log }) => {
    const cdn = await listen(createCdnApp({ distDir: DIST, prefix: CDN_PREFIX }).fetch, '127.0.0.1');
    const store = await listen(createApp({ assetBase: `${cdn.origin}${CDN_PREFIX}` }).fetch, 'localhost');
    try {
      const requests = requestLog(page);
      const entryResponse = page.waitForResponse((candidate) => candidate.url().endsWith(`${CDN_PREFIX}${entryOf(readManifest(DIST)).name}`));
      const response = await page.goto(`${store.origin}/catalog/odezhda/`);
      // Precompressed, cached for a year, shared across origins: and its integrity still checks out.
      const entryHeaders = (await entryResponse).headers();
      expect(entryHeaders).toMatchObject({ 'content-encoding': 'br', 'cache-control': 'public, max-age=31536000, immutable', 'access-control-allow-origin': '*', vary: 'Accept-Encoding' });
      const csp = response!.headers()['content-security-policy']!;
      expect(csp).toContain(`script-src 'self' ${cdn.origin}`);
      expect(csp).toContain(`style-src 'self' ${cdn.origin}`);
      expect(csp).toContain("connect-src 'self'");
      await waitForWidgets(page);
      await useChunks(page);
      // The home page's banner (the page chunk) and countdown (its own chunk) as well.
      await page.goto(`${store.origin}/`);
      await waitForWidgets(page);
      await widgetMounted(page, '[data-widget="promo-banner"]');
      await expect(page.locator('[data-widget="promo-banner"] .promo-banner__close')).toBeVisible();

      const manifest = readManifest(DIST);
      const scripts = requests.filter((url) => url.pathname.endsWith('.js') || url.pathname.endsWith('.css'));
      const fromCdn = scripts.filter((url) => url.origin === cdn.origin && url.pathname.startsWith(CDN_PREFIX)).map((url) => url.pathname.slice(CDN_PREFIX.length));
      for (const chunk of ['common', 'quick-view', 'page', 'cart', 'countdown']) expect(fromCdn, chunk).toContain(chunkOf(manifest, chunk).name);
      expect(fromCdn).toContain(entryOf(manifest).name);
      // Nothing of the bundle from the store; nothing else from the CDN.
      expect(scripts.filter((url) => url.origin === store.origin && !url.pathname.startsWith('/static/'))).toEqual([]);
      const calls = requests.filter((url) => url.pathname.startsWith('/ajax/'));
      expect(calls.length).toBeGreaterThan(3);
      expect(calls.filter((url) => url.origin !== store.origin)).toEqual([]);
      expect(log.cspViolations).toEqual([]);
      expect(unexpectedErrors(log)).toEqual([]);
      expect(log.pageErrors).toEqual([]);
    } finally {
      await store.close();
      await cdn.close();
    }
  });

  test('a path prefix of the store: the entry and its chunks come from there', async ({ page, log }) => {
    const store = await listen(createApp({ assetBase: '/assets/shop-widgets/' }).fetch, 'localhost');
    try {
      const requests = requestLog(page);
      await page.goto(`${store.origin}/catalog/odezhda/`);
      await waitForWidgets(page);
      await useChunks(page);
      const bundle = requests.filter((url) => /\.min\.(js|css)$/.test(url.pathname));
      expect(bundle.length).toBeGreaterThan(4);
      for (const url of bundle) expect(url.pathname).toMatch(/^\/assets\/shop-widgets\/shop-widgets-[^/]+$/);
      expect(unexpectedErrors(log)).toEqual([]);
    } finally {
      await store.close();
    }
  });
});

/**
 * Release B beside release A in `folder`: the quick-view chunk with one more line, and the entry
 * that carries its new hash, each under its new name, compressed as the build would. Returns B's
 * manifest (A's with those two files replaced).
 */
function addReleaseB(folder: string, a: Manifest): Manifest {
  const oldChunk = chunkOf(a, 'quick-view');
  const oldEntry = entryOf(a);
  const chunkBytes = Buffer.concat([readFileSync(path.join(folder, oldChunk.name)), Buffer.from('\n/* release B */\n')]);
  const chunkIntegrity = integrityOf(chunkBytes, 'chunk');
  const entryText = readFileSync(path.join(folder, oldEntry.name), 'utf8');
  if (entryText.split(oldChunk.integrity).length !== 2) throw new Error("the entry does not carry the quick-view chunk's hash once");
  const entryBytes = Buffer.from(entryText.replace(oldChunk.integrity, chunkIntegrity));
  const write = (name: string, bytes: Buffer) => {
    const { gzip, brotli } = compress(bytes);
    writeFileSync(path.join(folder, name), bytes);
    writeFileSync(path.join(folder, `${name}.gz`), gzip);
    writeFileSync(path.join(folder, `${name}.br`), brotli);
    return { bytes: bytes.length, gzip: gzip.length, brotli: brotli.length };
  };
  const chunk: ManifestFile = { ...oldChunk, name: oldChunk.name.replace(/\.[\w-]{8}\.min\.js$/, `.${nameHash(chunkBytes)}.min.js`), integrity: chunkIntegrity };
  const entry: ManifestFile = { ...oldEntry, name: oldEntry.name.replace(/\.[\w-]{8}\.min\.js$/, `.${nameHash(entryBytes)}.min.js`), integrity: integrityOf(entryBytes, 'script') };
  Object.assign(chunk, write(chunk.name, chunkBytes));
  Object.assign(entry, write(entry.name, entryBytes));
  return { ...a, files: a.files.map((file) => (file === oldChunk ? chunk : file === oldEntry ? entry : file)) };
}

let manifestWrites = 0;
/** What the templates read: the fixture store re-reads manifest.json when its time changes. */
function publish(folder: string, manifest: Manifest): void {
  const file = path.join(folder, 'manifest.json');
  writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
  manifestWrites += 1;
  const at = new Date(Date.now() + manifestWrites * 1000);
  utimesSync(file, at, at);
}

test.describe('releases side by side', () => {
  let folder: string;
  test.beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'shop-widgets-releases-'));
    cpSync(DIST, folder, { recursive: true });
  });
  test.afterEach(() => rmSync(folder, { recursive: true, force: true }));

  test("a page of release A keeps working while B is deployed beside it and after a rollback; B's pages use B's files", async ({ page, context }) => {
    const a = readManifest(folder);
    const b = addReleaseB(folder, a);
    const store = await listen(createApp({ distDir: folder }).fetch, 'localhost');
    try {
      const requests = requestLog(page);
      // A page rendered with release A…
      await page.goto(`${store.origin}/catalog/odezhda/`);
      await waitForWidgets(page);
      expect(requests.map((url) => path.basename(url.pathname))).toContain(entryOf(a).name);
      // …stays open while B is deployed: files first (already there), then the HTML.
      publish(folder, b);
      const { page: pageB, names: namesB } = await newTabWithQuickView(context, store.origin);
      expect(namesB).toContain(entryOf(b).name);
      expect(namesB).toContain(chunkOf(b, 'quick-view').name);
      expect(namesB).not.toContain(chunkOf(a, 'quick-view').name);
      expect(await pageB.evaluate(() => document.querySelector('script[src*="shop-widgets"]')!.getAttribute('integrity'))).toBe(entryOf(b).integrity);

      // A's page asks for its quick-view chunk only now, after the deploy: A's file is still there.
      await page.bringToFront();
      await click(page, quickViewMarker(page));
      await expect(quickViewDialog(page)).toBeVisible();
      const namesA = requests.map((url) => path.basename(url.pathname));
      expect(namesA).toContain(chunkOf(a, 'quick-view').name);
      expect(namesA).not.toContain(chunkOf(b, 'quick-view').name);

      // Rollback: the HTML names A again, then B's files go.
      publish(folder, a);
      for (const name of [entryOf(b).name, chunkOf(b, 'quick-view').name]) for (const suffix of ['', '.gz', '.br']) rmSync(path.join(folder, `${name}${suffix}`));
      const { names: namesAgain } = await newTabWithQuickView(context, store.origin);
      expect(namesAgain).toContain(chunkOf(a, 'quick-view').name);
    } finally {
      await store.close();
    }
  });

  test('a chunk whose bytes changed under its old name fails loudly; the click does what the server HTML does', async ({ page, log }) => {
    const a = readManifest(folder);
    const chunk = chunkOf(a, 'quick-view');
    // A deploy that broke the rule: other bytes under a name pages already know (and no stale .br/.gz).
    writeFileSync(path.join(folder, chunk.name), Buffer.concat([readFileSync(path.join(folder, chunk.name)), Buffer.from('\n/* changed */\n')]));
    for (const suffix of ['.gz', '.br']) rmSync(path.join(folder, `${chunk.name}${suffix}`));
    const store = await listen(createApp({ distDir: folder }).fetch, 'localhost');
    try {
      await page.goto(`${store.origin}/catalog/odezhda/`);
      await waitForWidgets(page);
      const href = await quickViewMarker(page).getAttribute('href');
      await Promise.all([page.waitForURL(`**${href}`), click(page, quickViewMarker(page))]);
      expect(new URL(page.url()).pathname).toBe(href);
      // The browser's own refusal, and ours naming the widget and the file.
      expect(log.errors.some((text) => text.includes('integrity') && text.includes(chunk.name))).toBe(true);
      expect(ours(log).some((text) => text.includes('"quick-view"') && text.includes(chunk.name) && text.includes('integrity hash does not match'))).toBe(true);
    } finally {
      await store.close();
    }
  });

  test('an entry whose bytes changed under its old name is refused by the browser, loudly; the server HTML still works', async ({ page, log }) => {
    const entry = entryOf(readManifest(folder));
    writeFileSync(path.join(folder, entry.name), Buffer.concat([readFileSync(path.join(folder, entry.name)), Buffer.from('\n/* changed */\n')]));
    for (const suffix of ['.gz', '.br']) rmSync(path.join(folder, `${entry.name}${suffix}`));
    const store = await listen(createApp({ distDir: folder }).fetch, 'localhost');
    try {
      await page.goto(`${store.origin}/catalog/odezhda/`);
      await page.waitForLoadState('load');
      expect(await page.evaluate(() => 'ShopWidgets' in window)).toBe(false);
      expect(log.errors.some((text) => text.includes('integrity') && text.includes(entry.name))).toBe(true);
      // The server's own link still goes where it says.
      const link = page.locator('.tile[data-product-id="1002"] a[href*="/product/"]').first();
      const href = await link.getAttribute('href');
      await Promise.all([page.waitForURL(`**${href}`), click(page, link)]);
      expect(new URL(page.url()).pathname).toBe(href);
    } finally {
      await store.close();
    }
  });
});
