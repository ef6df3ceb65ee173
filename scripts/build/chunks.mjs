// The chunk plan: which widgets leave the entry, and how a chunk reaches the modules the entry
// already holds (preact, the store, the API…) instead of carrying a second copy of them.
//
// Chunks are classic scripts, like the entry: a <script src integrity> inserted by the entry's
// loader is what keeps Subresource Integrity and `script-src 'self'` working without an import
// map or eval. Each chunk calls the host object its entry put on `window` under a key naming the
// version and build, so two versions on one page never meet.
import { build, transform } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

export const HOST_MODULE = 'shop-widgets:chunk-host';
const SHARED = 'shop-widgets-shared';
const CHUNK = 'shop-widgets-chunk';
const SUFFIX = '.from-entry';
/** The host's module table, read once by each chunk. */
const TABLE_MODULE = 'shop-widgets:host-table';
const TABLE_NAMESPACE = 'shop-widgets-host-table';

/** The window key of one entry's chunk host. */
export function hostKey(version, variant) {
  return `__shopWidgets:${version}:${variant}`;
}

/**
 * The virtual module the entry imports: the table of modules it shares with its chunks, and the
 * chunk files with their integrity hashes. `shared` lists absolute paths with their format.
 */
export function hostModulePlugin(getHost) {
  return {
    name: 'chunk-host',
    setup(builder) {
      builder.onResolve({ filter: /^shop-widgets:chunk-host$/ }, () => ({ path: HOST_MODULE, namespace: 'chunk-host' }));
      builder.onLoad({ filter: /.*/, namespace: 'chunk-host' }, () => {
        const { shared, files, prefix } = getHost();
        const lines = [];
        // Only the names chunks use, so the entry keeps its tree-shaking; in an array in the order
        // of `names`, so no export name ships as a string.
        const root = builder.initialOptions.absWorkingDir;
        const tables = shared.map((module, index) => exportTable(lines, module, `m${index}`, root));
        lines.push(`export const chunkModules = [${tables.join(', ')}];`);
        lines.push(`export const chunkFiles = ${JSON.stringify(files)};`);
        lines.push(`export const chunkPrefix = ${JSON.stringify(prefix)};`);
        return { contents: lines.join('\n'), resolveDir: builder.initialOptions.absWorkingDir, loader: 'js' };
      });
    },
  };
}

/**
 * For a chunk build: an import that resolves to a file the entry holds becomes a read from the
 * host's module table (`usedShared` collects those paths); anything else is bundled into the chunk.
 * `mode` is how the table is read:
 * - 'find': placeholders, to learn which files the chunk takes from the entry;
 * - 'names': each export is a unique string, so the names left after tree-shaking show in the output;
 * - 'final': reads from the table laid out by the entry (`layout`: path → { index, names }).
 */
