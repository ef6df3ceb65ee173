// Its own module: only the forms chunk's price filter groups digits as typed, so the entry
// (which holds price.ts) does not carry it.

const NBSP = '\u00A0';

/**
 * The price input filter: keeps digits only and groups them as '12 345'. Done by hand rather than
 * with Intl so long inputs lose no precision and typing never pays for a formatter.
 */
export function groupThousands(digits: string): string {
  const bare = digits.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  return bare.replace(/\B(?=(?:\d{3})+$)/g, NBSP);
}
