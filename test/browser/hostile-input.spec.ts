// Hostile input (issue 11): every place where text from the page's URL, a JSON text field of an
// answer or the shopper reaches the page, fed values that would be markup, code or a way off the
// site. What the suite proves, in both languages (a probe where the language plays no part runs in
// one, the languages in turn: `rootInTurn`):
// - nothing runs: window.__pwned stays unset, and the log fixture fails any test on a CSP
//   violation, which an inline handler or a javascript: address that was tried would cause;
// - nothing becomes an element: no <img src=x>, no inline <script>, no on* attribute anywhere;
// - text comes out as exactly the characters that went in (entities are not decoded twice);
// - every navigation taken from an answer or from the URL stays on this origin (the page, and any
//   tab it opens), and a hostile value rides along only as encoded query text, or is dropped where
//   the widget refuses it (with the console error it is documented to log).
// Markup and links inside the server's html answers (login error, single-basket, recall, panels)
// are trusted by design (server HTML is trusted, user input is not): for those the suite checks
// what the widget adds and that a <script> in them stays inert (an inline handler in them would be
// stopped by the CSP alone: no sanitiser runs on them).
import type { BrowserContext, Page } from '@playwright/test';
import { products } from '../../fixtures/catalog/index.ts';
import { escapeHtml } from '../../fixtures/server/html.ts';
import { test as base, expect, openPage, requestsSeen, requestsSent, setFault, waitForWidgets, expectCleanLog, type PageLog } from './fixtures.ts';
import { click, hover, press } from './people.ts';
import { png } from './png.ts';
import { EVIL_HOST, NO_DAMAGE, addresses, answerWith, countProbes, damage, editAnswer, foreign, isPageInit, probesSoFar, watchEvilHost } from './hostile-input/probes.ts';

// ---------------------------------------------------------------- the payloads
const MARKUP = '<img src=x onerror=window.__pwned=1>';
const BREAKOUT = '"><script>window.__pwned=1</script>';
const SVG = "'><svg onload=window.__pwned=1>";
/** Already entity-encoded: shown decoded once would read as markup. */
const ENTITIES = '&lt;b&gt;not bold&lt;/b&gt; &amp;amp;';
const CODE = 'javascript:window.__pwned=1';
/** Text: each must be shown as exactly these characters. */
const TEXTS = [MARKUP, BREAKOUT, SVG, ENTITIES, CODE] as const;
/** Addresses off this site or that run code: never followed, never made a link by a widget. */
const OFF_SITE = [
  `https://${EVIL_HOST}/x`,
  `//${EVIL_HOST}/x`,
  CODE,
  ' JavaScript:window.__pwned=1',
  'java\tscript:window.__pwned=1',
  `/\\${EVIL_HOST}/x`,
  `\\\\${EVIL_HOST}/x`,
  'data:text/html,<script>window.__pwned=1</script>',
  `http://localhost@${EVIL_HOST}/x`,
] as const;
/**
 * Autocomplete log answers ({id}, docs/api.md) and the search_task the shopper then carries; null:
 * the id is refused and dropped. One of each as a journey; every hostile id is a row of
 * test/unit/widgets/search-log-ids.test.ts.
 */
const LOG_IDS: readonly { body: unknown; task: string | null }[] = [
  { body: { id: `1&next=//${EVIL_HOST}` }, task: `1&next=//${EVIL_HOST}` },
  { body: { id: { next: `//${EVIL_HOST}` } }, task: null },
];
/** Query values put in the address of a page as the shopper opens it. */
const HOSTILE_QUERY: readonly [string, string][] = [
  ['q', BREAKOUT],
  ['search_task', MARKUP],
  ['sort', SVG],
  ['back', `//${EVIL_HOST}/x`],
  ['next', CODE],
];

const ROOTS = ['/', '/ua/'] as const;
/**
 * A probe whose handling does not depend on the page's language runs in one language: each call
 * takes the next one, so the probes down the file alternate and both languages are probed. (The
 * URL's probes, where the language root is part of the address, and the brand menu's, whose two
 * languages check different things, run in both.)
 */
let turn = 0;
const rootInTurn = (): readonly (typeof ROOTS)[number][] => [ROOTS[turn++ % 2]!];
type Root = (typeof ROOTS)[number];
const ru = (root: Root) => root === '/';

// ---------------------------------------------------------------- the suite's fixture
/**
 * Every test watches the foreign host (requests that reached it) and the tabs the context opened,
 * besides the page log of fixtures.ts.
 */
const test = base.extend<{ evil: string[]; tabs: string[] }>({
  evil: [async ({ context }, provide) => provide(await watchEvilHost(context)), { auto: true }],
  tabs: [
    async ({ context }, provide) => {
      const opened: string[] = [];
      const onPage = (tab: Page) => {
        opened.push(tab.url());
        tab.on('framenavigated', (frame) => {
          if (frame === tab.mainFrame()) opened.push(frame.url());
        });
      };
      context.on('page', onPage);
      await provide(opened);
      context.off('page', onPage);
    },
    { auto: true },
  ],
});

test.afterAll(() => {
  console.log(`hostile input: ${probesSoFar()} probes in all (this worker)`);
});

