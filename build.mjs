// Builds the shipped bundle twice (React API on preact/compat, and on real React 19), writes
// dist/manifest.json with sizes and Subresource Integrity hashes, and prints the figures.
// `node build.mjs --watch` rebuilds on change.
import { build, context } from 'esbuild';
import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { gzipSync, brotliCompressSync, constants as zlib } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { preactAlias } from './scripts/aliases.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, 'dist');
const { version } = JSON.parse(await readFile(path.join(here, 'package.json'), 'utf8'));
const watch = process.argv.includes('--watch');


/** Supported browsers: everything that runs ES2019 (Chrome/Edge 73+, Firefox 67+, Safari 12.1+, iOS 12.2+, Samsung Internet 11+). */
const TARGET = 'es2019';

const variants = [
  { build: 'preact', file: `shop-widgets-${version}.min.js`, alias: preactAlias },
  { build: 'react', file: `shop-widgets-react-${version}.min.js`, alias: {} },
];
/** The optional stylesheet: what panels, dialogs and notices need on a page with no CSS for them. */
const stylesheet = { source: path.join(here, 'shared/ui/shop-widgets.css'), file: `shop-widgets-${version}.min.css` };

function options(variant) {
  return {
    entryPoints: [path.join(here, 'entry.ts')],
    outfile: path.join(dist, variant.file),
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: TARGET,
    minify: true,
    sourcemap: 'linked',
    sourcesContent: true,
    legalComments: 'none',
    charset: 'utf8',
    jsx: 'automatic',
    alias: variant.alias,
    define: {
      __VERSION__: JSON.stringify(version),
      __BUILD__: JSON.stringify(variant.build),
      'process.env.NODE_ENV': '"production"',
    },
    logLevel: 'warning',
  };
}

function stylesheetOptions() {
  return {
    entryPoints: [stylesheet.source],
    outfile: path.join(dist, stylesheet.file),
    bundle: true,
    minify: true,
    // The same browsers as the script: :where() needs Chrome 88+, Safari 14+, Firefox 78+;
    // older ones drop those rules and keep the site's own.
    target: ['chrome88', 'firefox78', 'safari14'],
    legalComments: 'none',
    logLevel: 'warning',
  };
}

async function writeManifest() {
  const files = [];
  for (const entry of [...variants.map((variant) => ({ kind: 'script', ...variant })), { kind: 'stylesheet', build: null, ...stylesheet }]) {
    const bytes = await readFile(path.join(dist, entry.file));
    files.push({
      name: entry.file,
      kind: entry.kind,
      ...(entry.build ? { build: entry.build } : {}),
      version,
      bytes: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length,
      integrity: `sha384-${createHash('sha384').update(bytes).digest('base64')}`,
      ...(entry.kind === 'script' ? { map: `${entry.file}.map` } : {}),
    });
  }
  await writeFile(path.join(dist, 'manifest.json'), `${JSON.stringify({ version, files }, null, 2)}\n`);
  for (const file of files) {
    console.log(`${file.name.padEnd(36)} ${String(file.bytes).padStart(8)} B  gzip ${String(file.gzip).padStart(6)} B  brotli ${String(file.brotli).padStart(6)} B`);
  }
}

async function clean() {
  await mkdir(dist, { recursive: true });
  for (const name of await readdir(dist)) await rm(path.join(dist, name), { recursive: true, force: true });
}

await clean();
if (watch) {
  let pending = variants.length + 1;
  const contexts = await Promise.all(
    [...variants.map(options), stylesheetOptions()].map((buildOptions) =>
      context({
        ...buildOptions,
        plugins: [
          {
            name: 'manifest',
            setup(builder) {
              builder.onEnd(async (result) => {
                if (result.errors.length > 0) return;
                if (pending > 0) pending -= 1;
                if (pending === 0) await writeManifest().catch((error) => console.error(error));
              });
            },
          },
        ],
      }),
    ),
  );
  await Promise.all(contexts.map((ctx) => ctx.watch()));
  console.log('watching for changes (Ctrl+C to stop)');
} else {
  await Promise.all([...variants.map((variant) => build(options(variant))), build(stylesheetOptions())]);
  await writeManifest();
}
