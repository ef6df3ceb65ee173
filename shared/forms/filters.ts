// The input filters of widgets/input-filter on plain strings, no DOM, so every rule is testable
// alone (inputFilter.ts wires them).
import { groupThousands } from '../i18n/grouping.ts';

export type FilterKind = 'integer' | 'percent' | 'decimal' | 'latin' | 'slug' | 'price' | 'decimal-limited';

export const FILTER_KINDS: readonly FilterKind[] = [
  'integer',
  'percent',
  'decimal',
  'latin',
  'slug',
  'price',
  'decimal-limited',
];

/** Markup gives the kind as text: true when it names one of FILTER_KINDS. */
export function isFilterKind(kind: string): kind is FilterKind {
  return FILTER_KINDS.indexOf(kind as FilterKind) !== -1;
}

/** For 'decimal-limited': places kept (default 1) and the clamp range, read as ≥ 0 since the field holds no minus. */
export interface FilterLimits {
  decimals?: number;
  min?: number;
  max?: number;
}

/** A field's text and the caret index in it. */
export interface TypedValue {
  value: string;
  caret: number;
}

const DEFAULT_DECIMALS = 1;
const PERCENT_MAX = 100;

const isDigit = (char: string): boolean => char >= '0' && char <= '9';
const latinOrDigit = /^[A-Za-z0-9]$/;
// Slug: only letters, digits, '-', '_', '/'. Letters are the shop's scripts, Latin and Cyrillic
// (a Cyrillic path is a valid URL: the browser percent-encodes it); other scripts and marks go.
const slugLetter = /^[\p{sc=Latin}\p{sc=Cyrillic}]$/u;
const letter = /^\p{L}$/u;
const slugChar = (char: string): boolean => /^[0-9_/-]$/.test(char) || (letter.test(char) && slugLetter.test(char));

/** Maps each character through pick ('' drops it); the caret follows the characters before it. */
function keep(typed: TypedValue, pick: (char: string, kept: string) => string): TypedValue {
  let value = '';
  let caret = 0;
  for (let i = 0; i < typed.value.length; i++) {
    value += pick(typed.value.charAt(i), value);
    if (i < typed.caret) caret = value.length;
  }
  return { value, caret };
}

const digitsOnly = (char: string): string => (isDigit(char) ? char : '');

/** Digits and one dot (the first separator typed; a comma counts and becomes a dot). */
function decimalChar(char: string, kept: string): string {
  if (char === '.' || char === ',') return kept.indexOf('.') === -1 ? '.' : '';
  return digitsOnly(char);
}

/** '007' → '7', '-007' → '-7', as parseInt reads them; a lone '0' (or '-0') stays. */
function dropLeadingZeros({ value, caret }: TypedValue): TypedValue {
  const start = value.charAt(0) === '-' ? 1 : 0;
  let end = start;
  while (value.charAt(end) === '0' && end + 1 < value.length) end++;
  if (end === start) return { value, caret };
  const shifted = caret <= start ? caret : caret <= end ? start : caret - (end - start);
  return { value: value.slice(0, start) + value.slice(end), caret: shifted };
}

/** Digits grouped as '1 234 567' (U+00A0, as prices are printed); the caret after the same digit. */
function groupedPrice(typed: TypedValue): TypedValue {
  const digits = keep(typed, digitsOnly);
  const bare = dropLeadingZeros(digits);
  const value = groupThousands(bare.value);
  let caret = 0;
  for (let seen = 0; seen < bare.caret && caret < value.length; caret++) if (isDigit(value.charAt(caret))) seen++;
  return { value, caret };
}

/** Keeps the first dot and at most `decimals` digits after it: truncation, never rounding. */
function truncateFraction(typed: TypedValue, decimals: number): TypedValue {
  let dotSeen = false;
  let fractionDigits = 0;
  return keep(typed, (char) => {
    if (char === '.' || char === ',') {
      if (dotSeen) return '';
      dotSeen = true;
      // With no decimals allowed the dot goes too, and the digits after it with it.
      return decimals > 0 ? '.' : '';
    }
    if (!isDigit(char)) return '';
    return !dotSeen || fractionDigits++ < decimals ? char : '';
  });
}

function decimalsOf(limits: FilterLimits | undefined): number {
  const decimals = limits?.decimals ?? DEFAULT_DECIMALS;
  return decimals > 0 ? Math.floor(decimals) : 0;
}

/** A limit written the way the field holds values (its fraction truncated alike). */
function limitText(limit: number, decimals: number): string {
  const text = String(limit);
  return truncateFraction({ value: text, caret: text.length }, decimals).value;
}

const hasDigit = (value: string): boolean => /\d/.test(value);

function limitedWhileTyping(typed: TypedValue, limits: FilterLimits | undefined): TypedValue {
  const decimals = decimalsOf(limits);
  const truncated = truncateFraction(typed, decimals);
  const max = limits?.max;
  // More digits only grow a value over max, so clamp now; min waits for blur ('1' is on the way to '15').
  if (max !== undefined && hasDigit(truncated.value) && Number(truncated.value) > max) {
    const value = limitText(max, decimals);
    return { value, caret: value.length };
  }
  return truncated;
}

/** What the field keeps after an edit; the caret stays after the characters the shopper typed. */
export function filterWhileTyping(kind: FilterKind, typed: TypedValue, limits?: FilterLimits): TypedValue {
  switch (kind) {
    case 'integer':
      return dropLeadingZeros(keep(typed, (char, kept) => (char === '-' && kept === '' ? '-' : digitsOnly(char))));
    case 'percent': {
      const percent = dropLeadingZeros(keep(typed, digitsOnly));
      return Number(percent.value) > PERCENT_MAX ? { value: '', caret: 0 } : percent;
    }
    case 'decimal':
      return keep(typed, decimalChar);
    case 'latin':
      return keep(typed, (char) => (latinOrDigit.test(char) ? char : ''));
    case 'slug':
      return keep(typed, (char) => (slugChar(char) ? char : ''));
    case 'price':
      return groupedPrice(typed);
    case 'decimal-limited':
      return limitedWhileTyping(typed, limits);
  }
}

/** What the field keeps when the shopper leaves it. */
export function filterOnBlur(kind: FilterKind, value: string, limits?: FilterLimits): string {
  const typed = filterWhileTyping(kind, { value, caret: value.length }, limits).value;
  switch (kind) {
    case 'integer':
      // A lone '-' was only on the way to a number; '-0' is 0.
      return typed === '-' ? '' : typed === '-0' ? '0' : typed;
    case 'decimal':
      // A lone '.' was only on the way to a number.
      return hasDigit(typed) ? typed : '';
    case 'decimal-limited': {
      if (!hasDigit(typed)) return '';
      const number = Number(typed);
      const decimals = decimalsOf(limits);
      if (limits?.min !== undefined && number < limits.min) return limitText(limits.min, decimals);
      if (limits?.max !== undefined && number > limits.max) return limitText(limits.max, decimals);
      return typed;
    }
    default:
      return typed;
  }
}
