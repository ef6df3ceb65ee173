// The header search (widgets/search): a WAI-ARIA
// combobox whose suggestions come 500 ms after the last key for 2+ characters; a choice is logged
// and followed with search_task; the animated placeholder; the empty search; faults and hostile
// entries. Real keys, the mouse at the centre of what is seen, a finger on phones.
import type { Page } from '@playwright/test';
import { test, expect, frameAndTask, requestsSeen, requestsSent, setFault, waitForWidgets, expectCleanLog } from './fixtures.ts';
import { chunkFiles, scriptLog } from './chunkFiles.ts';
import { click, hover, tabTo, tap } from './people.ts';

const FAILED = 'Подсказки сейчас недоступны';
const SAMPLES_RU = ['Летнее платье', 'Белые кроссовки', 'Кожаная куртка', 'Чёрные джинсы'];
/** The server's own placeholder, which comes back when the animation stops. */
const SERVER_PLACEHOLDER = 'Поиск по бренду или товару';

const field = (page: Page) => page.locator('[data-widget="search"] input');
const listbox = (page: Page) => page.getByRole('listbox', { name: /Подсказки|Підказки/ });
const option = (page: Page, name: string | RegExp) => listbox(page).getByRole('option', { name });
const submitButton = (page: Page) => page.locator('[data-widget="search"] button[type="submit"]');

async function openPage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForWidgets(page);
  // The search mounts when its chunk is in: its field is a combobox from then on.
  await expect(field(page)).toHaveAttribute('role', 'combobox');
}

interface Call {
  method: string;
  path: string;
  query: Record<string, string>;
}

async function callsTo(page: Page, path: string): Promise<Call[]> {
  const { calls } = (await (await page.request.get('/qa/calls.json')).json()) as { calls: Call[] };
  return calls.filter((call) => call.path === path);
}

/** The `name` of every request to `path` the page sends from now on (requestsSent, fixtures.ts). */
function requestsTo(page: Page, path: string): () => string[] {
  const sent = requestsSent(page, (request) => new URL(request.url()).pathname === path);
  return () => sent().map((request) => new URL(request.url()).searchParams.get('name') ?? '');
}

const where = (page: Page) => page.evaluate(() => location.pathname + location.search);

