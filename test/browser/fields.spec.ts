// The field widgets on the QA page {root}forms/ (widgets/phone, widgets/input-filter): the phone
// mask (UAH and KZT), every input-filter kind typed by real keys, mounting on the first focus, and
// the page's GET form with and without JavaScript.
import type { Locator, Page } from '@playwright/test';
import { test, expect, waitForWidgets, expectCleanLog } from './fixtures.ts';
import { click, tabTo, tap } from './people.ts';

const NBSP = '\u00A0';

const form = (page: Page) => page.locator('.forms-page form');
const field = (page: Page, name: string) => form(page).locator(`input[name="${name}"]`);
const phone = (page: Page) => field(page, 'phone');
/** The widget marker around a field. */
const markerOf = (input: Locator) => input.locator('xpath=..');
const submitButton = (page: Page) => form(page).locator('button[type="submit"]');

async function openFormsPage(page: Page, url = '/forms/'): Promise<void> {
  await page.goto(url);
  await waitForWidgets(page);
}

async function markerState(input: Locator): Promise<string | null> {
  return markerOf(input).evaluate((marker) => window.ShopWidgets!.debug.state(marker));
}

async function caret(input: Locator): Promise<number | null> {
  return input.evaluate((element) => (element as HTMLInputElement).selectionStart);
}

/** Clicks into the field and types, key by key. */
async function typeInto(page: Page, input: Locator, text: string): Promise<void> {
  await click(page, input);
  await page.keyboard.type(text);
}

/** Empties the field as a person does: select all, delete. */
async function clearField(page: Page, input: Locator): Promise<void> {
  await click(page, input);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
}

/** Leaves the field for the page's heading (a click on nothing focusable): the field blurs. */
async function leave(page: Page): Promise<void> {
  await click(page, page.locator('.forms-page h1'));
}

/** A real paste: the text on the clipboard, then Ctrl+V. */
async function paste(page: Page, text: string): Promise<void> {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.keyboard.press('ControlOrMeta+V');
}

