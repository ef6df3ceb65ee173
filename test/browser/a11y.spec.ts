// axe on the whole page with each panel and dialog the bundle opens, on desktop and on a phone, in
// one language on each (the other on the other, turn about). Every fixture page with its widgets mounted is checked by axe-matrix.spec.ts,
// before its opened states. No rule is excluded: the fixture store's HTML is what backend teams
// copy, so its server HTML must pass as well as what the widgets render.
import { products } from '../../fixtures/catalog/index.ts';
import { test, expect, openCartPanel, seedVisitor, waitForWidgets } from './fixtures.ts';
import { click, hover } from './people.ts';
import { violations } from './axe.ts';


const seed = { favourites: ['1002', '1062'], cart: [{ id: '1062', s: 'NOSIZE' }] };
const recommending = products.find((product) => product.singleBasket && product.sizes.length === 0)!;

/**
 * Each state is checked whole once per viewport, in one language there and the other language on
 * the other viewport, turn about from state to state (issue 29): the page around an open panel is
 * the same markup in both languages, and axe-matrix.spec.ts checks every opened part in both
 * languages on both viewports.
 */
function language(turn: number, isMobile: boolean) {
  const root = (turn + (isMobile ? 1 : 0)) % 2 === 0 ? '/' : '/ua/';
  const [cartName, addedName] = root === '/' ? ['Корзина', 'Добавлено в корзину'] : ['Кошик', 'Додано до кошика'];
  return { root, cartName, addedName };
}

const inTurn = (turn: number) => (turn % 2 === 0 ? 'ru on desktop, ua on a phone' : 'ua on desktop, ru on a phone');

