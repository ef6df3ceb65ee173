import type { Currency, Language } from '../context/types.ts';

const NBSP = '\u00A0';

// '₸' rather than 'тг': one symbol that reads the same in Russian and Ukrainian. The table keeps
// a per-language slot so a wording change stays a data change.
const currencyUnits: Readonly<Record<Currency, Readonly<Record<Language, string>>>> = {
  UAH: { ru: 'грн', ua: 'грн' },
  KZT: { ru: '₸', ua: '₸' },
};

// Creating the first ru-RU formatter costs ~50 ms on a fresh page, so make it on first use only.
let russianNumbers: Intl.NumberFormat | undefined;

function russianNumberFormat(): Intl.NumberFormat {
  russianNumbers ??= new Intl.NumberFormat('ru-RU', {
    maximumFractionDigits: 2,
    minimumFractionDigits: 0,
  });
  return russianNumbers;
}

// Server markup writes prices as '1234.50', '1 234' or '1234,5'; anything else is not a price.
const priceText = /^-?\d+(?:[.,]\d+)?$/;

export function parsePrice(value: number | string): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const compact = value.replace(/\s/g, '');
  if (!priceText.test(compact)) return null;
  const parsed = Number(compact.replace(',', '.'));
  return Number.isFinite(parsed) ? parsed : null;
}

/**
 * '12 345 грн', '1 234,5 ₸': Russian grouping and decimal comma in both languages, with U+00A0
 * between groups and before the unit. Null for input that is not a number, never 'NaN'.
 */
export function formatPrice(value: number | string, currency: Currency, lang: Language): string | null {
  const amount = parsePrice(value);
  if (amount === null) return null;
  // Amounts that round to zero would otherwise print as '-0'.
  const shown = Math.abs(amount) < 0.005 ? 0 : amount;
  // ICU versions differ (U+00A0 or U+202F between groups); one separator keeps output stable.
  const number = russianNumberFormat().format(shown).replace(/\s/g, NBSP);
  return `${number}${NBSP}${currencyUnits[currency][lang]}`;
}