export function sharedModulesPlugin({ entryInputs, usedShared, mode, exportsOf, layout, key, parts, hostOf }) {
  return {
    name: 'shared-modules',
    setup(builder) {
      builder.onResolve({ filter: /.*/ }, async (args) => {
        if (args.pluginData?.fromSharedPlugin || args.namespace !== 'file' || args.kind === 'entry-point') return undefined;
        const resolved = await builder.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: { fromSharedPlugin: true } });
        if (resolved.errors.length > 0 || !resolved.path) return undefined;
        const host = args.kind === 'dynamic-import' ? hostOf?.(resolved.path) : undefined;
        if (host) {
          // A module a module host holds (the dialogs): the stub names that host and the table
          // place, so the module comes with the host's file, wanted or not by any other chunk.
          return { path: resolved.path, namespace: PART_STUB, pluginData: { chunk: host } };
        }
        if (args.kind === 'dynamic-import' && parts) {
          // A part (see partName): the import gets a stub naming its chunk and table place.
          parts.add(resolved.path);
          return { path: resolved.path, namespace: PART_STUB };
        }
        const format = entryInputs.get(resolved.path);
        if (!format) return resolved;
        usedShared?.set(resolved.path, format);
        // A suffix, because esbuild reads a path ending in .mjs as ESM whatever the contents. Free
        // of side effects: a read of the table that no code uses (a barrel's re-export on the way)
        // is dropped, with the module's place in `needs`.
        return { path: `${resolved.path}${SUFFIX}`, namespace: SHARED, sideEffects: false };
      });
      builder.onLoad({ filter: /.*/, namespace: SHARED }, ({ path: virtualPath }) => {
        const modulePath = virtualPath.slice(0, -SUFFIX.length);
        const format = entryInputs.get(modulePath);
        if (mode === 'find') return { contents: 'module.exports = {};', loader: 'js' };
        // A module no chunk reads but a barrel on the way re-exports (keptReads left it out of the
        // table): a stand-in that tree-shaking drops, as nothing uses it.
        const unread = () => ({ contents: 'module.exports = {};', loader: 'js' });
        if (mode === 'names') {
          if (!exportsOf.has(modulePath) && format !== 'cjs') return unread();
          const names = exportsOf.get(modulePath) ?? [];
          const lines = names.map((name, i) => `var e${i} = ${JSON.stringify(nameToken(modulePath, name))};`);
          lines.push(`export { ${names.map((name, i) => `e${i} as ${name}`).join(', ')} };`);
          return { contents: lines.join('\n'), loader: 'js' };
        }
        if (!layout.has(modulePath)) return unread();
        const { index, names } = layout.get(modulePath);
        // Every export the module has: code that tree-shaking drops later (a call module the API
        // index re-exports) may still import one the table does not carry; it reads undefined.
        const missing = (exportsOf?.get(modulePath) ?? []).filter((name) => !names.includes(name));
        // One destructuring per module from the table read once per chunk: a binding costs a
        // byte or two, where `var a = m[0]` cost ten (4 KB gzip over the chunks).
        const lines = [`import { modules } from ${JSON.stringify(TABLE_MODULE)};`];
        if (format === 'namespace') {
          // Held as an object by export name (a dynamic import gets it whole, see exportTable).
          lines.push(`var { ${names.map((name, i) => `${name}: e${i}`).join(', ')} } = modules[${index}];`);
        } else if (format === 'cjs') {
          // The table holds a CommonJS module (React) whole: its properties are its exports, its
          // default the object. Read as an ES module, the chunk carries no CommonJS interop helpers.
          lines.push(`var e${names.length} = modules[${index}];`);
          const properties = names.map((name, i) => (name === 'default' ? null : `${name}: e${i}`)).filter(Boolean);
          if (properties.length > 0) lines.push(`var { ${properties.join(', ')} } = e${names.length};`);
          // The default export is the module object itself.
          for (const [i, name] of names.entries()) {
            if (name === 'default') lines.push(`var e${i} = e${names.length};`);
          }
        } else if (names.length > 0) lines.push(`var [${names.map((_name, i) => `e${i}`).join(', ')}] = modules[${index}];`);
        missing.forEach((_name, i) => lines.push(`var u${i} = void 0;`));
        const exported = [...names.map((name, i) => `e${i} as ${name}`), ...missing.map((name, i) => `u${i} as ${name}`)];
        lines.push(`export { ${exported.join(', ')} };`);
        return { contents: lines.join('\n'), loader: 'js' };
      });
      builder.onLoad({ filter: /.*/, namespace: PART_STUB }, ({ path: file, pluginData }) => {
        const root = builder.initialOptions.absWorkingDir;
        const index = mode === 'final' ? layout.get(file).index : -1;
        const chunk = JSON.stringify(pluginData?.chunk ?? partName(file, root));
        // What loadPart (shared/runtime/parts.ts) calls: the entry's chunk host loads the chunk.
        const contents = [
          `import { host } from ${JSON.stringify(TABLE_MODULE)};`,
          `export var shopWidgetsPart = ${chunk};`,
          `export var loadPart = () => host.part(${chunk}, ${index});`,
        ].join('\n');
        return { contents, loader: 'js' };
      });
      builder.onResolve({ filter: /^shop-widgets:host-table$/ }, () => ({ path: 'table', namespace: TABLE_NAMESPACE }));
      builder.onLoad({ filter: /.*/, namespace: TABLE_NAMESPACE }, () => ({
        contents: `export var host = self[${JSON.stringify(key)}];\nexport var modules = host.modules;`,
        loader: 'js',
      }));
    },
  };
}