test.describe('phone field (UAH)', () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  test("a click mounts the mask: '+38 (' with the caret after it; digits are masked as typed", async ({ page, log }) => {
    await openFormsPage(page);
    expect(await markerState(phone(page))).toBe('waiting');
    await click(page, phone(page));
    await expect.poll(() => markerState(phone(page))).toBe('mounted');
    await expect(phone(page)).toBeFocused();
    await expect(phone(page)).toHaveValue('+38 (');
    expect(await caret(phone(page))).toBe(5);

    await page.keyboard.type('067');
    await expect(phone(page)).toHaveValue('+38 (067');
    await page.keyboard.type('1234567');
    await expect(phone(page)).toHaveValue('+38 (067) 123-45-67');
    // No more slots: an eleventh digit changes nothing.
    await page.keyboard.type('8');
    await expect(phone(page)).toHaveValue('+38 (067) 123-45-67');
    // Letters are not digits.
    await clearField(page, phone(page));
    await page.keyboard.type('a0b6c7');
    await expect(phone(page)).toHaveValue('+38 (067');
    // A whole number is kept when the field is left.
    await page.keyboard.type('1234567');
    await leave(page);
    await expect(phone(page)).toHaveValue('+38 (067) 123-45-67');
    expectCleanLog(log);
  });

  test('leaving it with an incomplete number clears it; an untouched prefix goes too', async ({ page, log }) => {
    await openFormsPage(page);
    await typeInto(page, phone(page), '067123');
    await expect(phone(page)).toHaveValue('+38 (067) 123');
    await leave(page);
    await expect(phone(page)).toHaveValue('');

    await click(page, phone(page));
    await expect(phone(page)).toHaveValue('+38 (');
    await page.keyboard.press('Tab');
    await expect(phone(page)).toHaveValue('');
    expectCleanLog(log);
  });

  test('Backspace over every digit leaves the prefix, never less; the caret never goes before it', async ({ page, log }) => {
    await openFormsPage(page);
    await typeInto(page, phone(page), '067');
    for (let i = 0; i < 6; i += 1) await page.keyboard.press('Backspace');
    await expect(phone(page)).toHaveValue('+38 (');
    expect(await caret(phone(page))).toBe(5);
    await page.keyboard.type('5');
    await expect(phone(page)).toHaveValue('+38 (5');
    expectCleanLog(log);
  });

  test('Home, the left arrow and a click at the very left never put the caret before position 5', async ({ page, log }) => {
    await openFormsPage(page);
    await typeInto(page, phone(page), '0671234567');
    await expect(phone(page)).toHaveValue('+38 (067) 123-45-67');

    await page.keyboard.press('Home');
    await expect.poll(() => caret(phone(page))).toBe(5);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => caret(phone(page))).toBe(5);
    // What is typed there goes after the prefix.
    await clearField(page, phone(page));
    await page.keyboard.press('Home');
    await expect.poll(() => caret(phone(page))).toBe(5);
    await page.keyboard.type('050');
    await expect(phone(page)).toHaveValue('+38 (050');

    // The pointer pressed on the very left of the field.
    const box = (await phone(page).boundingBox())!;
    await page.mouse.click(box.x + 2, box.y + box.height / 2);
    await expect.poll(() => caret(phone(page))).toBe(5);
    // A digit typed there goes in first, and the rest moves along the mask.
    await page.keyboard.type('1');
    await expect(phone(page)).toHaveValue('+38 (105) 0');
    expectCleanLog(log);
  });

  test('a pasted number in any common shape is masked', async ({ page, log }) => {
    await openFormsPage(page);
    for (const [text, masked] of [
      ['0671234567', '+38 (067) 123-45-67'],
      ['+380 67 123-45-67', '+38 (067) 123-45-67'],
      ['380671234567', '+38 (067) 123-45-67'],
      ['67 123 45 67', '+38 (067) 123-45-67'],
    ] as const) {
      await clearField(page, phone(page));
      await paste(page, text);
      await expect(phone(page), `pasted '${text}'`).toHaveValue(masked);
    }
    expectCleanLog(log);
  });

  test('text inserted in one go (what an IME or a paste sends: keyboard.insertText) is masked too', async ({ page, log }) => {
    await openFormsPage(page);
    await click(page, phone(page));
    // insertText fires a single beforeinput/input of type insertText with the whole string.
    await page.keyboard.insertText('0671234567');
    await expect(phone(page)).toHaveValue('+38 (067) 123-45-67');
    expectCleanLog(log);
  });

  test('keyboard: Tab into the field mounts the mask with the prefix, and typing goes in', async ({ page, log }) => {
    await openFormsPage(page);
    await tabTo(page, phone(page), { from: field(page, 'coefficient') });
    await expect(phone(page)).toBeFocused();
    await expect(phone(page)).toHaveValue('+38 (');
    await page.keyboard.type('0671234567');
    await expect(phone(page)).toHaveValue('+38 (067) 123-45-67');
    await expect.poll(() => markerState(phone(page))).toBe('mounted');
    expectCleanLog(log);
  });

  test('Ukrainian page: the same mask', async ({ page, log }) => {
    await openFormsPage(page, '/ua/forms/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
    await expect(page.locator('.forms-page .field__label').first()).toHaveText('Кількість');
    await typeInto(page, phone(page), '0501234567');
    await expect(phone(page)).toHaveValue('+38 (050) 123-45-67');
    expectCleanLog(log);
  });

  test('@mobile a tap mounts the mask and shows the prefix', async ({ page, log, isMobile }) => {
    test.skip(!isMobile, 'touch only');
    await openFormsPage(page);
    await tap(page, phone(page));
    await expect(phone(page)).toBeFocused();
    await expect(phone(page)).toHaveValue('+38 (');
    await page.keyboard.type('0671234567');
    await expect(phone(page)).toHaveValue('+38 (067) 123-45-67');
    expectCleanLog(log);
  });
});

test.describe('phone field (KZT)', () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  test("chosen with the header's currency switch: '+7 (' and 11 digits from 7", async ({ page, log }) => {
    await openFormsPage(page);
    await click(page, page.locator('.header__currency summary'));
    await click(page, page.locator('.header__currency button[value="KZT"]'));
    // The switch posts and comes back to this page in tenge.
    await expect(page.locator('.header__currency button[value="KZT"]')).toHaveAttribute('aria-current', 'true');
    await expect(page).toHaveURL(/\/forms\/$/);
    await waitForWidgets(page);
    expect(await page.evaluate(() => window.ShopWidgets!.store.pageContext.value.currency)).toBe('KZT');

    await click(page, phone(page));
    await expect(phone(page)).toHaveValue('+7 (');
    expect(await caret(phone(page))).toBe(4);
    await page.keyboard.type('7011234567');
    await expect(phone(page)).toHaveValue('+7 (701) 123-45-67');
    await page.keyboard.press('Home');
    await expect.poll(() => caret(phone(page))).toBe(4);
    await leave(page);
    await expect(phone(page)).toHaveValue('+7 (701) 123-45-67');

    // Incomplete: cleared on leaving.
    await clearField(page, phone(page));
    await page.keyboard.type('701123');
    await expect(phone(page)).toHaveValue('+7 (701) 123');
    await leave(page);
    await expect(phone(page)).toHaveValue('');

    // A pasted number with its country code: the 7 is the prefix's, not a digit of the number.
    await click(page, phone(page));
    await paste(page, '+7 701 123 45 67');
    await expect(phone(page)).toHaveValue('+7 (701) 123-45-67');
    await clearField(page, phone(page));
    await paste(page, '87011234567');
    await expect(phone(page)).toHaveValue('+7 (701) 123-45-67');
    expectCleanLog(log);
  });

  test('the currency cookie alone picks the mask on the Ukrainian page too', async ({ page, log, baseURL }) => {
    await page.context().addCookies([{ name: 'currency', value: 'KZT', url: baseURL! }]);
    await openFormsPage(page, '/ua/forms/');
    await click(page, phone(page));
    await expect(phone(page)).toHaveValue('+7 (');
    await page.keyboard.type('7771234567');
    await expect(phone(page)).toHaveValue('+7 (777) 123-45-67');
    expectCleanLog(log);
  });
});

