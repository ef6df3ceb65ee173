// For every call of docs/api.md a widget makes (the API layer's endpoint table), the
// shopper's action that sends it and what the shopper must see when it fails or works. The table
// is keyed by the endpoint table's names, so a new row there without a case here is a type error,
// and the spec checks the keys once more at run time.
import { expect, type Locator, type Page } from '@playwright/test';
import type { EndpointName } from '../../../shared/api/endpoints.ts';
import type { Message } from '../../../shared/i18n/message.ts';
import { brandMenuFailed } from '../../../shared/i18n/messages/brandMenu.ts';
import { cartAddFailed, cartRemoveFailed } from '../../../shared/i18n/messages/cart.ts';
import { close, ok } from '../../../shared/i18n/messages/common.ts';
import { yes } from '../../../shared/i18n/messages/confirm.ts';
import { favouriteFailed, favouritesClearFailed } from '../../../shared/i18n/messages/favourite.ts';
import { formOutcomeUnknown, formSendFailed } from '../../../shared/i18n/messages/forms.ts';
import { photoSearchFailed, photoSearchFind } from '../../../shared/i18n/messages/imageSearch.ts';
import { panelFailed } from '../../../shared/i18n/messages/panels.ts';
import { retry } from '../../../shared/i18n/messages/progress.ts';
import { quickViewFailed } from '../../../shared/i18n/messages/quickView.ts';
import { searchSuggestionsFailed } from '../../../shared/i18n/messages/search.ts';
import { switchFailed } from '../../../shared/i18n/messages/switchers.ts';
import { dataLayerEvents, fireOpenCart, serverState, trackingCalls, waitForWidgets, widgetMounted, type VisitorSeed } from '../fixtures.ts';
import { click, hover } from '../people.ts';
import { png } from '../png.ts';
import { typedValues, typeInto, words, type Shopper } from './shopper.ts';

export interface FaultCase {
  /** Where the shopper starts, under the page's language root. */
  start: string;
  seed?: VisitorSeed;
  /** The request path when the row has none, or a prefix for a path with an id in it. */
  path?: (s: Shopper) => string;
  /** Tells this call from another one on the same path. */
  narrow?: (fields: URLSearchParams) => boolean;
  /** Readies the page with the call still working: a form filled, a dialog open. */
  prepare?: (s: Shopper) => Promise<void>;
  /** The shopper's action that sends the call. */
  act: (s: Shopper) => Promise<unknown>;
  /** Where the shopper reads the failure, in the page's language; or why nothing is said. */
  failure: { message: Message; at: (s: Shopper) => Locator } | { silent: string };
  /**
   * The call goes beside the shopper's own action (tracking): that action still succeeds, so the
   * counters may move; afterFailure says what the shopper must have.
   */
  beside?: true;
  /** What a failure must leave as it was (beside the counters): states, typed values, lines. */
  state?: (s: Shopper) => Promise<unknown>;
  /**
   * Checks after a failure beyond "as it was" (the shopper still got where they were going), and
   * what the shopper sees when a row whose body is never read gets junk with a 200.
   */
  afterFailure?: (s: Shopper) => Promise<void>;
  /** The shopper tries again once the server is back (default: the same action). */
  again?: (s: Shopper) => Promise<unknown>;
  /** What the page shows once the call worked. */
  worked: (s: Shopper) => Promise<void>;
  /** The action opens a tab: the case runs on the full browser, the one with a popup blocker. */
  opensTab?: true;
  /**
   * A failure that says nothing of the outcome is followed by a read of what the server holds
   * (docs/api.md "After a lost answer"). Under `types` the server did the work and only the answer
   * is unreadable: the page then shows it worked, and no failure is said.
   */
  readsTruth?: true;
  /**
   * What the shopper is told instead of the failure's message when the fault leaves the outcome
   * unknown (anything but an error status) and nothing can be read to tell: a form.
   */
  unsure?: Message;
}

/** A call in the table that no widget makes: nothing to fail, and the spec proves nothing sends it. */
export interface NotMade {
  notMade: string;
  /** The call module's function a widget would import to make it. */
  caller: string;
}

