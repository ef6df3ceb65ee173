// Everything a shopper can open on a page — panels, dialogs, messages, menus, dropdowns, the
// suggestion list, a tooltip — as a table: where its control is, the shopper's action that opens
// it, what then shows (the part axe checks), and how it is put away again. The axe matrix runs
// every row in each language and viewport on a page that has its control (axe-matrix/plan.ts), so
// a page or a row added later is checked without a test written for it.
import type { Page } from '@playwright/test';
import { products } from '../../../fixtures/catalog/index.ts';
import { expect, fireOpenCart, waitForWidgets } from '../fixtures.ts';
import { click, hover, press, tap } from '../people.ts';

export interface Opener {
  name: string;
  /** The widget folders whose opened state this row shows (the matrix checks none is left out). */
  widgets: readonly string[];
  /** The control (or, for what opens by itself, the marker) that must be on the page. */
  control: string;
  /** Whether the control must be visible (false: a hidden marker that shows itself, e.g. on load). */
  visible?: boolean;
  /** Only where this holds (the page's language root and path, the device). */
  where?: (place: Place) => boolean;
  /** The shopper's action; resolves once what it opened shows. */
  open(page: Page, place: Place): Promise<void>;
  /** What opened, as CSS: the scope of the axe run. */
  region: string;
  /** Puts it away so the next row starts from a quiet page (default: Escape, then the region gone). */
  close?(page: Page, place: Place): Promise<void>;
}

export interface Place {
  root: '/' | '/ua/';
  path: string;
  isMobile: boolean;
  baseURL: string;
}

/** A product whose add brings the single-basket recommendations (no sizes to choose first). */
const recommending = products.find((product) => product.singleBasket && product.sizes.length === 0)!;

const DIALOG = '.shop-dialog';

async function escapeCloses(page: Page, region: string): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(page.locator(region)).toHaveCount(0);
}

/** Escape for what stays in the page when closed (a dropdown, a list): it is only hidden. */
async function escapeHides(page: Page, region: string): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(page.locator(region)).toBeHidden();
}

/** The page again as it first came, with a cookie set or taken away before it loads. */
async function reloadWith(page: Page, cookie: { name: string; value: string | null }, baseURL: string): Promise<void> {
  const context = page.context();
  if (cookie.value === null) await context.clearCookies({ name: cookie.name });
  else await context.addCookies([{ name: cookie.name, value: cookie.value, url: baseURL }]);
  await page.reload();
  await waitForWidgets(page);
}

async function dropdown(page: Page, place: Place, marker: string): Promise<void> {
  const summary = page.locator(`[data-widget="${marker}"] summary`);
  await press(page, place.isMobile, summary);
  await expect(summary).toHaveAttribute('aria-expanded', 'true');
}

async function dropdownShut(page: Page, marker: string): Promise<void> {
  const summary = page.locator(`[data-widget="${marker}"] summary`);
  if ((await summary.getAttribute('aria-expanded')) === 'true') await page.keyboard.press('Escape');
  await expect(summary).toHaveAttribute('aria-expanded', 'false');
}

/**
 * In the order they run on a page. What shows by itself on load comes first (it reloads the page
 * in the state that brings it); what changes the visitor for good (a sign-in, a closed banner, an
 * emptied favourites list) comes last.
 */
