import { test as base, expect, type ConsoleMessage, type Locator, type Page, type Request } from '@playwright/test';

/** What a page said while a test ran: console errors and warnings, uncaught errors, CSP violations. */
export interface PageLog {
  errors: string[];
  warnings: string[];
  pageErrors: string[];
  cspViolations: string[];
}

export const test = base.extend<{ log: PageLog; cookiesAccepted: boolean }>({
  /**
   * A returning visitor, who accepted cookies long ago: the cookie notice (fixed over the bottom of
   * the page) stays out of the way of what a test aims at. `test.use({ cookiesAccepted: false })`
   * for a first visit.
   */
  cookiesAccepted: [true, { option: true }],
  context: async ({ context, cookiesAccepted, baseURL }, provide) => {
    if (cookiesAccepted && baseURL) await context.addCookies([{ name: 'cookieAccepted', value: '1', url: baseURL }]);
    await provide(context);
  },
  /**
   * Playwright starts catching file choosers when a page gets its first listener, with a message to
   * the browser that a key pressed at once can beat (a Space on a file field then opened no chooser
   * the test could see: once in a clean CI, 1 in 30 runs alone). Every page listens from the start,
   * so `page.waitForEvent('filechooser')` right before the action is always in time.
   */
  page: async ({ page }, provide) => {
    page.on('filechooser', () => {});
    await provide(page);
  },
  /**
   * Every test runs under the fixture store's strict Content-Security-Policy (issue 11) and records
   * what its page said. Any policy violation, on the test's page or a tab it opened, fails the test
   * that caused it, whether or not the test looks at the log.
   */
  log: [
    async ({ page, context }, provide) => {
      const log: PageLog = { errors: [], warnings: [], pageErrors: [], cspViolations: [] };
      page.on('console', (message: ConsoleMessage) => {
        if (message.type() === 'error') log.errors.push(message.text());
        if (message.type() === 'warning') log.warnings.push(message.text());
      });
      page.on('pageerror', (error) => log.pageErrors.push(String(error)));
      await context.exposeBinding('__reportCsp', (_source, text: string) => log.cspViolations.push(text));
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          (window as unknown as { __reportCsp(text: string): void }).__reportCsp(`${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      await provide(log);
      expect(log.cspViolations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Every request the page sends from now on that `matches`, in the order Chromium sent them. A
 * request the page's code made before a state the test then waited for (a message shown, a
 * timer run by `page.clock.runFor`) is in the list by then: a test can say "nothing was sent"
 * without waiting a while for it.
 */
export function requestsSent(page: Page, matches: (request: Request) => boolean): () => Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (matches(request)) sent.push(request);
  });
  return () => [...sent];
}

/**
 * Returns once every request the page started before this call is in `requestsSent`'s lists: the
 * page asks for the fixture store's own state (a read with no effect), and Chromium reports that
 * request after the ones started before it. With it, "nothing was sent" is a fact about what the
 * page did up to a state the test waited for, not a wait of some milliseconds.
 */
export async function requestsSeen(page: Page): Promise<void> {
  const mark = `/qa/state.json?seen=${Math.random().toString(36).slice(2)}`;
  const seen = page.waitForRequest((request) => request.url().endsWith(mark), { timeout: 5_000 });
  await page.evaluate((url) => void fetch(url).catch(() => undefined), mark);
  await seen;
}

/**
 * Lets the page run what it queued up to now: the next frame and a task after it. A form's
 * submission or a link's navigation is queued as a task when the event's default action runs, so
 * after this (and requestsSeen) a navigation that was going to start has.
 */
export async function frameAndTask(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

/** Waits until the bundle booted and the page-init call has answered (or failed). */
export async function waitForWidgets(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const api = window.ShopWidgets;
    const state = api?.store.pageInit.value;
    return state === 'done' || state === 'failed';
  });
}

/** Opens a page the way a shopper arrives, and waits for the widgets' boot and page init. */
export async function openPage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForWidgets(page);
}

/**
 * Waits until the first marker matching `selector` has its widget mounted and (unless the page's
 * clock is paused, which would hold the flush) its effects run.
 */
export async function widgetMounted(page: Page, selector: string, { flush = true }: { flush?: boolean } = {}): Promise<void> {
  await expect.poll(() => page.locator(selector).first().evaluate((el) => window.ShopWidgets!.debug.state(el))).toBe('mounted');
  if (flush) await page.evaluate(() => window.ShopWidgets!.debug.flush());
}

/**
 * Stops the page's clock (installed before the page loaded) a moment from now: from here only
 * `runFor` moves time. The page keeps running while the test reads its clock, so on a busy machine
 * the moment can pass before the pause arrives ("Cannot fast-forward to the past"): read again.
 */
export async function pauseClock(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 50);
      return;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('to the past')) throw error;
    }
  }
}

export async function roots(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => {
    window.ShopWidgets!.debug.flush();
    return window.ShopWidgets!.debug.roots();
  });
}

/** Sets a session fault for this browser context (see fixtures/README.md). */
export async function setFault(page: Page, value: string, baseURL: string): Promise<void> {
  await page.context().addCookies([{ name: 'qa_fault', value, url: baseURL }]);
}

/**
 * Page init answers every price 5 up (the `fixture_prices=new` switch): the page's prices are
 * stale, as on a cached page after a repricing, so the price widgets must mount to show them.
 */
export async function repricePage(page: Page, baseURL: string): Promise<void> {
  await page.context().addCookies([{ name: 'fixture_prices', value: 'new', url: baseURL }]);
}

/** Only errors our bundle did not expect: resource loads the fault switch broke on purpose are fine. */
export function unexpectedErrors(log: PageLog): string[] {
  return log.errors.filter((text) => !/Failed to load resource/.test(text) && !text.startsWith('[shop-widgets]'));
}

/** Nothing went wrong on the page that the test did not cause: no uncaught error, no unexpected console error, no CSP violation. */
export function expectCleanLog(log: PageLog): void {
  expect(log.pageErrors).toEqual([]);
  expect(unexpectedErrors(log)).toEqual([]);
  expect(log.cspViolations).toEqual([]);
}

export interface VisitorSeed {
  favourites?: readonly string[];
  cart?: readonly { id: string; s: string }[];
}

/**
 * Gives this browser context's visitor favourites and cart lines through the fake backend's own
 * calls (the visitor cookie is the context's), before the page under test is opened.
 */
export async function seedVisitor(page: Page, { favourites = [], cart = [] }: VisitorSeed): Promise<void> {
  const ajax = { 'X-Requested-With': 'XMLHttpRequest' };
  for (const id of favourites) {
    const response = await page.request.get(`/ajax/to/favorite/?productid=${id}&sid=&is_collage=`, { headers: ajax });
    expect(response.ok()).toBe(true);
  }
  if (cart.length > 0) {
    const response = await page.request.post('/ajax/basket_array/', { headers: ajax, form: { contentID: '1', sid: '', product_data: JSON.stringify(cart) } });
    expect(response.ok()).toBe(true);
  }
}

export interface ServerState {
  favourites: number[];
  cart: { basketid: string; productid: number; size: string | null }[];
}

/** The fake backend's record of this visitor: what the server really holds. */
export async function serverState(page: Page): Promise<ServerState> {
  const response = await page.request.get('/qa/state.json');
  return (await response.json()) as ServerState;
}

export interface TrackedCall {
  path: string;
  fields: Record<string, string>;
}

/** Every tracking call the fake backend received for this visitor. */
export async function trackingCalls(page: Page): Promise<TrackedCall[]> {
  const response = await page.request.get('/qa/tracking.json');
  return ((await response.json()) as { entries: TrackedCall[] }).entries;
}

/** Every call of this visitor the fake backend answered (path, method), for counting repeats. */
export async function callsTo(page: Page, path: string): Promise<number> {
  const response = await page.request.get('/qa/calls.json');
  const { calls } = (await response.json()) as { calls: { path: string }[] };
  return calls.filter((call) => call.path === path).length;
}

/** GA4 pushes of one event name, as the page's dataLayer holds them. */
export async function dataLayerEvents(page: Page, event: string): Promise<{ event: string; ecommerce: { items: Record<string, unknown>[] } & Record<string, unknown> }[]> {
  return page.evaluate(
    (name) => ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter((entry) => entry.event === name),
    event,
  ) as never;
}

/** What legacy code does to open the cart panel. */
export async function fireOpenCart(page: Page): Promise<void> {
  await page.evaluate(() => document.dispatchEvent(new CustomEvent('shop:open-cart')));
}

/**
 * Opens the cart panel as legacy code would and waits for the server's popup html (it is loaded
 * on every opening and replaces the cart html shown meanwhile), so what a test then points at
 * stays in place.
 */
export async function openCartPanel(page: Page, name = 'Корзина'): Promise<Locator> {
  await fireOpenCart(page);
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog.locator('.cart-popup')).toBeVisible();
  return dialog;
}