const notice = (s: Shopper) => s.page.locator('.shop-notice');
const titleFavourite = (page: Page) => page.locator('.product__title-row .fav');
const favouriteState = (page: Page) => page.locator('.fav').evaluateAll((markers) => markers.map((marker) => marker.classList.contains('is-active')));
const accountAlerts = (page: Page) => page.locator('.account-panel__alert');
const loginForm = (page: Page) => page.locator('form[data-form="login"]');
const registrationForm = (page: Page) => page.locator('form[data-form="registration"]');
const submitOf = (form: Locator) => form.locator('button[type="submit"]');
const searchField = (page: Page) => page.locator('[data-widget="search"] input');
const suggestion = (page: Page, name: string) => page.getByRole('listbox').getByRole('option', { name }).first();
const imageDialog = (s: Shopper) => s.page.locator('.shop-dialog').filter({ has: s.page.locator('figcaption') });
const recallButton = (page: Page) => page.locator('a.footer__recall button.recall__button');
const recallDialog = (page: Page) => page.locator('.recall-dialog');
const recallForm = (page: Page) => page.locator('.recall-dialog form.recall-form');
const phoneButton = (page: Page) => page.locator('a.footer__phone');
const accountTrigger = (page: Page) => page.locator('.header__account [data-widget="panel-trigger"]');
const brandMenu = (page: Page) => page.locator('[data-widget="brand-menu"]');
const quickViewMarker = (page: Page, id: string) => page.locator(`.tile[data-product-id="${id}"] [data-widget="quick-view"]`);
const giftForm = (page: Page) => page.locator('form.gift-form');
const cartLines = (page: Page) => page.locator('[data-cart-page] .cart-line');
const favouriteTiles = (page: Page) => page.locator('[data-widget="favourites-page"] article.tile');

/** Closes the dialog the shopper is looking at with its × button. */
async function closeDialog(s: Shopper, dialog: Locator): Promise<void> {
  await click(s.page, dialog.getByRole('button', { name: s.say(close), exact: true }).first());
  await expect(dialog).toHaveCount(0);
}

/** Trying again where a dialog said it failed: close it, press what opened it. */
function reopen(opener: (page: Page) => Locator): (s: Shopper) => Promise<void> {
  return async (s) => {
    await closeDialog(s, s.page.locator('.shop-dialog'));
    await click(s.page, opener(s.page));
  };
}

/** The tracking calls the fake backend received, as 'path type-or-action'. */
async function tracked(page: Page): Promise<string[]> {
  return (await trackingCalls(page)).map((call) => `${call.path} ${call.fields.type ?? call.fields.action}`);
}

/** The favourite heart of a listing tile (the tracking cases add a product each time). */
const tileHeart = (page: Page, n: number) => page.locator('main .tile .fav').nth(n);

/**
 * A tracking call sent beside a favourite added on a production listing: whatever becomes of it,
 * the favourite is kept; once the server is back, the next favourite is tracked as `trackedAs`.
 */
function wishlistTracking(trackedAs: string): FaultCase {
  return {
    beside: true,
    start: 'catalog/odezhda/?production=1',
    act: ({ page }) => click(page, tileHeart(page, 0)),
    failure: { silent: 'tracking is not shown; the favourite itself is kept' },
    async afterFailure({ page }) {
      await expect(tileHeart(page, 0)).toHaveClass(/is-active/);
      await expect(page.locator('.header [data-widget="favourites-counter"]')).toHaveText('1');
    },
    again: ({ page }) => click(page, tileHeart(page, 1)),
    async worked({ page }) {
      await expect.poll(() => tracked(page)).toContain(trackedAs);
    },
  };
}

