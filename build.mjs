// Builds the shipped files twice (React API on preact/compat, and on real React 19): per build an
// entry with what a listing needs and one chunk per group of other widgets, loaded by the entry
// from beside itself. Every file's name carries its content hash (scripts/build/output.mjs).
// Writes dist/manifest.json with names, sizes and Subresource Integrity hashes, the template
// snippets, and prints the figures.
//   node build.mjs                 the release files, maps in dist/maps/ not linked from them
//   node build.mjs --link-maps     the same with a sourceMappingURL in every script
//   node build.mjs --base=URL      where the snippets say dist/ is served (default /dist/)
//   node build.mjs --watch         rebuilds on change
import { build } from 'esbuild';
import { watch as watchFiles } from 'node:fs';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { preactAlias } from './scripts/aliases.mjs';
import {
  COMMON_CHUNK,
  FIXED_HOSTS,
  MODULE_HOSTS,
  PAGE_CHUNK,
  QUIET_HOSTS,
  chunkEntryPlugin,
  commonJsExportNames,
  directNeeds,
  entryPartsPlugin,
  exportNames,
  hostKey,
  hostModulePlugin,
  heldBy,
  hostFor,
  keptReads,
  isMessageTable,
  moduleHostEntryPlugin,
  partChunk,
  partName,
  sharedModulesPlugin,
  usedNames,
} from './scripts/build/chunks.mjs';
import { chunkNames, readWidgetTable, widgetTablePlugin } from './scripts/build/widgetTable.mjs';
import { integrityOf, writeManifest, writeSnippets } from './scripts/build/manifest.mjs';
import { writeScript, writeStylesheet } from './scripts/build/output.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, 'dist');
const { version } = JSON.parse(await readFile(path.join(here, 'package.json'), 'utf8'));
const linkMaps = process.argv.includes('--link-maps');
const snippetBase = process.argv.find((arg) => arg.startsWith('--base='))?.slice('--base='.length) ?? '/dist/';

/**
 * The language level: ES2020. The supported browsers (Chrome/Edge 86+, Firefox 78+, Safari 14+) are
 * set by the DOM the runtime uses (README); an older engine stops at the entry's first `?.` and
 * keeps the server's HTML.
 */
const TARGET = 'es2020';

const variants = [
  { build: 'preact', logical: 'shop-widgets', prefix: `shop-widgets-${version}`, alias: preactAlias },
  // React DOM's client runs on the first root, not at boot: see scripts/lazy-react-dom-client.cjs.
  { build: 'react', logical: 'shop-widgets-react', prefix: `shop-widgets-react-${version}`, alias: { 'react-dom/client': './scripts/lazy-react-dom-client.cjs' } },
];
const entryFile = path.join(here, 'entry.ts');
/** The optional stylesheet: what panels, dialogs and notices need on a page with no CSS for them. */
const stylesheet = { source: path.join(here, 'shared/ui/shop-widgets.css'), base: `shop-widgets-${version}` };

/**
 * Orders [path, …] pairs by the paths' code units: localeCompare would follow the machine's locale
 * (Czech puts "ch" after "h"), and the order is the module table's, so part of every file's bytes.
 */
function byPath([a], [b]) {
  return a < b ? -1 : a > b ? 1 : 0;
}

function baseOptions(variant) {
  return {
    absWorkingDir: here,
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: TARGET,
    minify: true,
    // Written by output.mjs to dist/maps/, linked only with --link-maps.
    sourcemap: 'external',
    sourcesContent: true,
    legalComments: 'none',
    charset: 'utf8',
    jsx: 'automatic',
    // Named, not found: a file a plugin resolves (a chunk's imports, scripts/build/chunks.mjs) would
    // otherwise get no tsconfig, so no useDefineForClassFields: false (every class field its own
    // Object.defineProperty helper) and no strict mode (the chunks now run strict, as the entry and
    // the unit tests always did).
    tsconfig: path.join(here, 'tsconfig.json'),
    alias: variant.alias,
    define: {
      __VERSION__: JSON.stringify(version),
      __BUILD__: JSON.stringify(variant.build),
      __CHUNK_HOST__: JSON.stringify(hostKey(version, variant.build)),
      'process.env.NODE_ENV': '"production"',
    },
    logLevel: 'warning',
  };
}

