// The bundle's chunks as a page sees them: which files the manifest names for each chunk, and
// which of them the page asked for.
import type { Page, Request } from '@playwright/test';
import { waitForWidgets } from './fixtures.ts';

export interface ManifestFile {
  name: string;
  kind: string;
  build?: string;
  chunk?: string;
  /** Chunks that run before this one (the common chunk). */
  needs?: string[];
}

/** Every script the page asks for from dist/, by file name, from now on. */
export function scriptLog(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (request: Request) => {
    const match = /\/dist\/([^/?]+\.js)/.exec(request.url());
    if (match) files.push(match[1]!);
  });
  return files;
}

export async function chunkEntries(page: Page, build = 'preact'): Promise<ManifestFile[]> {
  const manifest = (await (await page.request.get('/dist/manifest.json')).json()) as { files: ManifestFile[] };
  return manifest.files.filter((file) => file.kind === 'chunk' && file.build === build);
}

/**
 * The chunks that run before `chunk`: its needs, theirs, and so on (the manifest lists only those
 * another need does not already bring).
 */
export function needsThrough(entries: readonly ManifestFile[], chunk: string): Set<string> {
  const found = new Set<string>();
  const visit = (name: string) => {
    for (const need of entries.find((file) => file.chunk === name)?.needs ?? []) {
      if (!found.has(need)) visit(found.add(need) && need);
    }
  };
  visit(chunk);
  return found;
}

/** Chunk name → file name. */
export async function chunkFiles(page: Page, build = 'preact'): Promise<Record<string, string>> {
  return Object.fromEntries((await chunkEntries(page, build)).map((file) => [file.chunk!, file.name]));
}

/** The widgets are up and the idle prefetches have run (nothing waits for a chunk any more). */
export async function settled(page: Page): Promise<void> {
  await waitForWidgets(page);
  await page.waitForLoadState('networkidle');
}
