// The phone rules of widgets/phone on plain strings, no DOM, so every rule is testable alone
// (phoneMask.ts wires them).
import type { Currency } from '../context/types.ts';

export type PhoneCountry = 'UA' | 'KZ';

export interface PhoneFormat {
  /** What the field shows before the first national digit. */
  prefix: string;
  /** The caret never goes before this index: the prefix is not the shopper's to edit. */
  caretMin: number;
  /** The digits a complete number starts with. */
  code: string;
  /** How many digits a complete number has, the code included. */
  digits: number;
}

export const phoneFormats: Readonly<Record<PhoneCountry, PhoneFormat>> = {
  UA: { prefix: '+38 (', caretMin: 5, code: '380', digits: 12 },
  KZ: { prefix: '+7 (', caretMin: 4, code: '7', digits: 11 },
};

// Both countries have ten digit slots after the prefix, shaped alike; '9' marks a slot.
const NATIONAL_TEMPLATE = '999) 999-99-99';
const NATIONAL_DIGITS = 10;

export function phoneCountryOf(currency: Currency): PhoneCountry {
  return currency === 'KZT' ? 'KZ' : 'UA';
}

/** The whole mask, '9' for a digit slot: '+38 (999) 999-99-99'. */
export function phoneTemplate(country: PhoneCountry): string {
  return phoneFormats[country].prefix + NATIONAL_TEMPLATE;
}

function onlyDigits(text: string): string {
  return text.replace(/\D/g, '');
}

// Ukrainian national numbers start with the trunk 0, so a leading 380 or 80 is never national.
function ukrainianNational(digits: string): string {
  if (digits.startsWith('380')) return digits.slice(2);
  if (digits.startsWith('80')) return digits.slice(1);
  // '3' or '38' on their own are the start of the code, not of the number.
  if ('38'.startsWith(digits)) return '';
  // '67 123 45 67' is how people write a number without the trunk 0.
  if (digits.length === NATIONAL_DIGITS - 1 && digits.charAt(0) !== '0') return `0${digits}`;
  return digits;
}

// Kazakh national numbers themselves start with 7, so only the count tells a code from a number.
function kazakhNational(digits: string): string {
  const first = digits.charAt(0);
  if (digits.length > NATIONAL_DIGITS && (first === '7' || first === '8')) return digits.slice(1);
  return digits;
}

/** The digits that go into the slots after the prefix, at most ten, from text of any shape. */
export function phoneNationalDigits(input: string, country: PhoneCountry): string {
  // '+38' / '+7': what the prefix reads without its spacing and bracket.
  const lead = phoneFormats[country].prefix.replace(/[\s(]/g, '');
  const text = input.trim();
  // Text that starts like the mask itself ('+380 67…', '+38 (067…', '+7 701…'): the rest is national.
  const national = text.startsWith(lead)
    ? onlyDigits(text.slice(lead.length))
    : country === 'UA'
      ? ukrainianNational(onlyDigits(text))
      : kazakhNational(onlyDigits(text));
  return national.slice(0, NATIONAL_DIGITS);
}

/** Any shape → the masked value, partial ('+38 (067) 12') ending on a digit like the mask; '' with no national digit. */
export function formatPhone(input: string, country: PhoneCountry): string {
  const national = phoneNationalDigits(input, country);
  if (!national) return '';
  let masked = phoneFormats[country].prefix;
  let used = 0;
  for (let i = 0; i < NATIONAL_TEMPLATE.length && used < national.length; i++) {
    const slot = NATIONAL_TEMPLATE.charAt(i);
    masked += slot === '9' ? national.charAt(used++) : slot;
  }
  return masked;
}

/** True when the value, in whatever shape, is a whole number: 380 + 9 digits, or 7 + 10. */
export function isCompletePhone(value: string, country: PhoneCountry): boolean {
  const { code, digits } = phoneFormats[country];
  const number = onlyDigits(formatPhone(value, country));
  return number.length === digits && number.startsWith(code);
}

/** What the field keeps when the shopper leaves it: the masked whole number, or ''. */
export function phoneAfterBlur(value: string, country: PhoneCountry): string {
  return isCompletePhone(value, country) ? formatPhone(value, country) : '';
}