export const openers: readonly Opener[] = [
  {
    name: 'cookie notice (a first visit)',
    widgets: ['cookie-notice'],
    // The server leaves the notice out for a visitor who accepted: every page of the layout has it on a first visit.
    control: 'footer',
    async open(page, place) {
      await reloadWith(page, { name: 'cookieAccepted', value: null }, place.baseURL);
      await expect(page.locator('[data-widget="cookie-notice"]')).toBeVisible();
    },
    region: '[data-widget="cookie-notice"]',
    async close(page, place) {
      await press(page, place.isMobile, page.locator('[data-widget="cookie-notice"] button'));
      await expect(page.locator('[data-widget="cookie-notice"]')).toBeHidden();
    },
  },
  {
    name: 'home-screen hint (page init says safari2)',
    widgets: ['a2hs-hint'],
    control: '[data-widget="a2hs-hint"]',
    visible: false,
    async open(page, place) {
      await reloadWith(page, { name: 'fixture_a2hs', value: 'safari' }, place.baseURL);
      await expect(page.locator('[data-widget="a2hs-hint"]')).toBeVisible();
    },
    region: '[data-widget="a2hs-hint"]',
    async close(page, place) {
      await press(page, place.isMobile, page.locator('[data-widget="a2hs-hint"] .a2hs-hint__close'));
      await expect(page.locator('[data-widget="a2hs-hint"]')).toBeHidden();
      await page.context().clearCookies({ name: 'fixture_a2hs' });
    },
  },
  {
    name: 'new-arrivals popup (shown on load)',
    widgets: ['new-arrivals'],
    // The server sends the popup with the new-arrivals page to a shopper it has news for (?popup=1).
    control: 'main',
    where: ({ path }) => path.startsWith('new-arrivals/'),
    async open(page) {
      const url = new URL(page.url());
      url.searchParams.set('popup', '1');
      await page.goto(url.href);
      await waitForWidgets(page);
      // The dialog itself, not its wrapper: the backdrop is there from the asking, the box only
      // after the 300 ms show delay. Waiting for the wrapper let axe check a lone backdrop and an
      // Escape land before the dialog listened (a CI run under load left the popup open so).
      await expect(page.locator(DIALOG).getByRole('dialog')).toBeVisible();
    },
    region: DIALOG,
    // Its × with a tap or a click; Escape on it is popups.spec's.
    async close(page, place) {
      await press(page, place.isMobile, page.locator('.shop-dialog .shop-dialog__close'));
      await expect(page.locator(DIALOG)).toHaveCount(0);
    },
  },
  {
    name: 'search suggestions',
    widgets: ['search'],
    control: '[data-widget="search"] input',
    async open(page, place) {
      const field = page.locator('[data-widget="search"] input[role="combobox"]');
      await expect(field).toHaveCount(1);
      await press(page, place.isMobile, field);
      // The search page's field holds its query: typed over, as a person starts a new search.
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('Ad', { delay: 40 });
      await expect(page.getByRole('listbox')).toBeVisible();
      await page.keyboard.press('ArrowDown');
    },
    region: '[data-widget="search"]',
    async close(page) {
      await page.keyboard.press('Escape');
      await expect(page.getByRole('listbox')).toBeHidden();
      // The typed words go, so the page is as it was.
      await page.keyboard.press('Escape');
      await page.locator('[data-widget="search"] input[role="combobox"]').evaluate((field) => (field as HTMLElement).blur());
    },
  },
  ...(
    [
      ['language dropdown', 'lang-switch'],
      ['currency dropdown', 'currency-switch'],
      ['sort dropdown', 'sort-popup'],
    ] as const
  ).map(
    ([name, marker]): Opener => ({
      name,
      widgets: [marker],
      control: `[data-widget="${marker}"] summary`,
      open: (page, place) => dropdown(page, place, marker),
      region: `[data-widget="${marker}"]`,
      close: (page) => dropdownShut(page, marker),
    }),
  ),
  {
    name: 'brand menu',
    widgets: ['brand-menu'],
    // The server's toggle link: the widget (and its button inside the link) comes with the press.
    control: '[data-widget="brand-menu"] a.brand-menu__toggle',
    async open(page, place) {
      // A mouse rests on the toggle (400 ms opens it); a finger taps it. A mouse's click
      // right after the hover would close a menu its 400 ms had opened on a slow machine.
      const toggle = page.locator('[data-widget="brand-menu"] a.brand-menu__toggle');
      if (place.isMobile) await press(page, true, toggle);
      else await hover(page, toggle);
      await expect(page.locator('.brand-menu__column').first()).toBeVisible();
      // Checked once it has slid open: mid-slide its words are still fading in.
      await expect.poll(() => page.locator('.brand-menu__dropdown').evaluate((panel) => (panel as HTMLElement).style.opacity)).toBe('');
    },
    region: '[data-widget="brand-menu"]',
    // A finger's tap put focus in it: Esc. A mouse that opened it by resting leaves it.
    async close(page, place) {
      if (place.isMobile) return escapeHides(page, '.brand-menu__dropdown');
      await page.mouse.move(2, (page.viewportSize()?.height ?? 600) - 2, { steps: 4 });
      await expect(page.locator('.brand-menu__dropdown')).toBeHidden();
    },
  },
  {
    name: 'messenger links',
    widgets: ['messenger-toggle'],
    control: '[data-widget="messenger-toggle"] summary',
    async open(page, place) {
      await press(page, place.isMobile, page.locator('[data-widget="messenger-toggle"] summary'));
      await expect(page.locator('.messenger__links')).toBeVisible();
    },
    region: '[data-widget="messenger-toggle"]',
    close: (page) => escapeHides(page, '.messenger__links'),
  },
  {
    name: 'tooltip',
    widgets: ['tooltip'],
    control: '[data-widget="tooltip"] .tooltip__trigger',
    async open(page, place) {
      const trigger = page.locator('[data-widget="tooltip"] .tooltip__trigger');
      // A phone shows it on a tap at once; a mouse after resting 1 s on it.
      if (place.isMobile) await tap(page, trigger);
      else await hover(page, trigger);
      await expect(page.getByRole('tooltip')).toBeVisible();
    },
    region: '[data-widget="tooltip"]',
    async close(page) {
      await page.keyboard.press('Escape');
      await page.mouse.move(1, 1);
      await expect(page.getByRole('tooltip')).toBeHidden();
    },
  },
  {
    name: 'phone popup',
    widgets: ['panel-trigger'],
    control: '[data-widget="panel-trigger"][data-panel="tel_popup"]',
    async open(page, place) {
      await press(page, place.isMobile, page.locator('[data-widget="panel-trigger"][data-panel="tel_popup"]'));
      await expect(page.locator('.shop-panel--tel_popup a[href^="tel:"]')).toBeVisible();
    },
    region: DIALOG,
    close: (page) => escapeCloses(page, DIALOG),
  },
  {
    name: 'account panel (a guest: the login and registration forms)',
    widgets: ['panel-trigger', 'auth-panel'],
    control: '[data-widget="panel-trigger"][data-panel="account"]',
    async open(page, place) {
      await press(page, place.isMobile, page.locator('[data-widget="panel-trigger"][data-panel="account"]'));
      await expect(page.locator('.shop-panel--account form[data-form="login"] [data-password-toggle]')).toHaveAttribute('aria-controls', /.+/);
    },
    region: DIALOG,
    close: (page) => escapeCloses(page, DIALOG),
  },
  {
    name: 'callback dialog',
    widgets: ['recall'],
    control: '[data-widget="recall"]',
    async open(page, place) {
      await press(page, place.isMobile, page.locator('[data-widget="recall"]').first());
      await expect(page.locator('.recall-dialog form')).toBeVisible();
    },
    region: DIALOG,
    close: (page) => escapeCloses(page, DIALOG),
  },
  {
    name: 'live chat',
    widgets: ['live-chat'],
    control: '[data-widget="live-chat"]',
    async open(page, place) {
      await press(page, place.isMobile, page.locator('[data-widget="live-chat"]'));
      await expect(page.locator('.chat-window')).toHaveClass(/is-maximized/);
    },
    region: '.chat-window',
    async close(page, place) {
      await press(page, place.isMobile, page.locator('.chat-window .chat-window__minimize'));
      await expect(page.locator('.chat-window')).toBeHidden();
    },
  },
  {
    name: 'cart panel (as legacy code opens it)',
    widgets: ['mini-cart', 'cart-remove'],
    control: '[data-widget="mini-cart"]',
    async open(page, place) {
      await fireOpenCart(page);
      const remove = page.locator('.shop-dialog .cart-popup .cart-line__remove').first();
      await expect(page.locator('.shop-dialog .cart-popup')).toBeVisible();
      // A remove button waits for a first use: the pointer (or a focus on a phone) brings it.
      if (place.isMobile) await remove.focus();
      else await hover(page, remove);
      await expect(page.locator('.shop-dialog .cart-remove__button').first()).toBeVisible();
    },
    region: DIALOG,
    close: (page) => escapeCloses(page, DIALOG),
  },
  {
    name: 'quick view',
    widgets: ['quick-view'],
    control: 'main [data-widget="quick-view"]',
    async open(page, place) {
      await press(page, place.isMobile, page.locator('main [data-widget="quick-view"]').first());
      await expect(page.getByRole('dialog').locator('[aria-roledescription="carousel"]')).toBeVisible();
    },
    region: DIALOG,
    close: (page) => escapeCloses(page, DIALOG),
  },
  {
    name: 'photo search dialog with a preview',
    widgets: ['image-search'],
    control: 'header [data-widget="image-search"] input[type="file"]',
    async open(page) {
      const chooser = page.waitForEvent('filechooser');
      // A file field opens the chooser on a click or a tap alike.
      await click(page, page.locator('header [data-widget="image-search"] input[type="file"]'));
      const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
      await (await chooser).setFiles({ name: 'photo.gif', mimeType: 'image/gif', buffer: gif });
      await expect(page.getByRole('dialog').locator('canvas.image-search-dialog__preview[role="img"]')).toBeVisible();
    },
    region: DIALOG,
    close: (page) => escapeCloses(page, DIALOG),
  },
  {
    name: 'buy without a size: the hint beside the button',
    widgets: ['buy-button', 'size-picker'],
    control: '.product__buy [data-widget="buy-button"] button',
    where: ({ path }) => !path.startsWith(`product/${recommending.id}/`),
    async open(page, place) {
      await press(page, place.isMobile, page.locator('.product__buy [data-widget="buy-button"] button'));
      // A notice, or a dialog's box (shown after its delay; the wrapper comes at once).
      await expect(page.locator('.shop-notice, .shop-dialog [role="dialog"], .shop-dialog [role="alertdialog"]').first()).toBeVisible();
    },
    region: '.shop-notice, .shop-dialog',
    async close(page, place) {
      const notice = page.locator('.shop-notice__close');
      if ((await notice.count()) > 0) await press(page, place.isMobile, notice.first());
      else await page.keyboard.press('Escape');
      await expect(page.locator('.shop-notice, .shop-dialog')).toHaveCount(0);
    },
  },
  {
    name: 'single-basket recommendations after an add',
    widgets: ['single-basket', 'buy-button'],
    control: '.product__buy [data-widget="buy-button"] button',
    // No page of the list sells the recommending product: from a product page, the shopper goes to it.
    where: ({ path }) => path.startsWith('product/'),
    async open(page, place) {
      if (!place.path.startsWith(`product/${recommending.id}/`)) {
        await page.goto(`${place.root}product/${recommending.id}/`);
        await waitForWidgets(page);
      }
      await press(page, place.isMobile, page.locator('.product__buy [data-widget="buy-button"] button'));
      await expect(page.locator('.shop-dialog .single-basket__item').first()).toBeVisible();
    },
    region: DIALOG,
    close: (page) => escapeCloses(page, DIALOG),
  },
  {
    name: 'a message where an offer was bought',
    widgets: ['buy-button'],
    control: '.cart-offers form.buy button',
    async open(page, place) {
      const offer = page.locator('.cart-offers form.buy').first();
      await press(page, place.isMobile, offer.locator('button'));
      await expect(offer.getByRole('status')).not.toBeEmpty();
    },
    region: '.cart-offers',
    close: async () => {},
  },
  {
    name: 'gift outcome message',
    widgets: ['gift-form'],
    control: 'form.gift-form input[name="emailgift"]',
    async open(page, place) {
      const gift = page.locator('form.gift-form');
      await press(page, place.isMobile, gift.locator('input[name="emailgift"]'));
      await page.keyboard.type('matrix@example.com');
      await press(page, place.isMobile, gift.locator('button[type="submit"]'));
      await expect(page.getByRole('alertdialog')).toBeVisible();
    },
    region: DIALOG,
    close: (page) => escapeCloses(page, DIALOG),
  },
  {
    name: 'promo banner closed: its message',
    widgets: ['promo-banner'],
    control: '[data-widget="promo-banner"] .promo-banner__close',
    async open(page, place) {
      await press(page, place.isMobile, page.locator('[data-widget="promo-banner"] .promo-banner__close'));
      await expect(page.getByRole('alertdialog')).toBeVisible();
    },
    region: DIALOG,
    close: (page) => escapeCloses(page, DIALOG),
  },
  {
    name: 'clear-favourites question',
    widgets: ['favourites-page'],
    control: '[data-widget="favourites-page"]',
    async open(page, place) {
      const section = page.locator('[data-widget="favourites-page"]');
      // Its chunk comes at idle and replaces the server's form with its own button in the same place.
      await expect.poll(() => section.evaluate((element) => window.ShopWidgets!.debug.state(element))).toBe('mounted');
      await press(page, place.isMobile, page.locator('.favourites-page__clear button'));
      await expect(page.getByRole('alertdialog')).toBeVisible();
    },
    region: DIALOG,
    close: (page) => escapeCloses(page, DIALOG),
  },
  {
    name: 'account panel (signed in)',
    widgets: ['account-panel', 'auth-panel', 'panel-trigger'],
    control: '[data-widget="panel-trigger"][data-panel="account"]',
    async open(page, place) {
      // Signed in the way the login form does it, then the page again as a signed-in shopper sees it.
      const answer = await page.request.post('/ajax/auth/', { form: { login: 'anna', pass: 'secret1' } });
      expect(answer.ok()).toBe(true);
      await page.goto(`${place.root}${place.path}`);
      await waitForWidgets(page);
      // A signed-in header's button opens the 'auth' panel: the cabinet's links.
      await press(page, place.isMobile, page.locator('[data-widget="panel-trigger"][data-panel="auth"]'));
      await expect(page.locator('.shop-dialog .panel--auth')).toBeVisible();
    },
    region: DIALOG,
    close: (page) => escapeCloses(page, DIALOG),
  },
];

/**
 * Widgets that open something no row opens, each with the reason it is checked elsewhere. Any
 * other widget whose source opens a dialog, panel, menu or list must have a row.
 */
export const checkedElsewhere: Readonly<Record<string, string>> = {
  'messenger-invite':
    'comes only on the sixth page view of a phone session: messaging.spec.ts opens it that way and runs axe on it (both languages)',
  'message-host':
    "opens only for legacy code's shop:open-message (no shopper control opens it): static-backdrop.spec.ts fires it and runs axe on the message (both languages)",
};