test.describe('search', () => {
  test.beforeEach(async ({ page }) => {
    await page.request.get('/qa/reset');
  });

  test('type → list after the debounce → arrow keys → Enter goes to the entry with search_task', async ({ page, log }) => {
    await page.clock.install();
    await openPage(page, '/catalog/odezhda/');
    const asked = requestsTo(page, '/ajax/search-autocomplete/');
    await click(page, field(page));
    await page.keyboard.type('P', { delay: 60 });
    // One character asks for nothing, however long the debounce has had.
    await page.clock.runFor(700);
    expect(asked()).toEqual([]);
    await page.keyboard.type('u', { delay: 60 });
    await expect(listbox(page)).toBeVisible();
    await expect(field(page)).toHaveAttribute('aria-expanded', 'true');
    const calls = await callsTo(page, '/ajax/search-autocomplete/');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.query.name).toBe('Pu');
    expect(calls[0]!.query.fromurl).toBe('http://localhost:' + new URL(page.url()).port + '/catalog/odezhda/');

    await expect(option(page, 'Puma').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    const first = listbox(page).getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(field(page)).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(field(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.has('search_task'));
    expect(await where(page)).toMatch(/^\/brand\/puma\/\?search_task=\d+$/);
    const logged = await callsTo(page, '/ajax/search-autocomplete-log/');
    expect(logged.map((call) => call.query)).toEqual([{ query: 'Pu', anchor: 'Puma', url: '/brand/puma/' }]);
    expectCleanLog(log);
  });

  test('a mouse choice in Ukrainian; Esc closes the list and keeps what was typed', async ({ page, log }) => {
    await openPage(page, '/ua/');
    await click(page, field(page));
    await page.keyboard.type('кро', { delay: 50 });
    await expect(listbox(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(listbox(page)).toBeHidden();
    await expect(field(page)).toHaveValue('кро');
    await expect(field(page)).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowDown');
    await expect(listbox(page)).toBeVisible();
    const category = listbox(page).locator('.autocomplete__item--category').first();
    await expect(category).toBeVisible();
    const href = await page.evaluate(() => document.querySelector('.search-form__option.autocomplete__item--category')?.textContent);
    expect(href).toBeTruthy();
    await click(page, category);
    await page.waitForURL((url) => url.pathname.startsWith('/ua/catalog/') && url.searchParams.has('search_task'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
    expectCleanLog(log);
  });

  test('answers are cached per query for the page: typing the same query again asks nothing new', async ({ page }) => {
    await page.clock.install();
    await openPage(page, '/');
    const asked = requestsTo(page, '/ajax/search-autocomplete/');
    await click(page, field(page));
    await page.keyboard.type('Ad', { delay: 50 });
    await expect(option(page, 'Adidas').first()).toBeVisible();
    await page.keyboard.press('Backspace');
    await page.clock.runFor(600);
    await page.keyboard.type('d', { delay: 50 });
    await expect(option(page, 'Adidas').first()).toBeVisible();
    await page.clock.runFor(600);
    expect(asked()).toEqual(['Ad']);
    expect((await callsTo(page, '/ajax/search-autocomplete/')).map((call) => call.query.name)).toEqual(['Ad']);
  });

  test('an empty search is not sent, by Enter or by the button; a query is, as the GET form', async ({ page, log }) => {
    await openPage(page, '/catalog/krossovki/');
    const navigations = requestsSent(page, (request) => request.isNavigationRequest() && request.frame() === page.mainFrame());
    await click(page, field(page));
    await page.keyboard.type('   ');
    await page.keyboard.press('Enter');
    await frameAndTask(page);
    await requestsSeen(page);
    expect(navigations()).toEqual([]);
    expect(await where(page)).toBe('/catalog/krossovki/');
    await click(page, submitButton(page));
    await frameAndTask(page);
    await requestsSeen(page);
    expect(navigations()).toEqual([]);
    expect(await where(page)).toBe('/catalog/krossovki/');
    await expect(field(page)).toBeFocused();
    // Tab is never blocked: it moves on.
    await page.keyboard.press('Tab');
    await expect(field(page)).not.toBeFocused();

    await click(page, field(page));
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Luna');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/search/?q=Luna');
    await expect(page.locator('.listing__title')).toContainText('Luna');
    expectCleanLog(log);
  });

  test('the placeholder types the sample queries; a press on the button while it runs only focuses the field', async ({ page, log }) => {
    await page.clock.install();
    await openPage(page, '/');
    const seen = new Set<string>();
    // A letter every 150 ms: the clock moves a letter at a time.
    for (let i = 0; i < 12; i += 1) {
      seen.add((await field(page).getAttribute('placeholder')) ?? '');
      await page.clock.runFor(150);
    }
    const typed = [...seen].filter((text) => text !== SERVER_PLACEHOLDER);
    expect(typed.length).toBeGreaterThan(3);
    for (const text of typed) expect(SAMPLES_RU.some((sample) => sample.startsWith(text))).toBe(true);

    await click(page, submitButton(page));
    await expect(field(page)).toBeFocused();
    expect(await where(page)).toBe('/');
    // Stopped for good: the server's placeholder is back.
    await expect(field(page)).toHaveAttribute('placeholder', SERVER_PLACEHOLDER);
    await page.clock.runFor(2000);
    await expect(field(page)).toHaveAttribute('placeholder', SERVER_PLACEHOLDER);
    expectCleanLog(log);
  });

  test('with reduced motion the placeholder stays the server’s', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await openPage(page, '/ua/');
    const server = await field(page).getAttribute('placeholder');
    await page.clock.runFor(2000);
    await expect(field(page)).toHaveAttribute('placeholder', server!);
  });

  test('keyboard only: Tab to the field, type, arrows and Enter', async ({ page, log }) => {
    await openPage(page, '/favourites/');
    await tabTo(page, field(page));
    await page.keyboard.type('Levi', { delay: 40 });
    await expect(option(page, "Levi's").first()).toBeVisible();
    await page.keyboard.press('ArrowUp');
    const options = listbox(page).getByRole('option');
    await expect(options.last()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.has('search_task'));
    expectCleanLog(log);
  });

  test('@mobile a finger: tap the field, type, tap a suggestion', async ({ page, log, isMobile }) => {
    test.skip(!isMobile, 'touch only');
    await openPage(page, '/');
    await tap(page, field(page));
    await page.keyboard.type('Ecco', { delay: 40 });
    await expect(option(page, 'Ecco').first()).toBeVisible();
    await tap(page, option(page, 'Ecco').first());
    await page.waitForURL((url) => url.pathname === '/brand/ecco/' && url.searchParams.has('search_task'));
    expectCleanLog(log);
  });

  test('hostile entries: javascript: and off-site links are not offered, markup is shown as text', async ({ page, log }) => {
    let dialogs = 0;
    page.on('dialog', async (dialog) => {
      dialogs += 1;
      await dialog.dismiss();
    });
    await openPage(page, '/');
    await click(page, field(page));
    await page.keyboard.type('hostile', { delay: 30 });
    await expect(listbox(page)).toBeVisible();
    const options = listbox(page).getByRole('option');
    await expect(options).toHaveCount(1);
    await expect(options.first()).toHaveText('<img src=x onerror=alert(1)>');
    expect(await page.locator('[data-widget="search"] img').count()).toBe(0);
    await click(page, options.first());
    await page.waitForURL((url) => url.pathname === '/search/' && url.searchParams.get('q') === 'hostile' && url.searchParams.has('search_task'));
    expect(dialogs).toBe(0);
    expectCleanLog(log);
  });

  test('typed markup stays text: in the field, in the calls, in the results page', async ({ page, log }) => {
    let dialogs = 0;
    page.on('dialog', async (dialog) => {
      dialogs += 1;
      await dialog.dismiss();
    });
    await openPage(page, '/');
    await click(page, field(page));
    const hostile = '<img src=x onerror=alert(1)>';
    await page.keyboard.type(hostile);
    // The suggestions are asked for once the debounce has passed.
    await expect.poll(async () => (await callsTo(page, '/ajax/search-autocomplete/')).at(-1)?.query.name).toBe(hostile);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search/');
    await expect(page.locator('.listing__title')).toContainText(hostile);
    expect(dialogs).toBe(0);
    expectCleanLog(log);
  });
});

test.describe('search under faults', () => {
  test.beforeEach(async ({ page }) => {
    await page.request.get('/qa/reset');
  });

  for (const kind of ['500', 'malformed', 'drop'] as const) {
    test(`suggestions ${kind}: a message under the field, the query kept, the search still sent`, async ({ page, baseURL, log }) => {
      await openPage(page, '/');
      await setFault(page, `${kind}@/ajax/search-autocomplete/`, baseURL!);
      await click(page, field(page));
      await page.keyboard.type('Puma', { delay: 30 });
      await expect(page.locator('.search-form__status')).toHaveText(FAILED);
      await expect(field(page)).toHaveValue('Puma');
      await page.keyboard.press('Enter');
      await page.waitForURL('**/search/?q=Puma');
      expectCleanLog(log);
    });
  }

  for (const kind of ['500', 'slow', 'malformed'] as const) {
    test(`the log call ${kind}: the shopper still goes to the entry, without search_task`, async ({ page, baseURL, log }) => {
      await openPage(page, '/');
      await setFault(page, `${kind}@/ajax/search-autocomplete-log/`, baseURL!);
      await click(page, field(page));
      await page.keyboard.type('Fila', { delay: 30 });
      await expect(option(page, 'Fila').first()).toBeVisible();
      await click(page, option(page, 'Fila').first());
      await page.waitForURL((url) => url.pathname === '/brand/fila/');
      expect(new URL(page.url()).searchParams.has('search_task')).toBe(false);
      expect(await callsTo(page, '/ajax/search-autocomplete-log/')).toHaveLength(1);
      expectCleanLog(log);
    });
  }
});

test.describe('search: the suggestions come on first use', () => {
  const SUGGESTIONS_FILE = /\/dist\/[^/?]*\.search-autocomplete\.[\w-]{8}\.min\.js(\?.*)?$/;

  test('no page fetches them before input; a pointer over the form fetches them once, and the typed query gets its list', async ({ page, log }) => {
    const requested = scriptLog(page);
    await openPage(page, '/catalog/odezhda/');
    await page.waitForLoadState('networkidle');
    const file = (await chunkFiles(page))['search-autocomplete']!;
    expect(file).toBeTruthy();
    expect(requested).not.toContain(file);
    await hover(page, field(page));
    await expect.poll(() => requested.filter((name) => name === file)).toHaveLength(1);
    await click(page, field(page));
    await page.keyboard.type('Puma', { delay: 30 });
    await expect(option(page, 'Puma').first()).toBeVisible();
    expect(requested.filter((name) => name === file)).toHaveLength(1);
    expectCleanLog(log);
  });

  test('a suggestions file that fails leaves the server\'s field and form; the next focus fetches it again', async ({ page, log }) => {
    let broken = true;
    await page.route(SUGGESTIONS_FILE, (route) => (broken ? route.fulfill({ status: 404, body: 'Not found' }) : route.continue()));
    const requested = scriptLog(page);
    await openPage(page, '/');
    const file = (await chunkFiles(page))['search-autocomplete']!;
    await click(page, field(page));
    await expect.poll(() => log.errors.filter((text) => text.startsWith('[shop-widgets]'))).toEqual([
      expect.stringContaining(`${file}: the file did not load`),
    ]);
    await page.keyboard.type('Pu', { delay: 30 });
    await expect(field(page)).toHaveValue('Pu');

    broken = false;
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(field(page)).toBeFocused();
    await expect.poll(() => requested.filter((name) => name === file)).toHaveLength(2);
    // Focus by keyboard selects the field's text: the shopper goes on typing at its end.
    await page.keyboard.press('End');
    await page.keyboard.type('ma', { delay: 30 });
    await expect(option(page, 'Puma').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/search/?q=Puma');
    expect(log.errors.filter((text) => text.startsWith('[shop-widgets]'))).toHaveLength(1);
    expect(log.pageErrors).toEqual([]);
  });
});

test.describe('search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the GET form sends the query to the results page', async ({ page }) => {
    await page.goto('/ua/');
    await click(page, field(page));
    await page.keyboard.type('Luna');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/ua/search/?q=Luna');
    await expect(page.locator('.listing__title')).toContainText('Luna');
  });
});