/**
 * One build flavour. The entry's module list decides what chunks take from it: a chunk is built
 * against the entry's inputs, the entry then exposes the modules its chunks use, and that is
 * repeated until the entry stops growing (exposing a module keeps the exports chunks use). A module
 * two or more chunks bundle and the entry lacks gets one host, run before the chunks that read it:
 * the page chunk when it or another quiet chunk uses it (every page runs it before input), else
 * one common chunk (scripts/build/chunks.mjs, hostFor). A module a chunk or the entry imports with
 * import() is a part: a chunk of its own (shared/runtime/parts.ts).
 */
async function buildVariant(variant, table) {
  // The chunks a page fetches before any input wherever their markers are: every widget in them
  // mounts without input (the page chunk, the countdown, video and new-arrivals chunks, the
  // favourites and look pages). A chunk with one such widget among others that wait (the account
  // page's forms) does not count.
  const quiet = ({ defaultMount }) => defaultMount === 'eager' || defaultMount === 'idle';
  const quietChunks = new Set(chunkNames(table).filter((name) => table.filter(({ chunk }) => chunk === name).every(quiet)));
  /** The widget chunks, then the parts found in them: { name, part?: file, index?: table place }. */
  const chunks = chunkNames(table).map((name) => ({ name }));
  const widgetTable = widgetTablePlugin(table);
  const base = baseOptions(variant);
  const key = hostKey(version, variant.build);
  const host = { shared: [], files: {}, prefix: variant.prefix };
  const written = [];
  /** Writes a final chunk build under its hashed name; returns what the manifest will say of it. */
  const output = async (options, fileBase, record) => {
    const { outputFiles, metafile } = await build(options);
    if (process.env.SHOP_WIDGETS_META) await writeFile(`${process.env.SHOP_WIDGETS_META}.${variant.build}.${record.chunk}.json`, JSON.stringify(metafile));
    const file = await writeScript(outputFiles, { base: fileBase, root: here, dist, linkMaps });
    const entry = { ...record, logical: `${variant.logical}${fileBase.slice(variant.prefix.length)}.min.js`, ...file };
    written.push(entry);
    return { file: entry, metafile };
  };
  /** Table places: path → { index, format, names }, laid out once the chunks are known. */
  let layout = new Map();
  /** The modules the entry imports with import(): parts, chunks of their own. */
  const entryParts = new Set();
  const entryOptions = () => ({
    ...base,
    entryPoints: [entryFile],
    outfile: path.join(dist, `${variant.prefix}.min.js`),
    write: false,
    metafile: true,
    plugins: [hostModulePlugin(() => host), widgetTable, entryPartsPlugin({ layout: () => layout, parts: entryParts, key })],
  });
  const chunkOptions = (chunk, plugin, hostedModules) => ({
    ...base,
    entryPoints: ['shop-widgets:chunk'],
    outfile: path.join(dist, `${variant.prefix}.${chunk.name}.min.js`),
    write: false,
    metafile: true,
    plugins: [chunkEntryPlugin(chunk, hostedModules), widgetTable, plugin],
  });
  const moduleHostOptions = (name, modules, plugin) => ({
    ...base,
    entryPoints: [`shop-widgets:${name}`],
    outfile: path.join(dist, `${variant.prefix}.${name}.min.js`),
    write: false,
    metafile: true,
    plugins: [moduleHostEntryPlugin(name, modules), plugin],
  });

  let entryInputs = heldBy((await build(entryOptions())).metafile, here);
  /** A part becomes a chunk of its own, named after its file, or rides in its PART_HOSTS chunk. */
  const addPart = (file) => {
    const name = partChunk(file, here);
    if (name !== partName(file, here)) {
      // A PART_HOSTS part rides in that widget chunk.
      const carrier = chunks.find((chunk) => chunk.name === name && !chunk.part);
      if (!carrier) throw new Error(`${file}: PART_HOSTS names "${name}", which is no widget chunk`);
      carrier.carries = [...(carrier.carries ?? []), { file }];
      return;
    }
    if (chunks.some((chunk) => chunk.name === name) || MODULE_HOSTS.includes(name)) throw new Error(`${file}: part "${name}" has the name of another chunk`);
    chunks.push({ name, part: file });
  };
  // The entry's parts are chunks from the first round on, built against the entry like the others.
  for (const file of entryParts) addPart(file);
  // A module two chunks bundled would run twice with two states (the dialog stack, for one): it
  // gets one host, the page chunk when that bundles it, else the common chunk. file → { format, host }.
  const hosted = new Map();
  // The modules a module host holds whoever uses them (the dialogs), from the first round: a
  // dynamic import of one is never taken for a part.
  for (const [file, host] of FIXED_HOSTS) hosted.set(path.join(here, file), { format: 'namespace', host });
  /** The module host of a file, for a dynamic import of it. */
  const moduleHostOf = (file) => {
    const host = hosted.get(file)?.host;
    return MODULE_HOSTS.includes(host) ? host : undefined;
  };
  const hostedBy = (name) => [...hosted].filter(([, { host }]) => host === name).map(([file, { format }]) => [file, format]).sort(byPath);
  /**
   * What a chunk reads from the table: the entry's files and the modules other chunks host; a
   * QUIET_HOSTS host carries the messages it shows (a quiet chunk's rule, see hostFor) and reads
   * nothing else from the common chunk (moved into the page chunk, checked at the end). No chunk
   * reads a message table from the entry: the entry would keep every message any chunk shows,
   * where a chunk carries just its own (a table holds no state).
   */
  const readable = (name, file, host) => host !== name && !(QUIET_HOSTS.includes(name) && host === COMMON_CHUNK && isMessageTable(file, here));
  const entryReadable = () => [...entryInputs].filter(([file]) => !isMessageTable(file, here));
  const heldFor = (name) => new Map([...entryReadable(), ...[...hosted].filter(([file, { host }]) => readable(name, file, host)).map(([file, { format }]) => [file, format])]);
  /** A hosting chunk's table entries, laid out as `layout` says. */
  const tablesOf = (name) => hostedBy(name).map(([file]) => ({ path: file, ...layout.get(file) }));
  let exportsOf;
  const esm = (files) => files.filter(([, format]) => format !== 'cjs').map(([file]) => file);
  for (let round = 0; ; round += 1) {
    // Which files each chunk takes from the entry or a host, and which files more than one chunk bundles.
    const held = heldFor(null);
    const usedShared = new Map();
    const usedBy = new Map();
    // What the chunks a page runs before input bundle and read: such modules go to the page chunk.
    const quietBundles = new Map();
    const quietReads = new Map();
    const found = new Set();
    /**
     * A 'find' build (`optionsWith` the plugin made from `pluginOptions`): the modules its output
     * reads from the table (keptReads: not those a barrel on the way re-exports), added to `into`.
     */
    const find = async (optionsWith, pluginOptions, into) => {
      const reads = new Map();
      const { metafile } = await build(optionsWith(sharedModulesPlugin({ ...pluginOptions, usedShared: reads, mode: 'find', key })));
      for (const [file, format] of keptReads(metafile, reads)) into.set(file, format);
      return metafile;
    };
    for (const chunk of chunks) {
      const quiet = quietChunks.has(chunk.name);
      const reads = quiet ? quietReads : usedShared;
      const metafile = await find((plugin) => chunkOptions(chunk, plugin, tablesOf(chunk.name)), { entryInputs: heldFor(chunk.name), parts: found, hostOf: moduleHostOf }, reads);
      // Only what the chunk really carries: a barrel it passes through carries nothing.
      const bundled = heldBy(metafile, here);
      if (quiet) for (const [file, format] of bundled) quietBundles.set(file, format);
      for (const [file, format] of bundled) {
        if (!usedBy.has(file)) usedBy.set(file, { format, count: 0 });
        usedBy.get(file).count += 1;
      }
    }
    const promoted = [];
    for (const [file, use] of usedBy) {
      if (use.count < 2 || held.has(file) || hosted.has(file)) continue;
      const host = await hostFor(file, here, quietBundles.has(file));
      if (host === null) continue;
      promoted.push([file, use]);
      hosted.set(file, { format: use.format, host });
    }
    // A common module a quiet chunk came to read (the page chunk, through an export another chunk
    // uses from one of its own modules) moves into the page chunk: no page waits for the common
    // one before the shopper acts.
    const moved = [...quietReads.keys()].filter((file) => hosted.get(file)?.host === COMMON_CHUNK);
    // Parts a chunk imports with import(): each a chunk of its own from the next round on.
    const newParts = [...found].filter((file) => !chunks.some((chunk) => chunk.part === file));
    for (const file of newParts) addPart(file);
    for (const file of moved) hosted.get(file).host = PAGE_CHUNK;
    for (const [file, format] of quietReads) usedShared.set(file, format);
    for (const [file, { format }] of promoted) usedShared.set(file, format);
    /** Each module host with the files it holds, those that hold any. */
    const moduleHosts = MODULE_HOSTS.map((name) => ({ name, files: hostedBy(name) })).filter(({ files }) => files.length > 0);
    const hostFiles = moduleHosts.flatMap(({ files }) => files);
    const pageFiles = hostedBy(PAGE_CHUNK);
    const hostedExports = await exportNames(esm([...hostFiles, ...pageFiles]), base);
    // Which entry files the module hosts read: their modules with all their exports, for now.
    const hostUses = new Map();
    const quietHostReads = new Map();
    for (const { name, files } of moduleHosts) {
      const modules = files.map(([file, format]) => ({ path: file, format, names: hostedExports.get(file) ?? [], index: 0 }));
      const reads = QUIET_HOSTS.includes(name) ? quietHostReads : hostUses;
      await find((plugin) => moduleHostOptions(name, modules, plugin), { entryInputs: heldFor(name) }, reads);
    }
    // Like a quiet chunk's: what a QUIET_HOSTS host reads from the common chunk moves into the page chunk.
    const movedForHosts = [...quietHostReads.keys()].filter((file) => hosted.get(file)?.host === COMMON_CHUNK);
    for (const file of movedForHosts) hosted.get(file).host = PAGE_CHUNK;
    for (const [file, format] of quietHostReads) hostUses.set(file, format);
    const entryShared = new Map([...usedShared, ...hostUses].filter(([file]) => !hosted.has(file)));
    // Which of their exports the chunks use, then which exports the hosts need for those: the
    // common chunk may read the page chunk's modules, and the page chunk reads only the entry.
    const commonJs = [...entryShared].filter(([, format]) => format === 'cjs').map(([file]) => file);
    exportsOf = new Map([...(await exportNames(esm([...entryShared]), base)), ...commonJsExportNames(commonJs), ...hostedExports]);
    const names = new Map();
    // A namespace module is held whole: an import() of it may read any export.
    const namesOf = (file) => (hosted.get(file)?.format === 'namespace' ? exportsOf.get(file) ?? [] : [...(names.get(file) ?? [])].sort());
    const modulesOf = (files) => files.map(([file, format]) => ({ path: file, format, names: namesOf(file), index: 0 }));
    for (const chunk of chunks) {
      if (chunk.name === PAGE_CHUNK) continue;
      const plugin = sharedModulesPlugin({ entryInputs: heldFor(chunk.name), usedShared: null, mode: 'names', exportsOf, key, parts: found, hostOf: moduleHostOf });
      const { outputFiles } = await build({ ...chunkOptions(chunk, plugin, tablesOf(chunk.name)), sourcemap: false });
      for (const output of outputFiles) usedNames(output.text, names);
    }
    for (const { name, files } of moduleHosts) {
      const plugin = sharedModulesPlugin({ entryInputs: heldFor(name), usedShared: null, mode: 'names', exportsOf, key });
      const { outputFiles } = await build({ ...moduleHostOptions(name, modulesOf(files), plugin), sourcemap: false });
      for (const output of outputFiles) usedNames(output.text, names);
    }
    const page = chunks.find((chunk) => chunk.name === PAGE_CHUNK);
    if (page) {
      const plugin = sharedModulesPlugin({ entryInputs: heldFor(PAGE_CHUNK), usedShared: null, mode: 'names', exportsOf, key, parts: found, hostOf: moduleHostOf });
      const { outputFiles } = await build({ ...chunkOptions(page, plugin, modulesOf(pageFiles)), sourcemap: false });
      for (const output of outputFiles) usedNames(output.text, names);
    }
    const entryFiles = [...entryShared].sort(byPath);
    // A part's place holds its whole module (see chunkEntryPlugin), after the hosted ones.
    const partFiles = chunks.flatMap((chunk) => [...(chunk.part ? [chunk.part] : []), ...(chunk.carries ?? []).map(({ file }) => file)]).map((file) => [file, 'esm']);
    layout = new Map(
      [...entryFiles, ...hostFiles, ...pageFiles, ...partFiles].map(([file, format], index) => [file, { index, format, names: namesOf(file) }]),
    );
    const partExports = await exportNames(partFiles.map(([file]) => file), base);
    for (const chunk of chunks) {
      if (chunk.part) Object.assign(chunk, { index: layout.get(chunk.part).index, names: partExports.get(chunk.part) });
      for (const carried of chunk.carries ?? []) Object.assign(carried, { index: layout.get(carried.file).index, names: partExports.get(carried.file) });
    }
    host.shared = entryFiles.map(([file, format]) => ({ path: file, format, names: layout.get(file).names }));
    // Once held, always held: a module the chunks read must stay where they read it.
    const grown = new Map([...entryInputs, ...heldBy((await build(entryOptions())).metafile, here)]);
    const stable = promoted.length === 0 && moved.length === 0 && movedForHosts.length === 0 && newParts.length === 0 && grown.size === entryInputs.size;
    entryInputs = grown;
    if (stable) break;
    if (round === 4) throw new Error(`${variant.build}: the entry's module list did not settle`);
  }

  /**
   * The hosts a chunk read modules from, which the loader runs before it: those another of them
   * does not already need (the loader runs a host's own needs first, all fetched side by side).
   */
  const needsOf = (reads) => {
    const hosts = [...new Set([...reads.keys()].map((file) => hosted.get(file)?.host).filter(Boolean))];
    const direct = directNeeds(hosts, (name) => host.files[name]?.needs);
    return direct.length > 0 ? { needs: direct } : {};
  };
  // The common chunk last: it may need the other hosts (the message modal reads the dialog's
  // modal), and needsOf leaves out what those already bring, so it must know their needs.
  for (const name of [...MODULE_HOSTS].sort((a, b) => Number(a === COMMON_CHUNK) - Number(b === COMMON_CHUNK))) {
    const modules = tablesOf(name);
    if (modules.length === 0) continue;
    const reads = new Map();
    const plugin = sharedModulesPlugin({ entryInputs: heldFor(name), usedShared: reads, mode: 'final', layout, exportsOf, key });
    const { file, metafile } = await output(moduleHostOptions(name, modules, plugin), `${variant.prefix}.${name}`, { kind: 'chunk', build: variant.build, chunk: name });
    if (QUIET_HOSTS.includes(name)) {
      // Its own copy of a common module is a second instance: only a message table may have one.
      const copies = [...heldBy(metafile, here).keys()].filter((input) => hosted.get(input)?.host === COMMON_CHUNK && !isMessageTable(input, here));
      if (copies.length > 0) throw new Error(`${variant.build}: the ${name} chunk (fetched before input) would carry the common chunk's ${copies.map((input) => path.relative(here, input)).join(', ')}`);
    }
    const needs = needsOf(keptReads(metafile, reads));
    Object.assign(file, needs);
    host.files[name] = { integrity: integrityOf(file.bytes, 'chunk'), ...needs };
  }
  for (const chunk of chunks) {
    const reads = new Map();
    const plugin = sharedModulesPlugin({ entryInputs: heldFor(chunk.name), usedShared: reads, mode: 'final', layout, exportsOf, key, parts: new Set(), hostOf: moduleHostOf });
    const record = { kind: 'chunk', build: variant.build, chunk: chunk.name };
    const { file, metafile } = await output(chunkOptions(chunk, plugin, tablesOf(chunk.name)), `${variant.prefix}.${chunk.name}`, record);
    // Known once the chunk is built: the hosts it read modules from. The page chunk reads none
    // (what a quiet chunk reads moves into it), so the common chunk may need it, never the reverse.
    const needs = needsOf(keptReads(metafile, reads));
    if (chunk.name === PAGE_CHUNK && needs.needs) throw new Error(`${variant.build}: the page chunk reads from ${needs.needs.join(', ')}`);
    Object.assign(file, needs);
    host.files[chunk.name] = { integrity: integrityOf(file.bytes, 'chunk'), ...needs };
  }
  // Last: the entry carries every chunk's hash.
  const entryRecord = { kind: 'script', build: variant.build };
  const { outputFiles, metafile } = await build(entryOptions());
  const entry = await writeScript(outputFiles, { base: variant.prefix, root: here, dist, linkMaps });
  if (process.env.SHOP_WIDGETS_META) await writeFile(`${process.env.SHOP_WIDGETS_META}.${variant.build}.json`, JSON.stringify(metafile));
  return [{ ...entryRecord, logical: `${variant.logical}.min.js`, ...entry }, ...written];
}

