// Widgets that wait for the shopper (issue 32): their chunk comes on the first sign of intent on
// the marker, once, and the press that follows works, by mouse, keyboard and finger. The brand
// menu has its own (brand-menu.spec.ts, with its hover delay), as do the search's suggestions
// (search.spec.ts). The tooltip's wait after a hover or focus is popups.spec.ts's; here its press
// shows it at once.
import type { Locator, Page } from '@playwright/test';
import { chunkFiles, scriptLog } from './chunkFiles.ts';
import { test, expect, waitForWidgets, expectCleanLog, type PageLog } from './fixtures.ts';
import { click, hover, tabTo, tap } from './people.ts';

interface IntentWidget {
  name: string;
  chunk: string;
  path: string;
  /** What the shopper reaches for: the marker's own control. */
  control: (page: Page) => Locator;
  /** What shows once the press went through. */
  opened: (page: Page) => Promise<void>;
  /** Tab from the end of the page (a control near it). */
  backwards?: boolean;
  /** What the press brings that is not on the page (a file chooser), watched from before the press. */
  brings?: (page: Page) => Promise<unknown>;
  /** The press copies: the page may use the clipboard. */
  clipboard?: boolean;
}

const expanded = (control: (page: Page) => Locator) => (page: Page) => expect(control(page)).toHaveAttribute('aria-expanded', 'true');
const summaryOf = (name: string) => (page: Page) => page.locator(`[data-widget="${name}"] summary`);

const WIDGETS: IntentWidget[] = [
  { name: 'lang-switch', chunk: 'discovery', path: '/', control: summaryOf('lang-switch'), opened: expanded(summaryOf('lang-switch')) },
  { name: 'currency-switch', chunk: 'discovery', path: '/ua/', control: summaryOf('currency-switch'), opened: expanded(summaryOf('currency-switch')) },
  { name: 'sort-popup', chunk: 'discovery', path: '/catalog/krossovki/', control: summaryOf('sort-popup'), opened: expanded(summaryOf('sort-popup')) },
  {
    name: 'messenger-toggle',
    chunk: 'tools',
    path: '/',
    control: summaryOf('messenger-toggle'),
    opened: expanded(summaryOf('messenger-toggle')),
    backwards: true,
  },
  {
    name: 'quick-view',
    chunk: 'quick-view',
    path: '/catalog/odezhda/',
    control: (page) => page.locator('.tile[data-product-id="1002"] [data-widget="quick-view"]'),
    opened: (page) => expect(page.locator('.quick-view-dialog')).toBeVisible(),
  },
  {
    name: 'live-chat',
    chunk: 'tools',
    path: '/',
    control: (page) => page.locator('[data-widget="live-chat"]'),
    opened: (page) => expect(page.locator('.chat-window')).toBeVisible(),
    backwards: true,
  },
  {
    name: 'image-search',
    chunk: 'discovery',
    path: '/catalog/odezhda/',
    control: (page) => page.locator('header [data-widget="image-search"] input[type="file"]'),
    opened: async () => {},
    brings: (page) => page.waitForEvent('filechooser'),
  },
  {
    name: 'tooltip',
    chunk: 'tools',
    path: '/product/1002/',
    control: (page) => page.locator('[data-widget="tooltip"] .tooltip__trigger'),
    opened: (page) => expect(page.getByRole('tooltip')).toBeVisible(),
  },
  {
    name: 'promo-code',
    chunk: 'tools',
    path: '/',
    control: (page) => page.locator('[data-widget="promo-code"] .promo-code__copy'),
    opened: (page) => expect(page.locator('[data-widget="promo-code"]').getByRole('button', { name: '✔ скопировано' })).toBeVisible(),
    clipboard: true,
  },
  {
    name: 'panel-trigger',
    chunk: 'forms',
    path: '/',
    control: (page) => page.locator('.header__account [data-widget="panel-trigger"]'),
    opened: (page) => expect(page.locator('.shop-panel--account')).toBeVisible(),
  },
  {
    name: 'recall',
    chunk: 'forms',
    path: '/',
    control: (page) => page.locator('.footer [data-widget="recall"]'),
    opened: (page) => expect(page.locator('.recall-dialog')).toBeVisible(),
    backwards: true,
  },
];

/**
 * The press (or Enter) went through: what it brings came, what it opens shows, the chunk was
 * fetched once in all, and nothing went to the console.
 */
async function pressWorked(page: Page, widget: IntentWidget, press: () => Promise<unknown>, count: () => number, log: PageLog): Promise<void> {
  const brought = widget.brings?.(page);
  await press();
  await brought;
  await widget.opened(page);
  expect(count()).toBe(1);
  expectCleanLog(log);
}