interface Case {
  /** What is typed, key by key. */
  typed: string;
  /** What the field shows after the typing. */
  shown: string;
  /** What it keeps after it is left (default: what it showed). */
  kept?: string;
}

const filterCases: readonly { name: string; kind: string; cases: readonly Case[] }[] = [
  {
    name: 'qty',
    kind: 'integer',
    cases: [
      { typed: '-', shown: '-', kept: '' },
      { typed: '12a3', shown: '123' },
      { typed: '-4-5', shown: '-45' },
      { typed: '007', shown: '7' },
    ],
  },
  {
    name: 'discount',
    kind: 'percent',
    cases: [
      // Over 100 is cleared as it is typed.
      { typed: '150', shown: '' },
      { typed: '100', shown: '100' },
      { typed: '5%', shown: '5' },
    ],
  },
  {
    name: 'weight',
    kind: 'decimal',
    cases: [
      { typed: '1,5,3', shown: '1.53' },
      { typed: '2.5.1', shown: '2.51' },
      { typed: 'x.', shown: '.', kept: '' },
    ],
  },
  {
    name: 'promo',
    kind: 'latin',
    cases: [
      { typed: 'abcЖ1', shown: 'abc1' },
      { typed: 'SALE-2024!', shown: 'SALE2024' },
    ],
  },
  {
    name: 'slug',
    kind: 'slug',
    cases: [
      { typed: 'summer-sale/2024_ЛЕТО!', shown: 'summer-sale/2024_ЛЕТО' },
      { typed: 'літо/Їжак ґ', shown: 'літо/Їжакґ' },
      { typed: 'a b?c', shown: 'abc' },
    ],
  },
  {
    name: 'price',
    kind: 'price',
    cases: [
      { typed: '1234567', shown: `1${NBSP}234${NBSP}567` },
      { typed: '12a00', shown: `1${NBSP}200` },
      { typed: '0050', shown: '50' },
    ],
  },
  {
    name: 'size_cm',
    kind: 'decimal-limited (10–60, 1 place)',
    cases: [
      // Over max is clamped while typing; under min on leaving.
      { typed: '75', shown: '60' },
      { typed: '5', shown: '5', kept: '10' },
      { typed: '12.345', shown: '12.3' },
      { typed: '12,3', shown: '12.3' },
    ],
  },
  {
    name: 'coefficient',
    kind: 'decimal-limited (2 places, no range)',
    cases: [
      { typed: '3.14159', shown: '3.14' },
      { typed: '1000', shown: '1000' },
      { typed: '0.5', shown: '0.5' },
    ],
  },
];

test.describe('input filters', () => {
  for (const { name, kind, cases } of filterCases) {
    test(`${kind} (${name}): ${cases.map((each) => `'${each.typed}'`).join(', ')}`, async ({ page, log }) => {
      await openFormsPage(page);
      const input = field(page, name);
      for (const { typed, shown, kept = shown } of cases) {
        await clearField(page, input);
        await expect(input).toHaveValue('');
        await page.keyboard.type(typed);
        await expect(input, `typed '${typed}'`).toHaveValue(shown);
        await leave(page);
        await expect(input, `left after '${typed}'`).toHaveValue(kept);
      }
      expect(await markerState(input)).toBe('mounted');
      expectCleanLog(log);
    });
  }

  test('price: the caret stays after the same digit when one is typed in the middle', async ({ page, log }) => {
    await openFormsPage(page);
    const input = field(page, 'price');
    await typeInto(page, input, '123456');
    await expect(input).toHaveValue(`123${NBSP}456`);
    // Back over '456', then a digit: the grouping moves, the caret stays after the new digit.
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowLeft');
    await page.keyboard.type('9');
    await expect(input).toHaveValue(`1${NBSP}239${NBSP}456`);
    await page.keyboard.type('8');
    await expect(input).toHaveValue(`12${NBSP}398${NBSP}456`);
    expectCleanLog(log);
  });

  test('a paste is filtered like typing', async ({ page, context, log }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openFormsPage(page);
    await click(page, field(page, 'promo'));
    await paste(page, 'Промо CODE-42!');
    await expect(field(page, 'promo')).toHaveValue('CODE42');
    await click(page, field(page, 'price'));
    await paste(page, '1 500 000 грн');
    await expect(field(page, 'price')).toHaveValue(`1${NBSP}500${NBSP}000`);
    expectCleanLog(log);
  });
});

