// The answer lost after the server did the work (issue 34): the fixture store's `lost` fault
// carries the call out, then closes the connection a few bytes into the answer. For every call that
// changes what the widgets show, in both languages: within 2 s of the failure the screen shows what
// the server holds (read from the fake backend), the changing call went out once, and the next
// press does what that state implies. Then the same with the read after it failing too: the
// shopper is told nothing is confirmed, and the next read (the connection back) corrects the screen.
import type { Page, Request } from '@playwright/test';
import { formOutcomeUnknown } from '../../shared/i18n/messages/forms.ts';
import { faultCases, type FaultCase } from './fault-matrix/cases.ts';
import { shopper } from './fault-matrix/shopper.ts';
import { test, expect, callsTo, seedVisitor, serverState, setFault, waitForWidgets, type ServerState } from './fixtures.ts';
import { click } from './people.ts';

const texts = {
  ru: { root: '/', unconfirmed: 'Связь прервалась: не удалось проверить, сохранилось ли изменение. Проверим ещё раз, когда связь вернётся.', yes: 'Да', clear: 'Очистить избранное' },
  ua: { root: '/ua/', unconfirmed: 'Зв’язок перервався: не вдалося перевірити, чи збереглася зміна. Перевіримо ще раз, коли зв’язок повернеться.', yes: 'Так', clear: 'Очистити обране' },
} as const;

const favouritesCounter = (page: Page) => page.locator('.header [data-widget="favourites-counter"]');
const cartCounter = (page: Page) => page.locator('.header [data-widget="cart-counter"]');
const titleFav = (page: Page) => page.locator('.product__title-row .fav');
const buyButton = (page: Page) => page.locator('.product__buy form.buy button');
const cartLine = (page: Page, basketId: string) => page.locator(`[data-cart-page] .cart-line[data-basketid="${basketId}"]`);
const tiles = (page: Page) => page.locator('[data-widget="favourites-page"] article.tile');
const notices = (page: Page) => page.locator('.shop-notice');
const sideListItems = (page: Page) => page.locator('[data-widget="favourites-panel"] .fav-item');

/** The forms: nothing to read whether they arrived, save a registration (it logs the shopper in). */
const forms = [
  { name: 'register', path: '/ajax/registration/' },
  { name: 'subscribeGift', path: '/ajax/block_gift/' },
  { name: 'sendRecall', path: '/ajax/add_question21/' },
] as const;

/** The changing call's failure as the browser saw it: the moment the 2 s start. */
function failureOf(page: Page, path: string): Promise<Request> {
  return page.waitForEvent('requestfailed', { predicate: (request) => new URL(request.url()).pathname.startsWith(path), timeout: 10_000 });
}

/** The connection goes and comes back, as on a phone in a tunnel: the page hears `online`. */
async function connectionBack(page: Page): Promise<void> {
  await page.context().setOffline(true);
  await page.context().setOffline(false);
}

const WITHIN_2_S = { timeout: 2_000 };