export const faultCases: Record<EndpointName | 'cartRemove', FaultCase | NotMade> = {
  login: {
    start: 'account/',
    async prepare({ page }) {
      await expect(accountAlerts(page)).toHaveCount(2);
      await typeInto(page, loginForm(page).locator('input[name="login"]'), 'anna');
      await typeInto(page, loginForm(page).locator('input[name="pass"]'), 'secret1');
    },
    readsTruth: true,
    act: ({ page }) => click(page, submitOf(loginForm(page))),
    failure: { message: formSendFailed, at: ({ page }) => accountAlerts(page).first() },
    state: ({ page }) => typedValues(loginForm(page)),
    async afterFailure({ page }) {
      await expect(submitOf(loginForm(page))).toBeEnabled();
    },
    async worked({ page }) {
      // The answer logs the visitor in and the page reloads.
      await expect(page.locator('.header__account')).toHaveAttribute('data-logged-in', '1', { timeout: 10_000 });
    },
  },
  register: {
    start: 'account/',
    async prepare({ page }) {
      await expect(accountAlerts(page)).toHaveCount(2);
      const form = registrationForm(page);
      await typeInto(page, form.locator('input[name="name"]'), 'Анна');
      await typeInto(page, form.locator('input[name="email"]'), 'anna@example.com');
      await typeInto(page, form.locator('input[name="pass"]'), 'secret1');
    },
    act: ({ page }) => click(page, submitOf(registrationForm(page))),
    // A new account is logged in: page init tells a registration whose answer was lost.
    readsTruth: true,
    failure: { message: formSendFailed, at: ({ page }) => accountAlerts(page).nth(1) },
    unsure: formOutcomeUnknown,
    state: ({ page }) => typedValues(registrationForm(page)),
    async afterFailure({ page }) {
      await expect(submitOf(registrationForm(page))).toBeEnabled();
    },
    async worked(s) {
      await expect(s.page.getByRole('status').filter({ hasText: words(s, 'Вы успешно зарегистрировались!', 'Ви успішно зареєструвалися!') })).toBeVisible();
    },
  },
  toggleFavourite: {
    start: 'product/1002/',
    narrow: (fields) => !fields.has('removeall'),
    readsTruth: true,
    act: ({ page }) => click(page, titleFavourite(page)),
    failure: { message: favouriteFailed, at: notice },
    state: ({ page }) => favouriteState(page),
    async worked({ page }) {
      // The page agrees with the server. (An unreadable answer under 'types' was applied by the
      // server all the same, so the retry took the favourite out again.)
      const favourites = (await serverState(page)).favourites;
      await expect(page.locator('.header [data-widget="favourites-counter"]')).toHaveText(String(favourites.length));
      if (favourites.includes(1002)) await expect(titleFavourite(page)).toHaveClass(/is-active/);
      else await expect(titleFavourite(page)).not.toHaveClass(/is-active/);
    },
  },
  clearFavourites: {
    start: 'favourites/',
    seed: { favourites: ['1002', '1005'] },
    readsTruth: true,
    async act(s) {
      await click(s.page, s.page.locator('[data-widget="favourites-page"]').getByRole('button', { name: /^(Очистить избранное|Очистити обране)$/ }));
      await click(s.page, s.page.getByRole('alertdialog').getByRole('button', { name: s.say(yes) }));
    },
    failure: { message: favouritesClearFailed, at: notice },
    state: ({ page }) => favouriteTiles(page).count(),
    async worked({ page }) {
      await expect(favouriteTiles(page)).toHaveCount(0);
      await expect(page.locator('.header [data-widget="favourites-counter"]')).toHaveText('0');
    },
  },
  addToCart: {
    start: 'product/1062/',
    readsTruth: true,
    act: ({ page }) => click(page, page.locator('.product__buy form.buy button')),
    failure: { message: cartAddFailed, at: notice },
    async afterFailure({ page }) {
      await expect(page.locator('.product__buy form.buy button')).toHaveAttribute('aria-busy', 'false');
    },
    async worked({ page }) {
      // The page agrees with the server (under 'types' the unreadable add was made all the same).
      const lines = (await serverState(page)).cart.length;
      expect(lines).toBeGreaterThan(0);
      await expect(page.locator('.header [data-widget="cart-counter"]')).toHaveText(String(lines));
    },
  },
  cartPopup: {
    // The panel opens when legacy code asks (shop:open-cart) or after an add, and loads the popup
    // each time; the cart page init gave is shown meanwhile, and stays when the load fails.
    start: 'product/1002/',
    seed: { cart: [{ id: '1062', s: 'NOSIZE' }] },
    act: ({ page }) => fireOpenCart(page),
    failure: { silent: 'the cart known from page init stays on show (the message is for a cart not known at all: mini-cart.spec.ts)' },
    async afterFailure({ page }) {
      await expect(page.locator('.shop-dialog .cart-line')).toHaveCount(1);
      await expect(page.locator('.shop-dialog')).not.toContainText('Error');
    },
    async again(s) {
      await s.page.keyboard.press('Escape');
      await expect(s.page.locator('.shop-dialog')).toHaveCount(0);
      await fireOpenCart(s.page);
    },
    async worked({ page }) {
      await expect(page.locator('.shop-dialog .cart-popup')).toBeVisible();
    },
  },
  cartRemove: {
    // Not a row of docs/api.md: the server's own remove link, followed with the ajax header.
    start: 'basket/',
    seed: { cart: [{ id: '1062', s: 'NOSIZE' }] },
    path: (s) => `${s.root}basket/remove/`,
    act: ({ page }) => click(page, cartLines(page).first().locator('.cart-line__remove')),
    failure: { message: cartRemoveFailed, at: notice },
    state: ({ page }) => cartLines(page).count(),
    async worked({ page }) {
      await expect(cartLines(page)).toHaveCount(0);
      await expect(page.locator('.header [data-widget="cart-counter"]')).toHaveText('0');
    },
  },
  singleBasketShow: { notMade: 'no widget sends it (widgets/single-basket)', caller: 'loadSingleBasketShow' },
  singleBasketPopup: { notMade: 'no widget sends it (widgets/single-basket)', caller: 'loadSingleBasketPopup' },
  pageInit: {
    start: 'product/1002/',
    seed: { favourites: ['1002'], cart: [{ id: '1062', s: 'NOSIZE' }] },
    narrow: (fields) => !fields.has('action'),
    async act({ page }) {
      await page.reload();
      await waitForWidgets(page);
    },
    failure: { silent: "page init only brings the page up to date: the server's counters and states stay" },
    state: ({ page }) => favouriteState(page),
    async worked({ page }) {
      await expect.poll(() => page.evaluate(() => window.ShopWidgets!.store.pageInit.value)).toBe('done');
    },
  },
  telPopup: {
    start: '',
    act: ({ page }) => click(page, phoneButton(page)),
    failure: { message: panelFailed, at: ({ page }) => page.locator('.shop-dialog').getByRole('alert') },
    again: reopen(phoneButton),
    async worked({ page }) {
      await expect(page.locator('.shop-dialog .tel-popup')).toBeVisible();
    },
  },
  panel: {
    start: '',
    narrow: (fields) => fields.has('action') && fields.get('action') !== 'tel_popup',
    act: ({ page }) => click(page, accountTrigger(page)),
    failure: { message: panelFailed, at: ({ page }) => page.locator('.shop-panel__failed') },
    again: reopen(accountTrigger),
    async worked({ page }) {
      await expect(page.locator('.shop-panel--account form[data-form="login"]')).toBeVisible();
    },
  },
  newArrivalNotify: {
    start: 'new-arrivals/?popup=1',
    opensTab: true,
    path: (s) => `${s.root}new-arrivals/`,
    async act(s) {
      const link = s.page.locator('.new-arrivals-dialog a').first();
      const opened = s.page.context().waitForEvent('page');
      await click(s.page, link);
      const tab = await opened;
      await tab.waitForLoadState('domcontentloaded');
      // The shopper gets the new arrivals whatever became of the notify call.
      expect(new URL(tab.url()).pathname).toBe(`${s.root}new-arrivals/`);
      await tab.close();
    },
    failure: { silent: 'the answer is not shown; the link opens in a new tab all the same' },
    async worked() {
      // The tab opened (checked by the action itself); the fake backend counted the call.
    },
  },
  quickView: {
    start: 'catalog/odezhda/',
    act: ({ page }) => click(page, quickViewMarker(page, '1002')),
    failure: { message: quickViewFailed, at: ({ page }) => page.locator('.shop-dialog').getByRole('alert') },
    again: reopen((page) => quickViewMarker(page, '1002')),
    async worked({ page }) {
      await expect(page.locator('.shop-dialog .quick-view')).toBeVisible();
    },
  },
  searchImage: {
    start: '',
    async prepare(s) {
      const chooser = s.page.waitForEvent('filechooser');
      await click(s.page, s.page.locator('header [data-widget="image-search"] input[type="file"]'));
      await (await chooser).setFiles({ name: 'jacket.png', mimeType: 'image/png', buffer: png(120, 40, 40) });
      await expect(imageDialog(s).locator('figcaption')).toHaveText('jacket.png');
    },
    act: (s) => click(s.page, imageDialog(s).getByRole('button', { name: s.say(photoSearchFind) })),
    failure: { message: photoSearchFailed, at: (s) => imageDialog(s).getByRole('alert') },
    state: (s) => imageDialog(s).locator('figcaption').textContent(),
    async worked({ page }) {
      await page.waitForURL(/\/search-image\/\d+\/$/);
    },
  },
  autocomplete: {
    start: '',
    async act({ page }) {
      await click(page, searchField(page));
      await page.keyboard.type('Puma');
    },
    failure: { message: searchSuggestionsFailed, at: ({ page }) => page.locator('.search-form__status') },
    async afterFailure({ page }) {
      await expect(searchField(page)).toHaveValue('Puma');
    },
    async again({ page }) {
      await page.keyboard.press('Backspace');
      await page.keyboard.type('a');
    },
    async worked({ page }) {
      await expect(suggestion(page, 'Puma')).toBeVisible();
    },
  },
  autocompleteLog: {
    start: '',
    async prepare({ page }) {
      await click(page, searchField(page));
      await page.keyboard.type('Fila');
      await expect(suggestion(page, 'Fila')).toBeVisible();
    },
    act: ({ page }) => click(page, suggestion(page, 'Fila')),
    failure: { silent: 'the log call only adds search_task; the shopper goes to the entry without it' },
    async afterFailure({ page }) {
      await page.waitForURL((url) => url.pathname.endsWith('/brand/fila/'));
      expect(new URL(page.url()).searchParams.has('search_task')).toBe(false);
    },
    async again(s) {
      await s.page.goto(s.root);
      await waitForWidgets(s.page);
      await click(s.page, searchField(s.page));
      await s.page.keyboard.type('Fila');
      await click(s.page, suggestion(s.page, 'Fila'));
    },
    async worked({ page }) {
      await page.waitForURL((url) => url.pathname.endsWith('/brand/fila/') && url.searchParams.has('search_task'));
    },
  },
  brandMenu: {
    start: '',
    act: ({ page }) => click(page, brandMenu(page).locator('a.brand-menu__toggle')),
    failure: { message: brandMenuFailed, at: ({ page }) => brandMenu(page).locator('.brand-menu__dropdown').getByRole('alert') },
    async again(s) {
      const dropdown = brandMenu(s.page).locator('.brand-menu__dropdown');
      // The retry is pressed once the panel has slid open, as a person sees it.
      await expect.poll(() => dropdown.evaluate((panel) => (panel as HTMLElement).style.maxHeight)).toBe('');
      await click(s.page, dropdown.getByRole('button', { name: s.say(retry) }));
    },
    async worked({ page }) {
      await expect(brandMenu(page).locator('ul.brand-menu__column a').first()).toBeVisible();
    },
  },
  cookieTrack: wishlistTracking('/ajax/cookie-track/ add_to_wishlist'),
  trackEvent: wishlistTracking('/ajax/product_data_for_google/ add_to_wishlist'),
  productData: {
    beside: true,
    start: 'catalog/krossovki/?production=1',
    act: ({ page }) => click(page, page.locator('main .tile [data-widget="quick-view"]').nth(1)),
    failure: { silent: 'tracking is not shown; the quick view opens all the same' },
    async afterFailure({ page }) {
      await expect(page.locator('.shop-dialog .quick-view')).toBeVisible();
    },
    again: reopen((page) => page.locator('main .tile [data-widget="quick-view"]').nth(2)),
    async worked({ page }) {
      await expect.poll(async () => (await dataLayerEvents(page, 'select_item')).length).toBeGreaterThan(0);
    },
  },
  subscribeGift: {
    start: '',
    async prepare({ page }) {
      await hover(page, giftForm(page).locator('input[name="emailgift"]'));
      await widgetMounted(page, 'form.gift-form');
      await typeInto(page, giftForm(page).locator('input[name="emailgift"]'), 'anna@example.com');
    },
    act: ({ page }) => click(page, submitOf(giftForm(page))),
    failure: { message: formSendFailed, at: ({ page }) => page.getByRole('alertdialog') },
    unsure: formOutcomeUnknown,
    state: ({ page }) => typedValues(giftForm(page)),
    async again(s) {
      await click(s.page, s.page.getByRole('alertdialog').getByRole('button', { name: s.say(ok) }));
      await click(s.page, submitOf(giftForm(s.page)));
    },
    async worked(s) {
      await expect(s.page.getByRole('alertdialog', { name: words(s, 'Спасибо', 'Дякуємо') })).toBeVisible();
    },
  },
  openRecall: {
    start: 'product/1002/',
    narrow: (fields) => fields.get('popup') === '1',
    async prepare({ page }) {
      await hover(page, page.locator('a.footer__recall'));
      await widgetMounted(page, 'a.footer__recall');
    },
    act: ({ page }) => click(page, recallButton(page)),
    failure: { message: panelFailed, at: ({ page }) => page.locator('.shop-dialog').getByRole('alert') },
    again: reopen(recallButton),
    async worked({ page }) {
      await expect(recallForm(page)).toBeVisible();
    },
  },
  sendRecall: {
    start: '',
    narrow: (fields) => fields.get('popup') !== '1',
    async prepare({ page }) {
      await hover(page, page.locator('a.footer__recall'));
      await widgetMounted(page, 'a.footer__recall');
      await click(page, recallButton(page));
      await expect(recallForm(page)).toBeVisible();
      await click(page, recallForm(page).locator('input[name="name"]'));
      await page.keyboard.type('Анна');
      await click(page, recallForm(page).locator('input[name="phone"]'));
      await page.keyboard.type('0671234567');
      await expect(recallForm(page).locator('input[name="phone"]')).toHaveValue('+38 (067) 123-45-67');
    },
    act: ({ page }) => click(page, submitOf(recallForm(page))),
    failure: { message: formSendFailed, at: ({ page }) => recallDialog(page).locator('.shop-alert--danger') },
    unsure: formOutcomeUnknown,
    state: ({ page }) => typedValues(recallForm(page)),
    async worked(s) {
      await expect(recallDialog(s.page)).toContainText(words(s, 'Спасибо! Мы перезвоним вам в ближайшее время.', 'Дякуємо! Ми передзвонимо вам найближчим часом.'));
    },
  },
  changeCurrency: {
    start: 'catalog/odezhda/',
    narrow: (fields) => fields.has('change_currency'),
    async act({ page }) {
      const marker = page.locator('[data-widget="currency-switch"]');
      if ((await marker.getAttribute('open')) === null) await click(page, marker.locator('summary'));
      await click(page, marker.getByRole('button', { name: 'тенге' }));
    },
    failure: { message: switchFailed, at: ({ page }) => page.locator('[data-widget="currency-switch"]').getByRole('alert') },
    state: ({ page }) => page.evaluate(() => location.pathname + location.search),
    async worked({ page }) {
      await expect(page.locator('[data-widget="currency-switch"] summary')).toContainText('тенге');
    },
  },
  changeLanguage: {
    start: 'catalog/odezhda/',
    narrow: (fields) => fields.has('change_lang'),
    async act(s) {
      const marker = s.page.locator('[data-widget="lang-switch"]');
      if ((await marker.getAttribute('open')) === null) await click(s.page, marker.locator('summary'));
      await click(s.page, marker.getByRole('button', { name: s.lang === 'ua' ? 'Рус' : 'Укр' }));
    },
    failure: { message: switchFailed, at: ({ page }) => page.locator('[data-widget="lang-switch"]').getByRole('alert') },
    state: ({ page }) => page.evaluate(() => location.pathname + location.search),
    async worked(s) {
      await s.page.waitForURL((url) => url.pathname === (s.lang === 'ua' ? '/catalog/odezhda/' : '/ua/catalog/odezhda/'));
    },
  },
};