const PART_STUB = 'shop-widgets-part-stub';

/**
 * Entry parts that ride in a widget chunk instead of a file of their own, by path from the project
 * root: the cart add comes with the cart chunk, which the cart panel opened after every add needs
 * anyway (and which already carries the cart page's code the add uses).
 */
export const PART_HOSTS = new Map([['shared/actions/cartAdd.ts', 'cart']]);

/** The chunk that brings an entry part: its PART_HOSTS chunk, else its own (partName). */
export function partChunk(file, root) {
  return PART_HOSTS.get(path.relative(root, file).split(path.sep).join('/')) ?? partName(file, root);
}

/**
 * The entry's own parts (the calls that change the cart and favourites,
 * shared/actions/changeCalls.ts): each `import()` becomes a stub as in a chunk, one that asks the
 * entry's own chunk host, and its file joins `parts`; `layout()` gives the table place once the
 * chunks are laid out (-1 before).
 */
export function entryPartsPlugin({ layout, parts, key }) {
  return {
    name: 'entry-parts',
    setup(builder) {
      builder.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.pluginData?.fromPartsPlugin) return undefined;
        const resolved = await builder.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: { fromPartsPlugin: true } });
        if (resolved.errors.length > 0 || !resolved.path) return undefined;
        parts.add(resolved.path);
        return { path: resolved.path, namespace: PART_STUB };
      });
      builder.onLoad({ filter: /.*/, namespace: PART_STUB }, ({ path: file }) => {
        const chunk = JSON.stringify(partChunk(file, builder.initialOptions.absWorkingDir));
        const index = layout().get(file)?.index ?? -1;
        const contents = [`export var shopWidgetsPart = ${chunk};`, `export var loadPart = () => self[${JSON.stringify(key)}].part(${chunk}, ${index});`].join('\n');
        return { contents, loader: 'js' };
      });
    },
  };
}

/**
 * A part is a module a widget imports with `import()` through loadPart (shared/runtime/parts.ts):
 * code it needs only once the shopper uses it. It ships as a chunk of its own, named after its
 * file (`widgets/search/Autocomplete.tsx` → `search-autocomplete`), which puts the module into the
 * host's table; the import in the widget's chunk becomes a stub naming that chunk and place.
 */
export function partName(file, root) {
  const parts = path.relative(root, file).split(path.sep);
  const base = parts.at(-1).replace(/\.[cm]?[jt]sx?$/, '');
  const name = [...(parts[0] === 'widgets' || parts[0] === 'shared' ? parts.slice(1, -1) : parts.slice(0, -1)), base]
    .join('-')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();
  if (!/^[a-z][a-z0-9-]*$/.test(name)) throw new Error(`${file}: a part's file name must make a plain chunk name, not "${name}"`);
  return name;
}

const tokens = new Map();
/** A string that survives bundling only where the chunk uses that export. */
function nameToken(modulePath, name) {
  const id = `${modulePath}\u0000${name}`;
  if (!tokens.has(id)) tokens.set(id, { token: `__shop_widgets_export_${tokens.size}__`, modulePath, name });
  return tokens.get(id).token;
}

/** The exports a chunk's code still refers to, per shared module path. */
export function usedNames(outputText, into) {
  for (const { token, modulePath, name } of tokens.values()) {
    if (!outputText.includes(token)) continue;
    if (!into.has(modulePath)) into.set(modulePath, new Set());
    into.get(modulePath).add(name);
  }
}

