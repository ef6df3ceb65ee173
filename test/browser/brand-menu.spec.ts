// The brand mega-menu (widgets/brand-menu): a
// mouse resting on it opens it after 400 ms, leaving it closes it; letters and genders filter the
// brands (12 in the first column, the rest in the second); `?sort=man` with the menu cookie at m;
// keyboard (disclosure navigation), touch, faults, and the server's links without JavaScript.
import type { Page } from '@playwright/test';
import { test, expect, pauseClock, setFault, waitForWidgets, expectCleanLog } from './fixtures.ts';
import { chunkFiles, scriptLog, settled } from './chunkFiles.ts';
import { click, hover, tabTo, tap } from './people.ts';

const FAILED = 'Не удалось загрузить бренды. Проверьте соединение и попробуйте ещё раз.';

const menu = (page: Page) => page.locator('[data-widget="brand-menu"]');
/** The server's toggle link: there before the widget, and around its button after. */
const toggle = (page: Page) => menu(page).locator('a.brand-menu__toggle');
const button = (page: Page) => menu(page).locator('button.brand-menu__button');
const dropdown = (page: Page) => menu(page).locator('.brand-menu__dropdown');
const columns = (page: Page) => dropdown(page).locator('ul.brand-menu__column');
const choice = (page: Page, name: string) => dropdown(page).getByRole('button', { name, exact: true });

async function openPage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForWidgets(page);
  // The menu waits for the shopper to reach for it: its chunk is not even fetched yet.
  expect(await menu(page).evaluate((element) => window.ShopWidgets!.debug.state(element))).toBe('waiting');
  await expect(button(page)).toHaveCount(0);
}

/** The panel has finished its 500 ms slide: nothing in it is cut off any more. */
async function slidOpen(page: Page): Promise<void> {
  await expect.poll(() => dropdown(page).evaluate((panel) => (panel as HTMLElement).style.maxHeight)).toBe('');
}

async function menuCalls(page: Page): Promise<Record<string, string>[]> {
  const { calls } = (await (await page.request.get('/qa/calls.json')).json()) as { calls: { path: string; fields: Record<string, string> }[] };
  return calls.filter((call) => call.path === '/ajax/mmenu/').map((call) => call.fields);
}

async function columnNames(page: Page): Promise<string[][]> {
  return columns(page).evaluateAll((lists) => lists.map((list) => [...list.querySelectorAll('a')].map((link) => link.textContent ?? '')));
}

