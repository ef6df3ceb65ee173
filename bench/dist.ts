/** The script each mode loads, found in dist/manifest.json (the benchmark never builds). */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BASELINE_SCRIPT_PATH, type BenchMode } from '../fixtures/server/qa/bench.ts';
import { BenchError } from './errors.ts';

const MANIFEST = fileURLToPath(new URL('../dist/manifest.json', import.meta.url));
const DIST_DIR = fileURLToPath(new URL('../dist/', import.meta.url));

interface ManifestFile {
  name: string;
  /** 'script' for a build's entry, 'chunk' for the files it loads itself, 'stylesheet'. */
  kind: string;
  build?: string;
}

/** Each mode's measured script, as the path of its resource timing entry (none for `bare`). */
export type ScriptPaths = Record<Exclude<BenchMode, 'bare'>, string>;

export function scriptPaths(): ScriptPaths {
  if (!existsSync(MANIFEST)) throw new BenchError(`${MANIFEST} is missing: run npm run build first`);
  let manifest: { files?: ManifestFile[] };
  try {
    manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as { files?: ManifestFile[] };
  } catch (error) {
    throw new BenchError(`cannot read ${MANIFEST} (${String(error)}): run npm run build first`);
  }
  const file = (build: string): string => {
    const entry = manifest.files?.find((candidate) => candidate.kind === 'script' && candidate.build === build);
    if (!entry || !existsSync(`${DIST_DIR}${entry.name}`)) throw new BenchError(`the ${build} build is missing from dist/: run npm run build first`);
    return `/dist/${entry.name}`;
  };
  return { widgets: file('preact'), react: file('react'), baseline: BASELINE_SCRIPT_PATH };
}