/**
 * The chunk's own entry: put the modules it hosts into the host's table (see PAGE_CHUNK), then
 * run the widget definitions and hand them to the host. `hosted`: [{ path, format, names, index }].
 */
export function chunkEntryPlugin(chunk, hosted = []) {
  return {
    name: 'chunk-entry',
    setup(builder) {
      builder.onResolve({ filter: /^shop-widgets:chunk$/ }, () => ({ path: chunk.name, namespace: CHUNK }));
      builder.onLoad({ filter: /.*/, namespace: CHUNK }, () => {
        const root = builder.initialOptions.absWorkingDir;
        // A part's module whole, as import() would give it (an object of its exports by name, with
        // no namespace helper code), at its place: loadPart reads it from there. A part chunk holds
        // its own; a widget chunk may carry entry parts (PART_HOSTS).
        const parts = [...(chunk.part ? [{ file: chunk.part, index: chunk.index, names: chunk.names }] : []), ...(chunk.carries ?? [])];
        const lines = chunk.part ? [] : [`import widgets from ${JSON.stringify(`shop-widgets:widgets/${chunk.name}`)};`];
        const tables = [
          ...hostedTables(lines, hosted, root),
          ...parts.map(({ file, index = -1, names }, n) => {
            if (names) return `h.modules[${index}] = ${exportTable(lines, { path: file, format: 'namespace', names }, `p${n}`, root)};`;
            // Not laid out yet (the first rounds): the whole module, so every read of its shows.
            lines.push(`import * as p${n} from ${JSON.stringify(`./${path.relative(root, file).split(path.sep).join('/')}`)};`);
            return `h.modules[${index}] = p${n};`;
          }),
        ];
        // The host as the table module reads it (sharedModulesPlugin): one `self[key]` per chunk.
        lines.push(`import { host as h } from ${JSON.stringify(TABLE_MODULE)};`, ...tables, `h.define(${JSON.stringify(chunk.name)}, ${chunk.part ? '[]' : 'widgets'});`);
        return { contents: lines.join('\n'), resolveDir: builder.initialOptions.absWorkingDir, loader: 'js' };
      });
    },
  };
}

/** `h.modules[i] = …` for each hosted module, its imports added to `lines`. */
function hostedTables(lines, modules, root) {
  return modules.map((module, n) => `h.modules[${module.index}] = ${exportTable(lines, module, `c${n}`, root)};`);
}

/**
 * Imports a module's used exports (or a CommonJS module whole) and returns the table entry's
 * source. The import names the module relative to `root`: the generated source lands in the
 * source maps, which must read the same on every machine.
 */
function exportTable(lines, module, prefix, root) {
  const from = JSON.stringify(`./${path.relative(root, module.path).split(path.sep).join('/')}`);
  if (module.format === 'cjs') {
    lines.push(`import ${prefix} from ${from};`);
    return prefix;
  }
  const names = module.names.map((name, n) => `${name} as ${prefix}_${n}`).join(', ');
  lines.push(`import { ${names} } from ${from};`);
  // A module some chunk imports with import() is an object of all its exports by name, which is
  // what loadPart hands the widget; a plain object, not a namespace, needs no helper code.
  if (module.format === 'namespace') return `{ ${module.names.map((name, n) => `${name}: ${prefix}_${n}`).join(', ')} }`;
  return `[${module.names.map((_name, n) => `${prefix}_${n}`).join(', ')}]`;
}

export const COMMON_CHUNK = 'common';

/**
 * The modal's host (see FIXED_HOSTS). The page chunk's widgets that show a dialog only now and then
 * (the messenger invite) import it with import() and fetch it then; a chunk that reads it needs it
 * before it runs, fetched side by side (the new-arrivals popup's, before input on its page).
 */
export const DIALOG_CHUNK = 'dialog';

/**
 * The module hosts a quiet chunk may need, so a page may fetch them before any input: they read
 * nothing from the common chunk (the messages they show, they carry).
 */
