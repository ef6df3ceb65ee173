/**
 * Per-page script bytes (`npm run bench:pages`; needs `npm run build` first). Loads every fixture
 * page type in both languages, on a desktop and a phone, each in a fresh context, for both builds,
 * and prints the gzip bytes of the bundle's files fetched before any input (10 s of idle included)
 * and after a typical journey (search, login panel, cart). Issue 32's budget (default build, before
 * input ≤ 40 KB on every page) fails the run when one load goes over it (budget.ts).
 * See bench/README.md.
 */
import { readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser } from '@playwright/test';
import { launchChromium } from '../browser.ts';
import { startServer } from '../server.ts';
import { verdicts } from './budget.ts';
import { loadOnce } from './load.ts';
import { DEVICES, LANGUAGES, PAGE_TYPES, selected, urlOf, type Device } from './pageTypes.ts';
import { kb, table, type Row } from './report.ts';
import { fetchedScripts, type ManifestFile } from './scriptBytes.ts';

const MANIFEST = fileURLToPath(new URL('../../dist/manifest.json', import.meta.url));
const DIST_PATH = '/dist/';

function manifestFiles(): ManifestFile[] {
  if (!existsSync(MANIFEST)) throw new Error(`${MANIFEST} is missing: run npm run build first`);
  return (JSON.parse(readFileSync(MANIFEST, 'utf8')) as { files: ManifestFile[] }).files;
}

async function measureBuild(browser: Browser, baseUrl: string, build: string, manifest: readonly ManifestFile[]): Promise<Row[]> {
  const files = manifest.filter((file) => file.build === build);
  const rows: Row[] = [];
  for (const page of selected(PAGE_TYPES, process.env.PAGES_ONLY)) {
    for (const language of LANGUAGES) {
      for (const device of Object.keys(DEVICES) as Device[]) {
        const load = await loadOnce(browser, urlOf(baseUrl, language, page, build), device, page.filled === true, baseUrl);
        const before = fetchedScripts(load.beforeInput, files, DIST_PATH);
        const after = fetchedScripts(load.afterJourney, files, DIST_PATH);
        rows.push({
          page: page.name,
          language,
          device,
          beforeInput: before.gzip,
          beforeFiles: before.files,
          afterJourney: after.gzip,
          addedFiles: after.files.filter((file) => !before.files.includes(file)),
          notShown: load.notShown,
        });
      }
    }
  }
  return rows;
}

async function main(): Promise<number> {
  const startedAt = performance.now();
  const manifest = manifestFiles();
  const browser = await launchChromium();
  const server = await startServer();
  let exceeded = 0;
  try {
    console.log(`Per-page script bytes: Chromium ${browser.version()}, ${server.baseUrl}`);
    for (const build of selected(['preact', 'react'], process.env.PAGES_BUILDS)) {
      const rows = await measureBuild(browser, server.baseUrl, build, manifest);
      console.log(`\n${build === 'preact' ? 'Default build (preact)' : 'React build'}, gzip:`);
      for (const line of table(rows)) console.log(`  ${line}`);
      console.log(`  files: ${manifest.filter((file) => file.build === build && (file.kind === 'script' || file.kind === 'chunk')).map((file) => `${file.chunk ?? 'entry'} ${kb(file.gzip)}`).join(', ')}`);
      if (build === 'preact') {
        const result = verdicts(rows);
        for (const line of result.lines) console.log(`  ${line}`);
        exceeded = result.exceeded;
      }
    }
  } finally {
    server.close();
    await browser.close();
  }
  console.log(`\n${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
  return exceeded > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
