// dist/manifest.json: every file ops deploy under its hashed name, with its logical name, bytes,
// compressed sizes and SRI hash; and dist/snippet*.html, the tags a template pastes.
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The hash a file is checked with. The script tag and the stylesheet link use SHA-384, what ops
 * tools default to. Chunks use SHA-256 (SRI's smallest algorithm, as collision-resistant as the
 * check needs): the entry carries every chunk's hash, and the shorter hashes keep 112 B of
 * hardly compressible base64 out of its gzip budget.
 */
export function integrityOf(bytes, kind = 'script') {
  const algorithm = kind === 'chunk' ? 'sha256' : 'sha384';
  return `${algorithm}-${createHash(algorithm).update(bytes).digest('base64')}`;
}

/**
 * `entries`: { logical, name, kind: "script" | "chunk" | "stylesheet", build?, chunk?, needs? (chunks
 * run before it), bytes (the file's contents), gzip, brotli (sizes), map? }. Returns the manifest.
 */
export async function writeManifest(dist, version, entries) {
  const files = entries.map((entry) => ({
    logical: entry.logical,
    name: entry.name,
    kind: entry.kind,
    ...(entry.build ? { build: entry.build } : {}),
    ...(entry.chunk ? { chunk: entry.chunk } : {}),
    ...(entry.needs ? { needs: entry.needs } : {}),
    version,
    bytes: entry.bytes.length,
    gzip: entry.gzip,
    brotli: entry.brotli,
    integrity: integrityOf(entry.bytes, entry.kind),
    ...(entry.map ? { map: entry.map } : {}),
  }));
  const manifest = { version, files };
  await writeFile(path.join(dist, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  printTable(files);
  return manifest;
}

/**
 * The tags a page template pastes, per build: the optional stylesheet, then the entry (the entry
 * finds its chunks by itself). `base` is where dist/ is served: a path or a CDN's URL.
 */
export function snippet(manifest, build, base) {
  const folder = base.endsWith('/') ? base : `${base}/`;
  const entry = manifest.files.find((file) => file.kind === 'script' && file.build === build);
  const sheet = manifest.files.find((file) => file.kind === 'stylesheet');
  if (!entry) throw new Error(`the manifest has no ${build} entry`);
  const lines = [`<!-- shop-widgets ${manifest.version}, ${build} build: from dist/manifest.json -->`];
  if (sheet) lines.push(`<link rel="stylesheet" href="${folder}${sheet.name}" integrity="${sheet.integrity}" crossorigin="anonymous">`);
  lines.push(`<script defer src="${folder}${entry.name}" integrity="${entry.integrity}" crossorigin="anonymous"></script>`);
  return `${lines.join('\n')}\n`;
}

/** dist/snippet.html (the default build) and dist/snippet.react.html. */
export async function writeSnippets(dist, manifest, base) {
  await writeFile(path.join(dist, 'snippet.html'), snippet(manifest, 'preact', base));
  await writeFile(path.join(dist, 'snippet.react.html'), snippet(manifest, 'react', base));
}

function printTable(files) {
  const row = (name, bytes, gzip, brotli) =>
    `${name.padEnd(52)} ${String(bytes).padStart(8)} B  gzip ${String(gzip).padStart(6)} B  brotli ${String(brotli).padStart(6)} B`;
  for (const file of files) console.log(row(file.name, file.bytes, file.gzip, file.brotli));
  for (const build of ['preact', 'react']) {
    const scripts = files.filter((file) => file.build === build);
    if (scripts.length < 2) continue;
    const sum = (key) => scripts.reduce((total, file) => total + file[key], 0);
    console.log(row(`= ${build}: entry and ${scripts.length - 1} chunks`, sum('bytes'), sum('gzip'), sum('brotli')));
  }
}