export const QUIET_HOSTS = [DIALOG_CHUNK];

/**
 * Modules hosted by a module host whoever uses them, by path from the project root, in the
 * `namespace` format (an object by export name, so import() can have it). Every page would
 * otherwise carry the dialogs in its page chunk (a quiet chunk uses them) before any input. The
 * message and question forms go to the common chunk: the promo banner's closing message and the
 * favourites page's question fetch it on the press, and the new-arrivals popup needs only the modal.
 */
export const FIXED_HOSTS = new Map([
  ['shared/ui/Dialog.tsx', DIALOG_CHUNK],
  ['shared/ui/MessageModal.tsx', COMMON_CHUNK],
  ['shared/ui/ConfirmDialog.tsx', COMMON_CHUNK],
]);

/**
 * The chunk every page type runs before any input (the header's search, the notices page init
 * shows). A module it shares with other chunks ships in it rather than in the common chunk, so a
 * page fetches no third file before the shopper acts; the chunks that read such a module need it.
 */
export const PAGE_CHUNK = 'page';

/**
 * The chunks that only host modules, no widgets: `common`, for the modules two or more chunks use
 * and neither the entry nor the page chunk holds (the dropdown, for one), and `dialog` for the
 * modal (FIXED_HOSTS). Each is built from
 * `shop-widgets:<name>` by moduleHostEntryPlugin and run by the loader before the chunks that
 * need it.
 */
export const MODULE_HOSTS = [COMMON_CHUNK, DIALOG_CHUNK];

/**
 * A module host's own entry (see MODULE_HOSTS): it puts its modules into the host's table after
 * the entry's own, where the chunks that need it read them. `modules`: [{ path, format, names, index }].
 */
export function moduleHostEntryPlugin(name, modules) {
  return {
    name: `${name}-entry`,
    setup(builder) {
      builder.onResolve({ filter: new RegExp(`^shop-widgets:${name}$`) }, () => ({ path: name, namespace: CHUNK }));
      builder.onLoad({ filter: /.*/, namespace: CHUNK }, () => {
        const lines = [];
        const tables = hostedTables(lines, modules, builder.initialOptions.absWorkingDir);
        lines.push(`import { host as h } from ${JSON.stringify(TABLE_MODULE)};`, ...tables, `h.define(${JSON.stringify(name)}, []);`);
        return { contents: lines.join('\n'), resolveDir: builder.initialOptions.absWorkingDir, loader: 'js' };
      });
    },
  };
}

/**
 * Of the modules a 'find' build resolved from the table (`reads`), those its output really reads:
 * a barrel's re-export of a module nobody uses is no read.
 */
export function keptReads(metafile, reads) {
  const kept = new Set();
  for (const output of Object.values(metafile.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      if (bytesInOutput > 0 && input.startsWith(`${SHARED}:`) && input.endsWith(SUFFIX)) kept.add(input.slice(SHARED.length + 1, -SUFFIX.length));
    }
  }
  return new Map([...reads].filter(([file]) => kept.has(file)));
}

/** The runtime export names of ES modules, from esbuild's own analysis. */
export async function exportNames(paths, baseOptions) {
  if (paths.length === 0) return new Map();
  const result = await build({
    ...baseOptions,
    entryPoints: paths,
    outdir: '/tmp/shop-widgets-exports',
    outfile: undefined,
    format: 'esm',
    splitting: true,
    write: false,
    metafile: true,
    minify: false,
    sourcemap: false,
    plugins: [],
  });
  const names = new Map();
  const cwd = baseOptions.absWorkingDir;
  for (const output of Object.values(result.metafile.outputs)) {
    if (!output.entryPoint) continue;
    names.set(path.resolve(cwd, output.entryPoint), [...output.exports].sort());
  }
  return names;
}

/**
 * The export names a CommonJS module has when an ES module imports it: its default (the object)
 * and its properties, as Node loads it (React's development and production files export the same
 * names; a name a chunk uses that is missing here fails the chunk's build, never the page).
 */