test.describe('mounting on the first use', () => {
  for (const name of ['qty', 'weight', 'promo', 'price', 'size_cm'] as const) {
    test(`${name}: the click that mounts keeps focus there, and the first keys land in the field`, async ({ page, log }) => {
      await openFormsPage(page);
      const input = field(page, name);
      expect(await markerState(input)).toBe('waiting');
      // Typing at once, no wait for the widget.
      await click(page, input);
      await page.keyboard.type('12');
      await expect(input).toBeFocused();
      await expect(input).toHaveValue('12');
      await expect.poll(() => markerState(input)).toBe('mounted');
      // And the filter is on from then on.
      await page.keyboard.type('x');
      await expect(input).toHaveValue(name === 'promo' ? '12x' : '12');
      expectCleanLog(log);
    });
  }

  test('Tab from field to field mounts each one under the focus, and typing goes where the focus is', async ({ page, log }) => {
    await openFormsPage(page);
    await click(page, field(page, 'qty'));
    await page.keyboard.type('5');
    for (const [name, typed, shown] of [
      ['discount', '20', '20'],
      ['weight', '1,5', '1.5'],
      ['promo', 'AB-1', 'AB1'],
      ['slug', 'a/b c', 'a/bc'],
      ['price', '2500', `2${NBSP}500`],
      ['size_cm', '33.33', '33.3'],
    ] as const) {
      await page.keyboard.press('Tab');
      await expect(field(page, name)).toBeFocused();
      await page.keyboard.type(typed);
      await expect(field(page, name)).toHaveValue(shown);
    }
    await expect(field(page, 'qty')).toHaveValue('5');
    expectCleanLog(log);
  });
});

test.describe('the page form', () => {
  test('with the widgets, the GET form sends the filtered values and the page echoes them', async ({ page, log }) => {
    await openFormsPage(page);
    await typeInto(page, field(page, 'qty'), '12a3');
    await typeInto(page, field(page, 'weight'), '1,5');
    await typeInto(page, field(page, 'promo'), 'abcЖ1');
    await typeInto(page, field(page, 'price'), '1234567');
    await typeInto(page, field(page, 'size_cm'), '5');
    await typeInto(page, phone(page), '0671234567');
    await click(page, submitButton(page));
    const echo = page.locator('pre.form-echo');
    await expect(echo).toBeVisible();
    await expect(page).toHaveURL(/\/forms\/\?qty=123&/);
    // size_cm was left (the button took the focus), so its minimum applied before the form went.
    await expect(echo).toHaveText(
      ['qty: 123', 'discount: ', 'weight: 1.5', 'promo: abc1', 'slug: ', `price: 1${NBSP}234${NBSP}567`, 'size_cm: 10', 'coefficient: ', 'phone: +38 (067) 123-45-67'].join('\n'),
    );
    expectCleanLog(log);
  });

  test('Ukrainian page: the echo in Ukrainian', async ({ page, log }) => {
    await openFormsPage(page, '/ua/forms/');
    await typeInto(page, field(page, 'discount'), '15');
    await click(page, submitButton(page));
    await expect(page.getByRole('heading', { name: 'Надіслані значення' })).toBeVisible();
    await expect(page.locator('pre.form-echo')).toContainText('discount: 15');
    await expect(page).toHaveURL(/\/ua\/forms\/\?/);
    expectCleanLog(log);
  });
});

test.describe('the page form without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('plain fields: what is typed is sent as it is, and echoed escaped', async ({ page }) => {
    await page.goto('/forms/');
    await typeInto(page, field(page, 'qty'), '12a3');
    await typeInto(page, field(page, 'promo'), '<b>');
    await typeInto(page, phone(page), '0671234567');
    await expect(phone(page)).toHaveValue('0671234567');
    await click(page, submitButton(page));
    const echo = page.locator('pre.form-echo');
    await expect(echo).toBeVisible();
    await expect(echo).toHaveText(['qty: 12a3', 'discount: ', 'weight: ', 'promo: <b>', 'slug: ', 'price: ', 'size_cm: ', 'coefficient: ', 'phone: 0671234567'].join('\n'));
    // Shown as text: no element was made of it.
    await expect(echo.locator('b')).toHaveCount(0);
  });
});