test.describe('brand menu', () => {
  test.beforeEach(async ({ page }) => {
    await page.request.get('/qa/reset');
    await page.context().clearCookies({ name: 'menu' });
  });

  test('a mouse resting on it opens it after the hover delay; 12 brands, then the rest; leaving closes it', async ({ page, log }) => {
    await page.clock.install();
    await openPage(page, '/catalog/odezhda/');
    // The page's clock stands still while the mouse rests: 399 ms later it is still closed, at 400 it opens.
    await pauseClock(page);
    await hover(page, toggle(page));
    // The hover fetched the widget; its delay runs from the pointer's arrival (the clock stands still).
    await expect(button(page)).toBeAttached();
    await page.clock.runFor(399);
    await expect(button(page)).toHaveAttribute('aria-expanded', 'false');
    await page.clock.runFor(1);
    await expect(button(page)).toHaveAttribute('aria-expanded', 'true');
    await page.clock.resume();
    await expect(dropdown(page)).toBeVisible();
    const names = await expect.poll(() => columnNames(page).then((lists) => lists.flat().length)).toBe(18).then(() => columnNames(page));
    expect(names[0]).toHaveLength(12);
    expect(names[1]).toHaveLength(6);
    await expect(dropdown(page).locator('.brand-menu__link--top').first()).toBeVisible();
    expect(await menuCalls(page)).toEqual([{ majax: '1', g: 'w', l: '' }]);

    await page.mouse.move(5, 700, { steps: 4 });
    await expect(button(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(dropdown(page)).toBeHidden();
    expectCleanLog(log);
  });

  test('letters and genders filter the brands; men sets the menu cookie and the links get ?sort=man', async ({ page, log }) => {
    await openPage(page, '/');
    await click(page, toggle(page));
    await expect(columns(page).first()).toBeVisible();
    await slidOpen(page);
    await click(page, choice(page, 'G'));
    await expect(choice(page, 'G')).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => columnNames(page)).toEqual([['Guess']]);
    // No women's brand on H: the menu says so.
    await click(page, choice(page, 'H'));
    await expect(dropdown(page)).toContainText('Брендов на эту букву нет.');

    await click(page, choice(page, 'Мужчинам'));
    await expect(choice(page, 'Мужчинам')).toHaveAttribute('aria-pressed', 'true');
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'menu')?.value).toBe('m');
    await expect(dropdown(page).getByRole('link', { name: 'Hugo Boss' })).toHaveAttribute('href', '/brand/hugo-boss/?sort=man');

    await click(page, choice(page, 'Все'));
    await expect.poll(() => columnNames(page).then((lists) => lists.map((list) => list.length))).toEqual([12, 6]);
    await click(page, choice(page, 'Женщинам'));
    await expect(dropdown(page).getByRole('link', { name: 'Adidas' })).toHaveAttribute('href', '/brand/adidas/');

    // Back to men and a letter already answered: no second call for it.
    await click(page, choice(page, 'Мужчинам'));
    await click(page, choice(page, 'H'));
    await expect(choice(page, 'H')).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => columnNames(page)).toEqual([['Hugo Boss']]);
    const calls = await menuCalls(page);
    expect(calls.filter((call) => call.g === 'm' && call.l === 'H')).toHaveLength(1);

    await click(page, dropdown(page).getByRole('link', { name: 'Hugo Boss' }));
    await page.waitForURL('**/brand/hugo-boss/?sort=man');
    expectCleanLog(log);
  });

  test('keyboard only: Tab, Enter opens, Tab into the panel, Esc closes with focus on the button', async ({ page, log }) => {
    await openPage(page, '/ua/');
    await tabTo(page, toggle(page));
    await page.keyboard.press('Enter');
    await expect(button(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(columns(page).first()).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(dropdown(page).locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(button(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(button(page)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(button(page)).toHaveAttribute('aria-expanded', 'true');
    await tabTo(page, dropdown(page).getByRole('link', { name: 'Adidas' }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/ua/brand/adidas/');
    expectCleanLog(log);
  });

  test('@mobile a tap opens it (no hover), a tap on the button closes it', async ({ page, log, isMobile }) => {
    test.skip(!isMobile, 'touch only');
    await openPage(page, '/');
    await tap(page, toggle(page));
    await expect(button(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(columns(page).first()).toBeVisible();
    await tap(page, toggle(page));
    await expect(button(page)).toHaveAttribute('aria-expanded', 'false');
    expectCleanLog(log);
  });

  for (const kind of ['500', 'malformed', 'drop'] as const) {
    test(`brands ${kind}: a message with a retry in the menu; the retry loads them`, async ({ page, baseURL, log }) => {
      await openPage(page, '/');
      await setFault(page, `${kind}@/ajax/mmenu/`, baseURL!);
      await click(page, toggle(page));
      await expect(dropdown(page).getByRole('alert')).toHaveText(FAILED);
      await expect(dropdown(page).getByRole('link', { name: 'Бренды' })).toHaveAttribute('href', '/brands/');
      await page.context().clearCookies({ name: 'qa_fault' });
      // A person presses what they see: the retry, once the panel has slid open.
      await slidOpen(page);
      await click(page, dropdown(page).getByRole('button', { name: 'Повторить' }));
      await expect.poll(() => columnNames(page).then((lists) => lists.flat().length)).toBe(18);
      expectCleanLog(log);
    });
  }
});

test.describe('brand menu on intent', () => {
  test.beforeEach(async ({ page }) => {
    await page.request.get('/qa/reset');
    await page.context().clearCookies({ name: 'menu' });
  });

  /** Opens the page with its scripts settled and returns the log of script files asked for from then on. */
  async function untouchedPage(page: Page, url: string): Promise<{ requested: string[]; discovery: string }> {
    const requested = scriptLog(page);
    await page.goto(url);
    await settled(page);
    const { discovery } = await chunkFiles(page);
    expect(requested).not.toContain(discovery);
    expect(await menu(page).evaluate((element) => window.ShopWidgets!.debug.state(element))).toBe('waiting');
    return { requested, discovery: discovery! };
  }

  test('a resting mouse fetches its chunk once; the hover delay counts from the pointer\'s arrival, not from the chunk\'s', async ({ page, log }) => {
    // The chunk is held until the test lets it go: it comes 450 ms (of the page's clock) after the hover.
    let letChunkGo = () => {};
    const chunkHeld = new Promise<void>((resolve) => {
      letChunkGo = resolve;
    });
    await page.route(/\/dist\/[^/?]*\.discovery\.[\w-]{8}\.min\.js(\?.*)?$/, async (route) => {
      await chunkHeld;
      await route.continue();
    });
    await page.clock.install();
    const { requested, discovery } = await untouchedPage(page, '/catalog/odezhda/');
    await pauseClock(page);
    await hover(page, toggle(page));
    await expect.poll(() => requested.includes(discovery)).toBe(true);
    await page.clock.runFor(450);
    letChunkGo();
    await expect(button(page)).toBeAttached();
    // The shopper has rested 450 ms: the menu opens with the widget's first frames, not 400 ms later.
    await page.clock.runFor(50);
    await expect(button(page)).toHaveAttribute('aria-expanded', 'true');
    await page.clock.resume();
    await expect(columns(page).first()).toBeVisible();
    expect(requested.filter((file) => file === discovery)).toHaveLength(1);
    expectCleanLog(log);
  });

  test('keyboard focus fetches its chunk once and lands on the widget\'s button; Enter opens it', async ({ page, log }) => {
    const { requested, discovery } = await untouchedPage(page, '/ua/');
    await tabTo(page, toggle(page));
    await expect(button(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(button(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(columns(page).first()).toBeVisible();
    expect(requested.filter((file) => file === discovery)).toHaveLength(1);
    expectCleanLog(log);
  });

  test('@mobile a finger fetches its chunk once and the tap opens the menu', async ({ page, log, isMobile }) => {
    test.skip(!isMobile, 'touch only');
    const { requested, discovery } = await untouchedPage(page, '/');
    await tap(page, toggle(page));
    await expect(button(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(columns(page).first()).toBeVisible();
    expect(requested.filter((file) => file === discovery)).toHaveLength(1);
    expect(new URL(page.url()).pathname).toBe('/');
    expectCleanLog(log);
  });
});

test.describe('brand menu without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the panel shows on hover and its links work; the brands page filters by gender and letter', async ({ page }) => {
    await page.goto('/');
    await hover(page, page.locator('.brand-menu__toggle'));
    const panel = page.locator('.brand-menu__panel');
    await expect(panel).toBeVisible();
    await click(page, panel.getByRole('link', { name: 'Мужчинам' }));
    await page.waitForURL('**/brands/?g=m');
    await click(page, page.locator('main').getByRole('link', { name: 'H', exact: true }));
    await page.waitForURL('**/brands/?g=m&l=H#letters');
    await expect(page.locator('main').getByRole('link', { name: 'Hugo Boss' })).toHaveAttribute('href', '/brand/hugo-boss/?sort=man');
  });
});
