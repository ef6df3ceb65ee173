// dist/manifest.json: every file ops deploy, with its bytes, compressed sizes and SRI hash.
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

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

/** `entries`: { file, kind: "script" | "chunk" | "stylesheet", build?, chunk?, needs? (chunks run before it) }. */
export async function writeManifest(dist, version, entries) {
  const files = [];
  for (const entry of entries) {
    const bytes = await readFile(path.join(dist, entry.file));
    files.push({
      name: entry.file,
      kind: entry.kind,
      ...(entry.build ? { build: entry.build } : {}),
      ...(entry.chunk ? { chunk: entry.chunk } : {}),
      ...(entry.needs ? { needs: entry.needs } : {}),
      version,
      bytes: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length,
      integrity: integrityOf(bytes, entry.kind),
      ...(entry.kind === 'stylesheet' ? {} : { map: `${entry.file}.map` }),
    });
  }
  await writeFile(path.join(dist, 'manifest.json'), `${JSON.stringify({ version, files }, null, 2)}\n`);
  printTable(files);
  return files;
}

function printTable(files) {
  const row = (name, bytes, gzip, brotli) =>
    `${name.padEnd(44)} ${String(bytes).padStart(8)} B  gzip ${String(gzip).padStart(6)} B  brotli ${String(brotli).padStart(6)} B`;
  for (const file of files) console.log(row(file.name, file.bytes, file.gzip, file.brotli));
  for (const build of ['preact', 'react']) {
    const scripts = files.filter((file) => file.build === build);
    if (scripts.length < 2) continue;
    const sum = (key) => scripts.reduce((total, file) => total + file[key], 0);
    console.log(row(`= ${build}: entry and ${scripts.length - 1} chunks`, sum('bytes'), sum('gzip'), sum('brotli')));
  }
}