/** The page loaded and quiet, the widget's chunk not asked for; the count of its requests from then on. */
async function openQuiet(page: Page, widget: IntentWidget, baseURL: string | undefined): Promise<() => number> {
  if (widget.clipboard) await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const requested = scriptLog(page);
  await page.goto(widget.path);
  await waitForWidgets(page);
  await page.waitForLoadState('networkidle');
  const file = (await chunkFiles(page))[widget.chunk]!;
  expect(file, widget.chunk).toBeTruthy();
  const count = () => requested.filter((name) => name === file).length;
  expect(count(), `${widget.chunk} before any input`).toBe(0);
  return count;
}

test.describe('intent: a chunk comes on the first sign of use, once', () => {
  test.beforeEach(async ({ page }) => {
    await page.request.get('/qa/reset');
  });

  for (const widget of WIDGETS) {
    test(`${widget.name}: a pointer over it fetches ${widget.chunk} once; the click that follows works`, async ({ page, log, baseURL }) => {
      const count = await openQuiet(page, widget, baseURL);
      await hover(page, widget.control(page));
      await expect.poll(count).toBe(1);
      await pressWorked(page, widget, () => click(page, widget.control(page)), count, log);
    });

    test(`${widget.name}: focus by Tab fetches ${widget.chunk} once; Enter works`, async ({ page, log, baseURL }) => {
      const count = await openQuiet(page, widget, baseURL);
      await tabTo(page, widget.control(page), { backwards: widget.backwards ?? false, limit: 120 });
      await expect.poll(count).toBe(1);
      await pressWorked(page, widget, () => page.keyboard.press('Enter'), count, log);
    });

    test(`@mobile ${widget.name}: a finger's tap fetches ${widget.chunk} once and works`, async ({ page, log, isMobile, baseURL }) => {
      test.skip(!isMobile, 'touch only');
      const count = await openQuiet(page, widget, baseURL);
      await pressWorked(page, widget, () => tap(page, widget.control(page)), count, log);
    });
  }
});

// The heart and the buy button are entry widgets, but the code that sends a toggle or an add is a
// part (shared/actions/changeCalls.ts): it comes when the shopper reaches for the control, once,
// and the press that follows goes through.
const CHANGE_CONTROLS: IntentWidget[] = [
  {
    name: 'favourite',
    chunk: 'actions-favourite-toggle',
    path: '/catalog/odezhda/',
    control: (page) => page.locator('.tile[data-product-id="1002"] [data-widget="favourite"]'),
    opened: async (page) => {
      await expect(page.locator('.tile[data-product-id="1002"] [data-widget="favourite"]')).toHaveText('♥ В избранном');
      await expect(page.locator('[data-widget="favourites-counter"]').first()).toHaveText('1');
    },
  },
  {
    name: 'buy-button',
    chunk: 'cart',
    path: '/product/1062/',
    control: (page) => page.locator('.product__buy form.buy button'),
    opened: (page) => expect(page.locator('[data-widget="cart-counter"]').first()).toHaveText('1'),
  },
];

test.describe('intent: the calls that change something come when the shopper reaches for the control', () => {
  test.beforeEach(async ({ page }) => {
    await page.request.get('/qa/reset');
  });

  for (const widget of CHANGE_CONTROLS) {
    test(`${widget.name}: a pointer over it fetches ${widget.chunk} once; the click that follows goes through`, async ({ page, log, baseURL }) => {
      const count = await openQuiet(page, widget, baseURL);
      await hover(page, widget.control(page));
      await expect.poll(count).toBe(1);
      await pressWorked(page, widget, () => click(page, widget.control(page)), count, log);
    });

    test(`${widget.name}: focus by Tab fetches ${widget.chunk} once; Enter goes through`, async ({ page, log, baseURL }) => {
      const count = await openQuiet(page, widget, baseURL);
      await tabTo(page, widget.control(page), { limit: 120 });
      await expect.poll(count).toBe(1);
      await pressWorked(page, widget, () => page.keyboard.press('Enter'), count, log);
    });

    test(`@mobile ${widget.name}: a finger's tap fetches ${widget.chunk} once and goes through`, async ({ page, log, isMobile, baseURL }) => {
      test.skip(!isMobile, 'touch only');
      const count = await openQuiet(page, widget, baseURL);
      await pressWorked(page, widget, () => tap(page, widget.control(page)), count, log);
    });
  }
});
