/** Number formats and the plain-text table every printed figure goes through. */

/** 1 MB = 10⁶ bytes (the stricter reading of the "MB"). */
export const MB = 1_000_000;

export function ms(value: number): string {
  return Number.isFinite(value) ? value.toFixed(value < 100 ? 1 : 0) : '—';
}

export function msRange([low, high]: readonly [number, number]): string {
  return Number.isFinite(low) ? `${ms(low)}–${ms(high)}` : '—';
}

export function megabytes(bytes: number, signed = false): string {
  if (!Number.isFinite(bytes)) return '—';
  const text = (bytes / MB).toFixed(2);
  return signed && bytes >= 0 ? `+${text}` : text;
}

export function ratio(value: number): string {
  return Number.isFinite(value) ? `${value.toFixed(2)}×` : '—';
}

export function count(value: number): string {
  return Number.isFinite(value) ? String(Math.round(value)) : '—';
}

export function shift(value: number): string {
  if (!Number.isFinite(value)) return '—';
  return value === 0 ? '0' : value.toFixed(4);
}

/** Columns separated by two spaces; the first `leftColumns` left-aligned, the rest right-aligned. */
export function table(header: readonly string[], rows: readonly (readonly string[])[], leftColumns = 2): string {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: readonly string[]) =>
    cells.map((cell, column) => (column < leftColumns ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ').trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}