test.describe('axe with panels and dialogs open', () => {
  test(`@mobile the cart panel, with a mounted remove button (${inTurn(0)})`, async ({ page, isMobile }) => {
    const { root, cartName } = language(0, isMobile);
    test.setTimeout(60_000);
    await seedVisitor(page, seed);
    await page.goto(`${root}product/1002/`);
    await waitForWidgets(page);
    const cart = await openCartPanel(page, cartName);
    const remove = cart.locator('.cart-line__remove').first();
    if (isMobile) await remove.focus();
    else await hover(page, remove);
    await expect(cart.locator('.cart-remove__button')).toHaveCount(1);
    expect(await violations(page)).toEqual([]);
  });

  test(`@mobile the single-basket panel after an add (${inTurn(1)})`, async ({ page, isMobile }) => {
    const { root, addedName } = language(1, isMobile);
    test.setTimeout(60_000);
    await page.goto(`${root}product/${recommending.id}/`);
    await waitForWidgets(page);
    await click(page, page.locator('.product__buy [data-widget="buy-button"] button'));
    await expect(page.getByRole('dialog', { name: addedName }).locator('.single-basket__item').first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test(`@mobile the quick view (${inTurn(2)})`, async ({ page, isMobile }) => {
    const { root } = language(2, isMobile);
    test.setTimeout(90_000);
    await page.goto(`${root}catalog/krossovki/`);
    await waitForWidgets(page);
    await click(page, page.locator('main .tile').first().locator('[data-widget="quick-view"]'));
    await expect(page.getByRole('dialog').locator('[aria-roledescription="carousel"]')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test(`@mobile the clear-favourites question (${inTurn(3)})`, async ({ page, isMobile }) => {
    const { root } = language(3, isMobile);
    test.setTimeout(60_000);
    await seedVisitor(page, seed);
    await page.goto(`${root}favourites/`);
    await waitForWidgets(page);
    // The favourites-page widget (its chunk comes at idle) replaces the server's clear form with
    // its own button in the same place: aim at the page once it has settled, as a person does.
    const section = page.locator('[data-widget="favourites-page"]');
    await expect.poll(() => section.evaluate((element) => window.ShopWidgets!.debug.state(element))).toBe('mounted');
    await click(page, page.locator('.favourites-page__clear button'));
    await expect(page.getByRole('alertdialog')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test(`@mobile a message to the shopper and the hint next to a buy button (${inTurn(4)})`, async ({ page, isMobile }) => {
    const { root } = language(4, isMobile);
    test.setTimeout(60_000);
    await page.goto(`${root}basket/`);
    await waitForWidgets(page);
    const offer = page.locator('.cart-offers form.buy').first();
    await click(page, offer.locator('button'));
    await expect(offer.getByRole('status')).not.toBeEmpty();
    expect(await violations(page)).toEqual([]);

    await page.goto(`${root}product/1002/`);
    await waitForWidgets(page);
    await click(page, page.locator('.product__buy form.buy button'));
    await expect(page.locator('.shop-notice')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test(`@mobile the account panel with a login error and a field marked invalid (${inTurn(5)})`, async ({ page, isMobile }) => {
    const { root } = language(5, isMobile);
    test.setTimeout(60_000);
    await page.goto(root);
    await waitForWidgets(page);
    await click(page, page.locator('.header__account [data-widget="panel-trigger"]'));
    const form = page.locator('.shop-panel--account form[data-form="login"]');
    await expect(form.locator('[data-password-toggle]')).toHaveAttribute('aria-controls', /.+/);
    await click(page, form.locator('input[name="login"]'));
    await page.keyboard.type('anna');
    await click(page, form.locator('button[type="submit"]'));
    await expect(form.locator('input[name="pass"]')).toHaveAttribute('aria-invalid', 'true');
    await click(page, form.locator('input[name="pass"]'));
    await page.keyboard.type('wrong1');
    await click(page, form.locator('button[type="submit"]'));
    await expect(page.locator('.shop-panel--account [role="alert"]')).toBeVisible();
    await click(page, page.locator('.shop-panel--account form[data-form="registration"] button[type="submit"]'));
    await expect(page.locator('.shop-panel--account .field__error').first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test(`@mobile the phone popup, the callback form and the gift outcome (${inTurn(6)})`, async ({ page, isMobile }) => {
    const { root } = language(6, isMobile);
    test.setTimeout(60_000);
    await page.goto(root);
    await waitForWidgets(page);
    await click(page, page.locator('.footer__phone'));
    await expect(page.locator('.shop-panel--tel_popup a[href^="tel:"]')).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await click(page, page.locator('.footer__recall'));
    await expect(page.locator('.recall-dialog form')).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    const gift = page.locator('form.gift-form');
    await click(page, gift.locator('input[name="emailgift"]'));
    await page.keyboard.type('again@example.com');
    await click(page, gift.locator('button[type="submit"]'));
    await expect(page.getByRole('alertdialog')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test(`@mobile the search suggestions, the brand menu and the dropdowns, open (${inTurn(7)})`, async ({ page, isMobile }) => {
    const { root } = language(7, isMobile);
    test.setTimeout(90_000);
    await page.goto(`${root}catalog/krossovki/`);
    await waitForWidgets(page);
    const field = page.locator('[data-widget="search"] input');
    await expect(field).toHaveAttribute('role', 'combobox');
    await click(page, field);
    await page.keyboard.type('Ad', { delay: 40 });
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('ArrowDown');
    expect(await violations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await click(page, page.locator('[data-widget="brand-menu"] a.brand-menu__toggle'));
    await expect(page.locator('.brand-menu__column').first()).toBeVisible();
    // Checked once it has slid open: mid-slide its words are still fading in.
    await expect.poll(() => page.locator('.brand-menu__dropdown').evaluate((panel) => (panel as HTMLElement).style.opacity)).toBe('');
    expect(await violations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    for (const marker of ['lang-switch', 'currency-switch', 'sort-popup']) {
      await click(page, page.locator(`[data-widget="${marker}"] summary`));
      await expect(page.locator(`[data-widget="${marker}"] summary`)).toHaveAttribute('aria-expanded', 'true');
      expect(await violations(page)).toEqual([]);
      await page.keyboard.press('Escape');
    }
  });

  test(`@mobile the photo dialog with a preview (${inTurn(8)})`, async ({ page, isMobile }) => {
    const { root } = language(8, isMobile);
    test.setTimeout(60_000);
    await page.goto(root);
    await waitForWidgets(page);
    const chooser = page.waitForEvent('filechooser');
    await click(page, page.locator('header [data-widget="image-search"] input[type="file"]'));
    // A one-pixel GIF is enough for the preview.
    const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
    await (await chooser).setFiles({ name: 'photo.gif', mimeType: 'image/gif', buffer: gif });
    // The preview is drawn into a canvas that is named as an image.
    await expect(page.getByRole('dialog').locator('canvas.image-search-dialog__preview[role="img"]')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