for (const lang of ['ru', 'ua'] as const) {
  const text = texts[lang];
  const root = text.root;

  test.describe(`a lost answer (${lang})`, () => {
    test('favourite toggle: the heart and the counter show what the server holds; the next press removes it', async ({ page, baseURL }) => {
      await page.goto(`${root}product/1002/`);
      await waitForWidgets(page);
      await setFault(page, 'lost@/ajax/to/favorite/', baseURL!);
      const failed = failureOf(page, '/ajax/to/favorite/');
      await click(page, titleFav(page));
      await failed;
      const server = await serverState(page);
      expect(server.favourites).toEqual([1002]);
      await expect(titleFav(page)).toHaveText(lang === 'ru' ? '♥ В избранном' : '♥ В обраному', WITHIN_2_S);
      await expect(favouritesCounter(page)).toHaveText('1', WITHIN_2_S);
      await expect(titleFav(page).locator('button')).toHaveAttribute('aria-busy', 'false');
      // The side list as the server renders it on this page now.
      await expect(sideListItems(page)).toHaveCount(1, WITHIN_2_S);
      await expect(sideListItems(page)).toHaveAttribute('data-product-id', '1002');
      await expect(notices(page)).toHaveCount(0);
      expect(await callsTo(page, '/ajax/to/favorite/')).toBe(1);

      await page.context().clearCookies({ name: 'qa_fault' });
      await click(page, titleFav(page));
      await expect(titleFav(page)).toHaveText(lang === 'ru' ? '♡ В избранное' : '♡ В обране');
      await expect(favouritesCounter(page)).toHaveText('0');
      await expect(sideListItems(page)).toHaveCount(0);
      expect((await serverState(page)).favourites).toEqual([]);
      expect(await callsTo(page, '/ajax/to/favorite/')).toBe(2);
    });

    test('cart add: the cart opens with the line, the counter says so; the next press adds another', async ({ page, baseURL }) => {
      await page.goto(`${root}product/1062/`);
      await waitForWidgets(page);
      await expect(cartCounter(page)).toHaveText('0');
      await setFault(page, 'lost@/ajax/basket_array/', baseURL!);
      const failed = failureOf(page, '/ajax/basket_array/');
      await click(page, buyButton(page));
      await failed;
      const [line] = (await serverState(page)).cart;
      expect(line).toMatchObject({ productid: 1062 });
      await expect(cartCounter(page)).toHaveText('1', WITHIN_2_S);
      const panel = page.getByRole('dialog');
      await expect(panel.locator(`.cart-line[data-basketid="${line!.basketid}"]`)).toBeVisible(WITHIN_2_S);
      await expect(notices(page)).toHaveCount(0);
      await expect(buyButton(page)).toHaveAttribute('aria-disabled', 'false');
      expect(await callsTo(page, '/ajax/basket_array/')).toBe(1);

      await page.context().clearCookies({ name: 'qa_fault' });
      await page.keyboard.press('Escape');
      await expect(panel).toHaveCount(0);
      await click(page, buyButton(page));
      await expect(cartCounter(page)).toHaveText('2');
      expect((await serverState(page)).cart).toHaveLength(2);
      expect(await callsTo(page, '/ajax/basket_array/')).toBe(2);
    });

    test('cart line removal on the cart page: the page shows the cart without it; the next press removes the other', async ({ page, baseURL }) => {
      await seedVisitor(page, { cart: [{ id: '1062', s: 'NOSIZE' }, { id: '1063', s: 'NOSIZE' }] });
      const [first, second] = (await serverState(page)).cart;
      await page.goto(`${root}basket/`);
      await waitForWidgets(page);
      await setFault(page, `lost@${root}basket/remove/`, baseURL!);
      const failed = failureOf(page, `${root}basket/remove/`);
      await click(page, cartLine(page, first!.basketid).locator('.cart-line__remove'));
      await failed;
      expect((await serverState(page)).cart.map((line) => line.basketid)).toEqual([second!.basketid]);
      await expect(cartLine(page, first!.basketid)).toHaveCount(0, WITHIN_2_S);
      await expect(cartCounter(page)).toHaveText('1', WITHIN_2_S);
      await expect(page.locator('[data-cart-page] .cart-page__count')).toHaveText('(1)');
      await expect(notices(page)).toHaveCount(0);
      expect(await callsTo(page, `${root}basket/remove/${first!.basketid}/`)).toBe(1);

      await page.context().clearCookies({ name: 'qa_fault' });
      await click(page, cartLine(page, second!.basketid).locator('.cart-line__remove'));
      await expect(page.locator('[data-cart-page] .cart-empty')).toBeVisible();
      await expect(cartCounter(page)).toHaveText('0');
      expect((await serverState(page)).cart).toEqual([]);
    });

    /**
     * Two favourites on the favourites page; with `faults` set, the shopper clears them and says
     * yes. Resolves the toggle calls seeding them took, and the clear call's failure.
     */
    async function clearFavourites(page: Page, faults: string, baseURL: string): Promise<{ seeded: number; failed: Promise<Request> }> {
      await seedVisitor(page, { favourites: ['1002', '1005'] });
      await page.goto(`${root}favourites/`);
      await waitForWidgets(page);
      await setFault(page, faults, baseURL);
      const seeded = await callsTo(page, '/ajax/to/favorite/');
      const failed = failureOf(page, '/ajax/to/favorite/');
      await click(page, page.locator('[data-widget="favourites-page"]').getByRole('button', { name: text.clear, exact: true }));
      await click(page, page.getByRole('alertdialog').getByRole('button', { name: text.yes }));
      return { seeded, failed };
    }

    test('clearing the favourites: the page, the side list and the counter say they are empty', async ({ page, baseURL }) => {
      const { seeded, failed } = await clearFavourites(page, 'lost@/ajax/to/favorite/', baseURL!);
      await failed;
      expect((await serverState(page)).favourites).toEqual([]);
      await expect(tiles(page)).toHaveCount(0, WITHIN_2_S);
      await expect(favouritesCounter(page)).toHaveText('0', WITHIN_2_S);
      await expect(page.locator('[data-widget="favourites-panel"] .fav-item')).toHaveCount(0);
      await expect(notices(page)).toHaveCount(0);
      expect(await callsTo(page, '/ajax/to/favorite/')).toBe(seeded + 1);
    });

    for (const { name, path } of forms) {
      const entry = faultCases[name] as FaultCase;
      const outcome = name === 'register' ? 'page init says the new account is logged in: the success' : 'nobody can tell: the shopper is told so, the form keeps what was typed';
      test(`${name}: ${outcome}; sent once`, async ({ page, baseURL }) => {
        const s = shopper(page, lang);
        await page.goto(`${root}${entry.start}`);
        await waitForWidgets(page);
        await entry.prepare?.(s);
        const typed = await entry.state?.(s);
        const sent = await callsTo(page, path);
        await setFault(page, `lost@${path}`, baseURL!);
        const failed = failureOf(page, path);
        await entry.act(s);
        await failed;
        if (name === 'register') {
          await expect(page.getByRole('status').filter({ hasText: lang === 'ru' ? 'Вы успешно зарегистрировались!' : 'Ви успішно зареєструвалися!' })).toBeVisible(WITHIN_2_S);
        } else if ('message' in entry.failure) {
          await expect(entry.failure.at(s)).toContainText(s.say(formOutcomeUnknown), WITHIN_2_S);
          expect(await entry.state?.(s)).toEqual(typed);
        }
        expect(await callsTo(page, path)).toBe(sent + 1);
      });
    }

    test.describe('and the read after it fails too', () => {
      /** The message that nothing is confirmed, then the fault gone and the connection back: the next read corrects the screen. */
      async function unconfirmedThenCorrected(page: Page, corrected: (server: ServerState) => Promise<void>): Promise<void> {
        await expect(notices(page).filter({ hasText: text.unconfirmed })).toBeVisible({ timeout: 5_000 });
        await page.context().clearCookies({ name: 'qa_fault' });
        await connectionBack(page);
        await corrected(await serverState(page));
        await expect(notices(page).filter({ hasText: text.unconfirmed })).toHaveCount(0);
      }

      test('favourite toggle', async ({ page, baseURL }) => {
        await page.goto(`${root}product/1002/`);
        await waitForWidgets(page);
        await setFault(page, 'lost@/ajax/to/favorite/,500@/ajax/tpl_action/', baseURL!);
        await click(page, titleFav(page));
        await unconfirmedThenCorrected(page, async (server) => {
          expect(server.favourites).toEqual([1002]);
          await expect(favouritesCounter(page)).toHaveText('1');
          await expect(titleFav(page)).toHaveText(lang === 'ru' ? '♥ В избранном' : '♥ В обраному');
          await expect(sideListItems(page)).toHaveCount(1);
        });
        expect(await callsTo(page, '/ajax/to/favorite/')).toBe(1);
      });

      test('cart add', async ({ page, baseURL }) => {
        await page.goto(`${root}product/1062/`);
        await waitForWidgets(page);
        await setFault(page, 'lost@/ajax/basket_array/,500@/ajax/block-basket-product/', baseURL!);
        await click(page, buyButton(page));
        await unconfirmedThenCorrected(page, async (server) => {
          expect(server.cart).toHaveLength(1);
          await expect(cartCounter(page)).toHaveText('1');
        });
        expect(await callsTo(page, '/ajax/basket_array/')).toBe(1);
      });

      test('cart line removal', async ({ page, baseURL }) => {
        await seedVisitor(page, { cart: [{ id: '1062', s: 'NOSIZE' }, { id: '1063', s: 'NOSIZE' }] });
        const [first] = (await serverState(page)).cart;
        await page.goto(`${root}basket/`);
        await waitForWidgets(page);
        await setFault(page, `lost@${root}basket/remove/,500@${root}basket/`, baseURL!);
        await click(page, cartLine(page, first!.basketid).locator('.cart-line__remove'));
        await unconfirmedThenCorrected(page, async (server) => {
          expect(server.cart).toHaveLength(1);
          await expect(cartLine(page, first!.basketid)).toHaveCount(0);
          await expect(cartCounter(page)).toHaveText('1');
        });
        expect(await callsTo(page, `${root}basket/remove/${first!.basketid}/`)).toBe(1);
      });

      test('clearing the favourites', async ({ page, baseURL }) => {
        const { seeded, failed } = await clearFavourites(page, 'lost@/ajax/to/favorite/,500@/ajax/tpl_action/', baseURL!);
        await failed;
        await unconfirmedThenCorrected(page, async (server) => {
          expect(server.favourites).toEqual([]);
          await expect(favouritesCounter(page)).toHaveText('0');
          await expect(tiles(page)).toHaveCount(0);
        });
        expect(await callsTo(page, '/ajax/to/favorite/')).toBe(seeded + 1);
      });
    });
  });
}