function stylesheetOptions() {
  return {
    entryPoints: [stylesheet.source],
    outfile: path.join(dist, 'shop-widgets.min.css'),
    write: false,
    bundle: true,
    minify: true,
    // The same browsers as the script: :where() needs Chrome 88+, Safari 14+, Firefox 78+;
    // older ones drop those rules and keep the site's own.
    target: ['chrome88', 'firefox78', 'safari14'],
    legalComments: 'none',
    logLevel: 'warning',
  };
}

async function clean() {
  await mkdir(dist, { recursive: true });
  for (const name of await readdir(dist)) await rm(path.join(dist, name), { recursive: true, force: true });
}

async function buildAll() {
  await clean();
  // Read afresh each build: a widget's definition says which file it ships in.
  const table = await readWidgetTable(here);
  const files = [];
  for (const variant of variants) files.push(...(await buildVariant(variant, table)));
  const { outputFiles } = await build(stylesheetOptions());
  files.push({ kind: 'stylesheet', logical: 'shop-widgets.min.css', ...(await writeStylesheet(outputFiles, { base: stylesheet.base, dist })) });
  const manifest = await writeManifest(dist, version, files);
  await writeSnippets(dist, manifest, snippetBase);
}

await buildAll();
if (process.argv.includes('--watch')) {
  // A change anywhere can move a module between entry and chunks: rebuild everything (≈ 1 s).
  let timer = null;
  const rebuild = () => {
    clearTimeout(timer);
    timer = setTimeout(() => buildAll().catch((error) => console.error(error.message)), 100);
  };
  for (const folder of ['shared', 'widgets']) watchFiles(path.join(here, folder), { recursive: true }, rebuild);
  watchFiles(path.join(here, 'entry.ts'), rebuild);
  console.log('watching for changes (Ctrl+C to stop)');
}
