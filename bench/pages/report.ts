/** The per-page table: one line per page, language and device, figures in KB gzip (1 KB = 1000 B, as size-limit counts). */
export interface Row {
  page: string;
  language: string;
  device: string;
  beforeInput: number;
  beforeFiles: string[];
  afterJourney: number;
  addedFiles: string[];
  notShown: string[];
}

export const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} KB`;

export function table(rows: readonly Row[]): string[] {
  const header = ['page', 'lang', 'device', 'before input', 'chunks before input', 'after journey', 'added by the journey', 'not shown'];
  const cells = rows.map((row) => [
    row.page,
    row.language,
    row.device,
    kb(row.beforeInput),
    row.beforeFiles.join(' '),
    kb(row.afterJourney),
    row.addedFiles.join(' ') || '—',
    row.notShown.join(', ') || '—',
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((line) => line[column]!.length)));
  const line = (values: readonly string[]) => values.map((value, column) => value.padEnd(widths[column]!)).join('  ').trimEnd();
  return [line(header), ...cells.map(line)];
}
