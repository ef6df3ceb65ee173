// The brand menu shows 12 brands in its first column and the rest in a second.

export const FIRST_COLUMN_SIZE = 12;

/** The first `firstSize` items, then the rest (either may be empty). */
export function splitColumns<T>(items: readonly T[], firstSize: number = FIRST_COLUMN_SIZE): [T[], T[]] {
  const size = Math.max(0, Math.floor(firstSize));
  return [items.slice(0, size), items.slice(size)];
}
