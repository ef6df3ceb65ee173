/** Index into [one, few, many]: ends in 1 but not 11; ends in 2–4 but not 12–14; otherwise. */
export type PluralForm = 0 | 1 | 2;

export type PluralForms = readonly [one: string, few: string, many: string];

// Counts are integers; a fractional value can only come from bad input, so its integer part
// decides (1.5 → form of 1) instead of Russian grammar's separate form for fractions.
// NaN and ±Infinity fall through to 'many'.
export function pluralForm(n: number): PluralForm {
  const count = Math.trunc(Math.abs(n));
  const lastTwo = count % 100;
  const last = count % 10;
  if (last === 1 && lastTwo !== 11) return 0;
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return 1;
  return 2;
}

export function plural(n: number, forms: PluralForms): string {
  return forms[pluralForm(n)];
}
