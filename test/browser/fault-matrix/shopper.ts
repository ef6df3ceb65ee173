// What a fault case knows about the shopper: the page, its language, and the words they read.
import { expect, type Locator, type Page } from '@playwright/test';
import type { Language } from '../../../shared/context/types.ts';
import { t, type Message } from '../../../shared/i18n/message.ts';
import { click } from '../people.ts';

export interface Shopper {
  page: Page;
  lang: Language;
  /** '/' or '/ua/'. */
  root: string;
  /** The message in the page's language. */
  say(message: Message): string;
}

export function shopper(page: Page, lang: Language): Shopper {
  return { page, lang, root: lang === 'ua' ? '/ua/' : '/', say: (message) => t(message, lang) };
}

/** One of the two languages' words for a thing the fixture server prints (not a bundle message). */
export const words = (s: Shopper, ru: string, ua: string): string => (s.lang === 'ua' ? ua : ru);

/** Clicks into a field, selects what is in it and types over it, as a person does. */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await click(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

/** The values of a form's text fields, by name: what the shopper typed and must not lose. */
export function typedValues(form: Locator): Promise<Record<string, string>> {
  return form.evaluate((element) =>
    Object.fromEntries(
      [...element.querySelectorAll<HTMLInputElement>('input:not([type="hidden"]):not([type="submit"]), textarea')].map((field) => [field.name, field.value]),
    ),
  );
}

/** What the header's counters say. */
export async function counters(page: Page): Promise<{ favourites: string | null; cart: string | null }> {
  const text = async (selector: string) => ((await page.locator(selector).count()) > 0 ? (await page.locator(selector).first().textContent())?.trim() ?? '' : null);
  return { favourites: await text('.header [data-widget="favourites-counter"]'), cart: await text('.header [data-widget="cart-counter"]') };
}