export function commonJsExportNames(paths) {
  const load = createRequire(import.meta.url);
  return new Map(paths.map((file) => [file, ['default', ...Object.keys(load(file)).filter((name) => name !== 'default' && name !== '__esModule')].sort()]));
}

/** Input files of a build as absolute paths with their module format. */
export function inputsOf(metafile, cwd) {
  const inputs = new Map();
  for (const [file, input] of Object.entries(metafile.inputs)) {
    if (file.includes(':')) continue; // virtual modules
    inputs.set(path.resolve(cwd, file), input.format === 'cjs' ? 'cjs' : 'esm');
  }
  return inputs;
}

/**
 * The files whose code the entry really carries: an input that tree-shaking emptied (a call
 * module the API index re-exports but no entry widget makes) has no instance in the entry, so a
 * chunk that needs it carries it itself.
 */
export function heldBy(metafile, cwd) {
  const inputs = inputsOf(metafile, cwd);
  const emitted = new Set();
  for (const output of Object.values(metafile.outputs)) {
    for (const [file, { bytesInOutput }] of Object.entries(output.inputs)) if (bytesInOutput > 0) emitted.add(path.resolve(cwd, file));
  }
  return new Map([...inputs].filter(([file]) => emitted.has(file)));
}

/**
 * Where a module two or more chunks bundle is hosted: the page chunk when a quiet chunk (one a
 * page runs before input) uses it, else the common chunk; or nowhere, left to each chunk that
 * uses it. That is an index (below), and a message table (`shared/i18n/messages/`) a quiet chunk
 * uses: a table holds no state, and a chunk keeps just the messages it shows, where a host would
 * carry every message any chunk shows (the promo code's in the page chunk, for the banner's three).
 */
export async function hostFor(file, root, usedByQuiet) {
  if (await isReExportOnly(file)) return null;
  if (isMessageTable(file, root)) return usedByQuiet ? null : COMMON_CHUNK;
  return usedByQuiet ? PAGE_CHUNK : COMMON_CHUNK;
}

/**
 * The hosts a chunk lists as its needs, out of all it reads from (`hosts`): those no other of them
 * already needs, directly or further on (`needsOf(name)`: a built host's own list). The loader runs
 * a need's needs first and fetches them all side by side, so a longer list only costs the entry bytes.
 */
export function directNeeds(hosts, needsOf) {
  const through = (name, seen = new Set()) => {
    for (const need of needsOf(name) ?? []) if (!seen.has(need)) through(need, seen.add(need));
    return seen;
  };
  return [...new Set(hosts)].filter((name) => !hosts.some((other) => other !== name && through(other).has(name))).sort();
}

/** Whether a file is a message table (`shared/i18n/messages/`): texts only, no state. */
export function isMessageTable(file, root) {
  return path.relative(root, file).split(path.sep).join('/').startsWith('shared/i18n/messages/');
}

/**
 * Whether a file only passes other modules' exports on (an index): such a file is never hosted.
 * A host carries every export any chunk takes through it, so a hosted index would pull each call
 * module some chunk uses into the page chunk; left to each chunk, its re-exports resolve one by one.
 */
export async function isReExportOnly(file) {
  if (!/\.[cm]?[jt]sx?$/.test(file)) return false;
  const source = await readFile(file, 'utf8');
  // By the text, not the path: `npm run dev` rebuilds in one process while files change.
  let answer = reExportOnly.get(source);
  if (answer === undefined) {
    const { code } = await transform(source, { loader: file.endsWith('x') ? 'tsx' : 'ts', minify: true });
    answer = /^(?:export(?:\{[^}]*\}|\*(?:as [\w$]+ )?)from"[^"]*";?\s*)*$/.test(code.trim());
    reExportOnly.set(source, answer);
  }
  return answer;
}

/** isReExportOnly's answers by source text: every build round and both builds ask about the same files. */
const reExportOnly = new Map();