const hostileSearch = () => new URLSearchParams([...HOSTILE_QUERY]).toString();
const paramsOf = (url: string) => [...new URL(url).searchParams];
/** The shop's own origin, as the config serves it (never read from the page under test). */
const shopOrigin = () => new URL(test.info().project.use.baseURL!).origin;
const originOf = (page: Page) => new URL(page.url()).origin;

/** Nothing ran, nothing became an element, no address leads off the site. */
async function expectUnharmed(page: Page): Promise<void> {
  expect(await damage(page)).toEqual(NO_DAMAGE);
  expect(foreign(await addresses(page), shopOrigin())).toEqual([]);
}

/** The shopper's console errors that our bundle reported with this text. */
const reported = (log: PageLog, text: string) => log.errors.filter((line) => line.startsWith(`[shop-widgets] ${text}`));

// ---------------------------------------------------------------- 1. hostile values in the page's URL
test.describe('the page URL', () => {
  const PAGES = ['', 'catalog/odezhda/', 'product/1002/', 'search/'];

  for (const root of ROOTS) {
    test(`@mobile query values are only ever encoded query text on every page type (${root})`, async ({ page, log, evil }, testInfo) => {
      for (const path of PAGES) {
        await openPage(page, `${root}${path}?${hostileSearch()}`);
        await expectUnharmed(page);
        // Every address that carries the values (sort links, the forms' back field) is this site's,
        // holds each value exactly, and holds it encoded: no raw quote or bracket in the attribute.
        const carrying = (await addresses(page)).filter((address) => address.params.some(([name]) => name === 'search_task'));
        expect(carrying.length).toBeGreaterThan(0);
        for (const address of carrying) {
          expect(address.origin, address.raw).toBe(shopOrigin());
          expect(Object.fromEntries(address.params)).toMatchObject({ q: BREAKOUT, search_task: MARKUP, next: CODE });
          expect(address.raw).not.toMatch(/[<>"\s]/);
        }
      }
      // The results page prints the query back: as the field's value and as text, never as markup.
      await expect(page.locator('[data-widget="search"] input')).toHaveValue(BREAKOUT);
      await expect(page.locator('.listing__title')).toContainText(BREAKOUT);
      expect(evil).toEqual([]);
      expectCleanLog(log);
      countProbes(testInfo, PAGES.length * HOSTILE_QUERY.length);
    });
  }

  for (const root of ROOTS) {
    const [summary, choice, leavesTo] = ru(root)
      ? (['[data-widget="lang-switch"] summary', 'Укр', '/ua/search/'] as const)
      : (['[data-widget="currency-switch"] summary', 'тенге', '/search/'] as const);
    test(`the sort popup and the ${ru(root) ? 'language' : 'currency'} switch keep the values exactly, on this site (${root})`, async ({ page, log, evil, tabs }, testInfo) => {
      await openPage(page, `${root}search/?${hostileSearch()}`);
      await click(page, page.locator('[data-widget="sort-popup"] summary'));
      await click(page, page.locator('[data-widget="sort-popup"] .sort-popup__option').nth(1));
      await page.waitForURL((url) => url.searchParams.get('sort') === 'price_asc');
      expect(originOf(page)).toBe(shopOrigin());
      const sorted = paramsOf(page.url());
      expect(Object.fromEntries(sorted)).toEqual({ ...Object.fromEntries(HOSTILE_QUERY), sort: 'price_asc' });
      await waitForWidgets(page);
      await expectUnharmed(page);

      // The switch builds its target from location: the path changes, the query stays as it was.
      const before = new URL(page.url());
      await click(page, page.locator(summary));
      await click(page, page.locator(summary).locator('..').getByRole('button', { name: choice }));
      await page.waitForURL((url) => url.pathname === leavesTo);
      const after = new URL(page.url());
      expect(after.origin).toBe(shopOrigin());
      expect(after.pathname).not.toBe(before.pathname);
      expect(paramsOf(after.href)).toEqual(sorted);
      await waitForWidgets(page);
      await expectUnharmed(page);
      expect(evil).toEqual([]);
      expect(tabs).toEqual([]);
      expectCleanLog(log);
      countProbes(testInfo, 2 * HOSTILE_QUERY.length);
    });
  }

  test('paths that look like another site: the switches land on this site', async ({ page, baseURL, log, evil }, testInfo) => {
    // Playwright resolves a relative '//evil.example/…' against nothing: the whole address is given.
    const cases = [
      { from: `${baseURL}//${EVIL_HOST}/x/?${hostileSearch()}`, widget: 'lang-switch', choice: 'Укр', to: `/ua/${EVIL_HOST}/x/` },
      { from: `${baseURL}/ua//${EVIL_HOST}/x/?${hostileSearch()}`, widget: 'lang-switch', choice: 'Рус', to: `/${EVIL_HOST}/x/` },
      { from: `${baseURL}/ua/\\${EVIL_HOST}/x/?${hostileSearch()}`, widget: 'currency-switch', choice: 'тенге', to: `/${EVIL_HOST}/x/` },
    ];
    for (const { from, widget, choice, to } of cases) {
      await openPage(page, from);
      const marker = page.locator(`[data-widget="${widget}"]`);
      await click(page, marker.locator('summary'));
      await click(page, marker.getByRole('button', { name: choice }));
      await page.waitForURL((url) => url.pathname === to);
      expect(originOf(page)).toBe(shopOrigin());
      expect(paramsOf(page.url())).toEqual(HOSTILE_QUERY);
    }
    expect(evil).toEqual([]);
    expectCleanLog(log);
    countProbes(testInfo, cases.length);
  });

  for (const root of ROOTS) {
    test(`?action=external_call with hostile values: the address becomes the root, the form holds them as a value (${root})`, async ({ page, log, evil }, testInfo) => {
      await page.goto(`${root}catalog/odezhda/?action=external_call&${hostileSearch()}`);
      const dialog = page.getByRole('dialog', { name: ru(root) ? 'Перезвоните мне' : 'Передзвоніть мені' });
      const form = dialog.locator('form.recall-form');
      await expect(form).toBeVisible();
      expect(page.url()).toBe(`${shopOrigin()}${root}`);
      // The page the shopper came to goes to the server as the form's url: a value, decoded exactly.
      const cameFrom = new URL(await form.locator('input[name="url"]').inputValue());
      expect(cameFrom.origin).toBe(shopOrigin());
      expect(cameFrom.pathname).toBe(`${root}catalog/odezhda/`);
      expect(Object.fromEntries(cameFrom.searchParams)).toMatchObject(Object.fromEntries(HOSTILE_QUERY));
      await waitForWidgets(page);
      await expectUnharmed(page);

      // What the shopper types goes as typed, and the server's answer replaces the form.
      await click(page, form.locator('input[name="name"]'));
      await page.keyboard.type(MARKUP);
      await click(page, form.locator('input[name="phone"]'));
      await page.keyboard.type('0671234567');
      await click(page, form.locator('button[type="submit"]'));
      await expect(dialog.locator('.recall__thanks')).toBeVisible();
      const { calls } = (await (await page.request.get('/qa/calls.json')).json()) as { calls: { method: string; path: string; fields: Record<string, string> }[] };
      const sent = calls.filter((call) => call.path === '/ajax/add_question21/' && call.fields.name !== undefined);
      expect(sent.map((call) => call.fields.name)).toEqual([MARKUP]);
      await expectUnharmed(page);
      expect(evil).toEqual([]);
      expectCleanLog(log);
      countProbes(testInfo, HOSTILE_QUERY.length + 1);
    });
  }
});

// ---------------------------------------------------------------- 2 and 5. the search: entries and log ids
const searchField = (page: Page) => page.locator('[data-widget="search"] input');
const listbox = (page: Page) => page.getByRole('listbox', { name: /Подсказки|Підказки/ });

/** The fixture's autocomplete replaced by `entries` (already escaped html) for every query. */
async function suggest(page: Page, html: (query: string) => string): Promise<void> {
  await page.route(
    (url) => url.pathname === '/ajax/search-autocomplete/',
    (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=UTF-8', body: html(new URL(route.request().url()).searchParams.get('name') ?? '') }),
  );
}

const entry = (href: string, label: string) => `<li class="autocomplete__item autocomplete__item--brand"><a href="${escapeHtml(href)}" data-anchor="${escapeHtml(label)}">${escapeHtml(label)}</a></li>`;

/** Types a query and picks the only suggestion with the mouse. */
async function chooseSuggestion(page: Page, root: Root, query: string, label: string): Promise<void> {
  await openPage(page, root);
  await expect(searchField(page)).toHaveAttribute('role', 'combobox');
  await click(page, searchField(page));
  await page.keyboard.type(query, { delay: 40 });
  const option = listbox(page).getByRole('option', { name: label });
  await expect(option).toBeVisible();
  await click(page, option);
}

test.describe('the search', () => {
  for (const [index, { body, task }] of LOG_IDS.entries()) {
    const shown = typeof body === 'string' ? body : JSON.stringify(body);
    test(`log answer ${shown}: ${task === null ? 'refused, the shopper goes on without search_task' : 'only the encoded value of search_task'} (#${index})`, async ({ page, log, evil, tabs }, testInfo) => {
      await answerWith(page, '/ajax/search-autocomplete-log/', () => body);
      for (const root of ROOTS) {
        await suggest(page, () => `<ul class="autocomplete">${entry(`${root}brand/puma/?from=search#top`, 'Puma')}</ul>`);
        const errorsBefore = reported(log, 'the search choice could not be logged').length;
        await chooseSuggestion(page, root, 'Pu', 'Puma');
        await page.waitForURL((url) => url.pathname === `${root}brand/puma/`);
        const reached = new URL(page.url());
        expect(reached.origin).toBe(shopOrigin());
        expect(reached.hash).toBe('#top');
        // Exactly the entry's own parameter and search_task: nothing the id held became a parameter of its own.
        expect(paramsOf(reached.href)).toEqual(task === null ? [['from', 'search']] : [['from', 'search'], ['search_task', task]]);
        const refusals = reported(log, 'the search choice could not be logged').slice(errorsBefore);
        if (task === null) {
          expect(refusals).toHaveLength(1);
          expect(refusals[0]).toMatch(/going on without search_task.*expected an id/s);
        } else {
          expect(refusals).toEqual([]);
        }
        await waitForWidgets(page);
        await expectUnharmed(page);
      }
      expect(evil).toEqual([]);
      expect(tabs).toEqual([]);
      expect(log.pageErrors).toEqual([]);
      countProbes(testInfo, ROOTS.length);
    });
  }

  // JSON numbers past 2^53 lose digits in JSON.parse: the rounded number is another id than the
  // one the server logged, so it is refused and the shopper goes on without search_task.
  test('log answer with an id past 2^53: refused, never rounded to another id', async ({ page, log }, testInfo) => {
    await answerWith(page, '/ajax/search-autocomplete-log/', () => '{"id": 12345678901234567890}');
    await suggest(page, () => `<ul class="autocomplete">${entry('/brand/puma/', 'Puma')}</ul>`);
    await chooseSuggestion(page, '/', 'Pu', 'Puma');
    await page.waitForURL((url) => url.pathname === '/brand/puma/');
    countProbes(testInfo, 1);
    expect(new URL(page.url()).searchParams.get('search_task')).toBeNull();
    expect(log.errors.filter((text) => /going on without search_task.*expected an id/s.test(text))).toHaveLength(1);
  });

  for (const root of rootInTurn()) {
    test(`entries pointing off the site are not offered; the server's words stay text (${root})`, async ({ page, log, evil, tabs }, testInfo) => {
      await suggest(page, (query) =>
        query === 'Pu'
          ? `<ul class="autocomplete">${OFF_SITE.map((href, index) => entry(href, `off-site ${index}`)).join('')}${entry(`${root}brand/puma/`, 'Puma')}</ul>`
          : `<p class="autocomplete__empty">${escapeHtml(MARKUP)}</p><script>window.__pwned=1</script>`,
      );
      await openPage(page, root);
      await expect(searchField(page)).toHaveAttribute('role', 'combobox');
      await click(page, searchField(page));
      // A query that answers words only: they show as the status line, as text.
      await page.keyboard.type('Zz', { delay: 40 });
      await expect(page.locator('.search-form__status')).toHaveText(MARKUP);
      await expectUnharmed(page);
      await page.keyboard.press('Control+A');
      await page.keyboard.type('Pu', { delay: 40 });
      const options = listbox(page).getByRole('option');
      await expect(options).toHaveText(['Puma']);
      await click(page, options.first());
      await page.waitForURL((url) => url.pathname === `${root}brand/puma/`);
      expect(originOf(page)).toBe(shopOrigin());
      expect(paramsOf(page.url()).map(([name]) => name)).toEqual(['search_task']);
      expect(evil).toEqual([]);
      expect(tabs).toEqual([]);
      expectCleanLog(log);
      countProbes(testInfo, OFF_SITE.length + 1);
    });
  }
});

// ---------------------------------------------------------------- 5. the image search's answer
test.describe('the image search answer', () => {
  const similar = (page: Page) => page.locator('.product__similar [data-widget="image-search"] button[type="submit"]');

  // Two of the addresses as journeys, one per alternation of languages and fields; every address of
  // OFF_SITE is a row of test/unit/actions/imageSearch.test.ts (the route each gives).
  for (const [index, payload] of OFF_SITE.slice(0, 2).entries()) {
    test(`id and image ${JSON.stringify(payload)}: the results or no-result route of this site, the value encoded (#${index})`, async ({ page, log, evil, tabs }, testInfo) => {
      let answer: Record<string, string> = {};
      await answerWith(page, '/ajax/search-image/', () => answer);
      // Both fields in both languages, alternating which language gets which.
      const rounds = index % 2 === 0 ? ([['/', 'id'], ['/ua/', 'image']] as const) : ([['/ua/', 'id'], ['/', 'image']] as const);
      for (const [root, field] of rounds) {
        answer = { [field]: payload };
        await openPage(page, `${root}product/1002/`);
        await click(page, similar(page));
        await page.waitForURL((url) => url.pathname !== `${root}product/1002/`);
        const reached = new URL(page.url());
        expect(reached.origin).toBe(shopOrigin());
        // The decoder and the route both trim the value; nothing else changes it.
        if (field === 'id') {
          expect(reached.pathname).toBe(`${root}search-image/${encodeURIComponent(payload.trim())}/`);
          expect(reached.search).toBe('');
        } else {
          expect(reached.pathname).toBe(`${root}photo-search-no-result/`);
          expect(paramsOf(reached.href)).toEqual([['image', payload.trim()]]);
        }
        await expectUnharmed(page);
      }
      expect(evil).toEqual([]);
      expect(tabs).toEqual([]);
      expectCleanLog(log);
      countProbes(testInfo, rounds.length);
    });
  }

  for (const root of rootInTurn()) {
    test(`a photo's file name is shown as text (${root})`, async ({ page, log }, testInfo) => {
      const name = `${SVG}${MARKUP}.png`;
      await openPage(page, root);
      const chooser = page.waitForEvent('filechooser');
      await click(page, page.locator('header [data-widget="image-search"] input[type="file"]'));
      await (await chooser).setFiles({ name, mimeType: 'image/png', buffer: png(20, 120, 40) });
      const dialog = page.getByRole('dialog', { name: ru(root) ? 'Поиск по фото' : 'Пошук за фото' });
      await expect(dialog.locator('figcaption')).toHaveText(name);
      await expectUnharmed(page);
      expectCleanLog(log);
      countProbes(testInfo, 1);
    });
  }

  test("an id of dots only would leave the results route: with an image it is the no-result route, alone it fails and the page stays", async ({ page, log, evil }, testInfo) => {
    let answer: Record<string, string> = { id: '..', image: `https://${EVIL_HOST}/x.png` };
    await answerWith(page, '/ajax/search-image/', () => answer);
    await openPage(page, '/ua/product/1002/');
    await click(page, similar(page));
    await page.waitForURL((url) => url.pathname === '/ua/photo-search-no-result/');
    expect(paramsOf(page.url())).toEqual([['image', `https://${EVIL_HOST}/x.png`]]);
    await expectUnharmed(page);

    answer = { id: '..' };
    await openPage(page, '/product/1002/');
    await click(page, similar(page));
    await expect(page.getByText('Не удалось выполнить поиск по фото. Проверьте соединение и попробуйте ещё раз.')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/product/1002/');
    expect(reported(log, 'the image search answered neither a search id nor an image')).toHaveLength(1);
    expect(evil).toEqual([]);
    expect(log.pageErrors).toEqual([]);
    countProbes(testInfo, 2);
  });
});

// ---------------------------------------------------------------- 3 and 5. the brand menu's answer
test.describe('the brand menu answer', () => {
  for (const root of ROOTS) {
    const forMen = ru(root);
    test(`entries off the site are dropped; names are text${forMen ? '; ?sort=man joins the query, not the hash' : ''} (${root})`, async ({ page, baseURL, log, evil, tabs }, testInfo) => {
      if (forMen) await page.context().addCookies([{ name: 'menu', value: 'm', url: baseURL! }]);
      await answerWith(page, '/ajax/mmenu/', () => ({
        success: [
          ...OFF_SITE.map((u, index) => ({ u, n: `off-site ${index}`, b: index % 2 })),
          { u: `${root}brand/puma/?a=1#x`, n: MARKUP, b: 1 },
          { u: `${root}brand/adidas/`, n: BREAKOUT, b: 0 },
          { u: `${root}brand/fila/`, n: '   ', b: 0 },
        ],
      }));
      await openPage(page, root);
      const menu = page.locator('[data-widget="brand-menu"]');
      await click(page, menu.locator('a.brand-menu__toggle'));
      const links = menu.locator('.brand-menu__dropdown a.brand-menu__link');
      await expect(links).toHaveText([MARKUP, BREAKOUT]);
      // The panel has finished its slide: what the pointer aims at stays put.
      await expect.poll(() => menu.locator('.brand-menu__dropdown').evaluate((panel) => (panel as HTMLElement).style.maxHeight)).toBe('');
      const hrefs = await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href')));
      expect(hrefs).toEqual(forMen ? [`${root}brand/puma/?a=1&sort=man#x`, `${root}brand/adidas/?sort=man`] : [`${root}brand/puma/?a=1#x`, `${root}brand/adidas/`]);
      await expectUnharmed(page);
      await click(page, links.first());
      await page.waitForURL((url) => url.pathname === `${root}brand/puma/`);
      expect(originOf(page)).toBe(shopOrigin());
      expect(evil).toEqual([]);
      expect(tabs).toEqual([]);
      expectCleanLog(log);
      countProbes(testInfo, OFF_SITE.length + 3);
    });
  }
});

// ---------------------------------------------------------------- 3 and 5. the quick view
test.describe('the quick view', () => {
  const quickView = (page: Page, id: number) => page.locator(`.tile[data-product-id="${id}"] [data-widget="quick-view"]`);

  for (const root of rootInTurn()) {
    test(`the product's name in the answer names the dialog as text (${root})`, async ({ page, log, evil }, testInfo) => {
      await page.route(
        (url) => url.pathname === '/ajax/product/data/',
        async (route) => {
          const response = await route.fetch();
          const html = (await response.text())
            .replace(/(<h2 class="quick-view__name">)[^<]*/, `$1${escapeHtml(MARKUP)}`)
            .replace(/(<p class="quick-view__brand">)[^<]*/, `$1${escapeHtml(BREAKOUT)}`);
          return route.fulfill({ response, body: html });
        },
      );
      await openPage(page, `${root}catalog/odezhda/`);
      await click(page, quickView(page, 1002));
      const dialog = page.getByRole('dialog', { name: MARKUP });
      await expect(dialog.locator('.quick-view__name')).toHaveText(MARKUP);
      await expect(dialog.locator('.quick-view__brand')).toHaveText(BREAKOUT);
      await expectUnharmed(page);
      expect(evil).toEqual([]);
      expectCleanLog(log);
      countProbes(testInfo, 2);
    });
  }

  for (const root of rootInTurn()) {
    test(`a failed quick view offers the tile's product link only when it stays on this site (${root})`, async ({ page, baseURL, log, evil, tabs }, testInfo) => {
      // The tiles' links as a server with bad data would print them (escaped, but off the site).
      const hostile = new Map<number, string>([
        [1001, `https://${EVIL_HOST}/x`],
        [1002, CODE],
        [1003, `//${EVIL_HOST}/x`],
        [1004, `/\\${EVIL_HOST}/x`],
      ]);
      await page.route(
        (url) => url.pathname === `${root}catalog/odezhda/`,
        async (route) => {
          const response = await route.fetch();
          let html = await response.text();
          for (const [id, href] of hostile) html = html.replace(`<a class="tile__quick" href="${root}product/${id}/"`, `<a class="tile__quick" href="${escapeHtml(href)}"`);
          return route.fulfill({ response, body: html });
        },
      );
      await setFault(page, '500@/ajax/product/data/', baseURL!);
      await openPage(page, `${root}catalog/odezhda/`);
      const name = ru(root) ? 'Быстрый просмотр' : 'Швидкий перегляд';
      for (const id of [...hostile.keys(), 1005]) {
        await click(page, quickView(page, id));
        const alert = page.getByRole('dialog', { name }).getByRole('alert');
        await expect(alert).toBeVisible();
        // The control: a tile whose link is this site's gets its way out.
        await expect(alert.locator('a')).toHaveCount(hostile.has(id) ? 0 : 1);
        if (!hostile.has(id)) await expect(alert.locator('a')).toHaveAttribute('href', `${root}product/${id}/`);
        // (Tiles that have not mounted yet still hold the server's own links: only the dialog is the widget's.)
        expect(await damage(page)).toEqual(NO_DAMAGE);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
      }
      expect(evil).toEqual([]);
      expect(tabs).toEqual([]);
      expect(log.pageErrors).toEqual([]);
      countProbes(testInfo, hostile.size);
    });
  }
});

// ---------------------------------------------------------------- 3. the single-basket panel after an add
test.describe('the single-basket panel', () => {
  const recommending = products.find((product) => product.singleBasket && product.sizes.length === 0)!;
  const others = products.filter((product) => product.id !== recommending.id).slice(0, 4);
  const names = [MARKUP, BREAKOUT, SVG, ENTITIES];
  const brands = [BREAKOUT, SVG, ENTITIES, CODE];
  /** The panel as a server that escapes its texts renders it (fixtures/server/views/single-basket.ts). */
  const panelHtml = (root: Root) =>
    `<section class="single-basket"><h2 class="single-basket__title">${escapeHtml(SVG)}</h2><ul class="single-basket__list">${others
      .map(
        (product, index) =>
          `<li class="single-basket__item" data-id="${product.id}"><a class="single-basket__link" href="${root}product/${product.id}/"><img class="single-basket__image" src="/img/p${product.id}.svg" width="196" height="253" alt="${escapeHtml(names[index]!)}"><span class="single-basket__name">${escapeHtml(names[index]!)}</span><span class="single-basket__brand">${escapeHtml(brands[index]!)}</span></a></li>`,
      )
      .join('')}</ul></section>`;
  /** The answer's JSON texts: they go to tracking only, never onto the page. */
  const JSON_MARK = 'json-only';

  for (const root of rootInTurn()) {
    test(`@mobile recommended names and brands are shown as sent; the answer's JSON texts appear nowhere (${root})`, async ({ page, log, evil, tabs, isMobile }, testInfo) => {
      await editAnswer(page, '/ajax/basket_array/', (answer) => ({
        ...answer,
        products: (answer.products as Record<string, unknown>[]).map((line) => ({ ...line, name: `${JSON_MARK} ${MARKUP}`, brand: `${JSON_MARK} ${BREAKOUT}`, category_data: `${JSON_MARK}|${CODE}` })),
        singleBasket: panelHtml(root),
      }));
      await openPage(page, `${root}product/${recommending.id}/`);
      await press(page, isMobile, page.locator('.product__buy [data-widget="buy-button"] button'));
      const panel = page.getByRole('dialog', { name: ru(root) ? 'Добавлено в корзину' : 'Додано до кошика' });
      await expect(panel.locator('.single-basket__item')).toHaveCount(4);
      await expect(panel.locator('.single-basket__name')).toHaveText(names);
      await expect(panel.locator('.single-basket__brand')).toHaveText(brands);
      await expect(panel.locator('.single-basket__title')).toHaveText(SVG);
      expect(await panel.locator('.single-basket__image').evaluateAll((images) => images.map((image) => image.getAttribute('alt')))).toEqual(names);
      // The widget inserts the server's html as it is (trusted): its links are the server's, all on this site.
      expect(await panel.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(others.map((product) => `${root}product/${product.id}/`));
      await expectUnharmed(page);
      expect(await page.evaluate((mark) => document.documentElement.outerHTML.includes(mark), JSON_MARK)).toBe(false);
      expect(evil).toEqual([]);
      expect(tabs).toEqual([]);
      expectCleanLog(log);
      countProbes(testInfo, names.length + brands.length + 4);
    });
  }
});

// ---------------------------------------------------------------- 4. messages from the server
test.describe('server messages', () => {
  const accountForm = (page: Page, kind: 'login' | 'registration') => page.locator(`form[data-form="${kind}"]`);

  async function typeInto(page: Page, field: ReturnType<Page['locator']>, text: string): Promise<void> {
    await click(page, field);
    await page.keyboard.type(text);
  }

  /** Counts the documents this tab loaded: a reload is a second one. */
  async function countLoads(context: BrowserContext): Promise<void> {
    await context.addInitScript(() => {
      sessionStorage.setItem('qaLoads', String(Number(sessionStorage.getItem('qaLoads') ?? '0') + 1));
    });
  }
  /** The answer's addresses were ignored: the page reloaded itself, once, and is still unharmed. */
  async function reloadedInPlace(page: Page, root: Root): Promise<void> {
    expect(page.url()).toBe(`${shopOrigin()}${root}account/`);
    expect(await page.evaluate(() => Number(sessionStorage.getItem('qaLoads')))).toBe(2);
    await waitForWidgets(page);
    await expectUnharmed(page);
  }

  const REDIRECTS = { redirect: `https://${EVIL_HOST}/x`, url: `//${EVIL_HOST}/x`, location: CODE, back: `/\\${EVIL_HOST}/x`, next: 'data:text/html,x' };

  for (const root of rootInTurn()) {
    test(`login: the error is the server's html, its <script> inert; success reloads this page whatever else the answer names (${root})`, async ({ page, context, log, evil, tabs }, testInfo) => {
      await countLoads(context);
      let answer: Record<string, unknown> = { error: '<b>Неверный</b> логин <script>window.__pwned=1</script>или пароль' };
      await answerWith(page, '/ajax/auth/', () => answer);
      await openPage(page, `${root}account/`);
      const form = accountForm(page, 'login');
      await expect(page.locator('.account-panel__alert')).toHaveCount(2);
      await typeInto(page, form.locator('input[name="login"]'), MARKUP);
      await typeInto(page, form.locator('input[name="pass"]'), 'wrong1');
      await click(page, form.locator('button[type="submit"]'));
      const alert = page.getByRole('alert');
      await expect(alert.locator('b')).toHaveText('Неверный');
      expect(await alert.evaluate((element) => (element as HTMLElement).innerText.replace(/\s+/g, ' ').trim())).toBe('Неверный логин или пароль');
      // The login answer's message is html and the widget trusts it (no sanitiser: an onerror or a
      // javascript: link in it would be kept, and stopped only by the CSP): a script in it is
      // inserted as an element that never runs.
      expect(await alert.locator('script').count()).toBe(1);
      expect((await damage(page)).pwned).toBeNull();

      answer = { success: true, ...REDIRECTS };
      const reloaded = page.waitForEvent('load');
      await click(page, form.locator('button[type="submit"]'));
      await reloaded;
      await reloadedInPlace(page, root);
      expect(evil).toEqual([]);
      expect(tabs).toEqual([]);
      expect(log.pageErrors).toEqual([]);
      countProbes(testInfo, 2 + Object.keys(REDIRECTS).length);
    });
  }

  for (const root of rootInTurn()) {
    test(`registration: each errorsArray entry is a line of text; 'ok' reloads this page whatever else the answer names (${root})`, async ({ page, context, log, evil, tabs }, testInfo) => {
      await countLoads(context);
      let answer: Record<string, unknown> = { message: 'error', errorsArray: [...TEXTS] };
      await answerWith(page, '/ajax/registration/', () => answer);
      await openPage(page, `${root}account/`);
      const form = accountForm(page, 'registration');
      await expect(page.locator('.account-panel__alert')).toHaveCount(2);
      await typeInto(page, form.locator('input[name="name"]'), BREAKOUT);
      await typeInto(page, form.locator('input[name="email"]'), 'anna@example.com');
      await typeInto(page, form.locator('input[name="pass"]'), 'secret1');
      await click(page, form.locator('button[type="submit"]'));
      const lines = page.getByRole('alert').locator('.shop-alert__line');
      await expect(lines).toHaveText([...TEXTS]);
      expect(await lines.evaluateAll((elements) => elements.map((element) => element.children.length))).toEqual(TEXTS.map(() => 0));
      await expectUnharmed(page);

      answer = { message: 'ok', ...REDIRECTS };
      const reloaded = page.waitForEvent('load', { timeout: 5_000 });
      await click(page, form.locator('button[type="submit"]'));
      await expect(page.getByRole('status').filter({ hasText: ru(root) ? 'Вы успешно зарегистрировались!' : 'Ви успішно зареєструвалися!' })).toBeVisible();
      await reloaded;
      await reloadedInPlace(page, root);
      expect(evil).toEqual([]);
      expect(tabs).toEqual([]);
      expectCleanLog(log);
      countProbes(testInfo, TEXTS.length + Object.keys(REDIRECTS).length);
    });
  }

  for (const root of rootInTurn()) {
    test(`gift form: a message of the server's own is shown as text, whatever it holds (${root})`, async ({ page, log, evil }, testInfo) => {
      let message = '';
      await answerWith(page, '/ajax/block_gift/', () => ({ message }));
      await openPage(page, root);
      const form = page.locator('form.gift-form');
      // The form's chunk comes on intent: the shopper's pointer reaches the field.
      await hover(page, form.locator('input[name="emailgift"]'));
      await expect.poll(() => form.evaluate((element) => window.ShopWidgets!.debug.state(element))).toBe('mounted');
      await typeInto(page, form.locator('input[name="emailgift"]'), 'anna@example.com');
      for (const text of TEXTS) {
        message = text;
        await click(page, form.locator('button[type="submit"]'));
        const modal = page.getByRole('alertdialog', { name: ru(root) ? 'Ошибка' : 'Помилка' });
        const shown = modal.locator('.shop-message__text');
        await expect(shown).toHaveText(text);
        expect(await shown.evaluate((element) => element.children.length)).toBe(0);
        await expectUnharmed(page);
        await page.keyboard.press('Escape');
        await expect(modal).toHaveCount(0);
      }
      expect(evil).toEqual([]);
      expectCleanLog(log);
      countProbes(testInfo, TEXTS.length);
    });
  }

  for (const root of rootInTurn()) {
    test(`page init's phone and price label are text; the phone link keeps digits only (${root})`, async ({ page, log, evil }, testInfo) => {
      await editAnswer(
        page,
        '/ajax/tpl_action/',
        (answer) => ({
          ...answer,
          utm_translated_phone: MARKUP,
          utm_translated_phone_nf: `${CODE}//+38 (044) 123-45-67`,
          p_list_price: (answer.p_list_price as Record<string, unknown>[]).map((price) => ({ ...price, html: '', l: BREAKOUT })),
        }),
        isPageInit,
      );
      await openPage(page, `${root}product/1002/`);
      const price = page.locator('.product__info [data-widget="price"]');
      await expect(price.locator('.price__label')).toHaveText(BREAKOUT);
      expect(await price.locator('.price__label').evaluate((element) => element.children.length)).toBe(0);

      // The footer link mounts on first use: the press that mounts it opens the popup.
      await click(page, page.locator('a.footer__phone'));
      const phone = page.locator('.shop-panel--tel_popup .shop-panel__phone');
      await expect(phone).toHaveText(`${ru(root) ? 'Позвонить:' : 'Зателефонувати:'} ${MARKUP}`);
      await expect(phone.locator('a')).toHaveAttribute('href', 'tel:+1380441234567');
      await expectUnharmed(page);
      expect(evil).toEqual([]);
      expectCleanLog(log);
      countProbes(testInfo, 3);
    });
  }

  for (const root of rootInTurn()) {
    test(`the callback answer is the server's html: a <script> in it stays inert (${root})`, async ({ page, log, evil }, testInfo) => {
      await page.route(
        (url) => url.pathname === '/ajax/add_question21/',
        async (route) => {
          const response = await route.fetch();
          const html = await response.text();
          // Only the answer to the sent form (the form itself is asked for with popup=1).
          const sent = !new URLSearchParams(route.request().postData() ?? '').has('popup');
          return route.fulfill({ response, body: sent ? `${html}<script>window.__pwned=1</script>` : html });
        },
      );
      await openPage(page, root);
      // The footer link's chunk comes on intent: the widget's button is there once it mounted.
      await hover(page, page.locator('a.footer__recall'));
      await expect(page.locator('a.footer__recall button.recall__button')).toBeVisible();
      await click(page, page.locator('a.footer__recall button.recall__button'));
      const form = page.locator('.recall-dialog form.recall-form');
      await expect(form).toBeVisible();
      await click(page, form.locator('input[name="name"]'));
      await page.keyboard.type(SVG);
      await click(page, form.locator('input[name="phone"]'));
      await page.keyboard.type('0671234567');
      await click(page, form.locator('button[type="submit"]'));
      await expect(page.locator('.recall-dialog .recall__thanks')).toBeVisible();
      expect(await page.locator('.recall-dialog script').count()).toBe(1);
      expect((await damage(page)).pwned).toBeNull();
      expect(foreign(await addresses(page), shopOrigin())).toEqual([]);
      expect(evil).toEqual([]);
      expectCleanLog(log);
      countProbes(testInfo, 2);
    });
  }
});

// ---------------------------------------------------------------- 5. the new-arrival links (server markup)
test.describe('new-arrival links off the site', () => {
  // Not an answer: the links are the server's own page markup, which the widget trusts and opens
  // in a new tab. What it adds is checked: the notify call goes only to this site, and the new tab
  // gets no handle on the shop's page, even when the server forgot rel="noopener".
  for (const [root, href] of [
    ['/', `https://${EVIL_HOST}/x`],
    ['/ua/', `//${EVIL_HOST}/x`],
  ] as const) {
    test(`${href}: no notify call, a tab without an opener, the shop's page unchanged (${root})`, { tag: '@full-chromium' }, async ({ page, log, evil }, testInfo) => {
      await page.route(
        (url) => url.pathname === `${root}new-arrivals/` && url.searchParams.get('popup') === '1',
        async (route) => {
          const response = await route.fetch();
          const html = (await response.text()).replace(/<a class="new-arrivals__link" href="[^"]*" target="_blank" rel="noopener">/, `<a class="new-arrivals__link" href="${escapeHtml(href)}">`);
          return route.fulfill({ response, body: html });
        },
      );
      const notifyPosts = requestsSent(page, (request) => request.method() === 'POST' && request.url().includes('/new-arrivals/'));
      await openPage(page, `${root}new-arrivals/?popup=1`);
      const link = page.locator('.new-arrivals-dialog a.new-arrivals__link').first();
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener');
      const opened = page.context().waitForEvent('page');
      await click(page, link);
      const tab = await opened;
      await tab.waitForLoadState('domcontentloaded');
      expect(new URL(tab.url()).hostname).toBe(EVIL_HOST);
      expect(await tab.evaluate(() => window.opener)).toBeNull();
      expect(page.url()).toBe(`${shopOrigin()}${root}new-arrivals/?popup=1`);
      // The only request that reached the other site is the tab's own page load.
      expect(evil.filter((request) => !request.endsWith('/favicon.ico'))).toEqual([`GET ${tab.url()}`]);
      await requestsSeen(page);
      expect(notifyPosts()).toEqual([]);
      const { calls } = (await (await page.request.get('/qa/calls.json')).json()) as { calls: { method: string; path: string }[] };
      expect(calls.filter((call) => call.method === 'POST' && call.path.endsWith('/new-arrivals/'))).toEqual([]);
      await tab.close();
      expectCleanLog(log);
      countProbes(testInfo, 1);
    });
  }
});
