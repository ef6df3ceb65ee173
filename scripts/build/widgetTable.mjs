// The widget table, derived from the widgets themselves: each `widgets/<folder>/index.ts` defines
// its widget (name, default mount, chunk, claims), and the build reads those definitions to write
// the entry's list of its own widgets, its table of the lazy ones, and each chunk's entry module.
// Nothing else lists widgets, so nothing can drift out of step.
import { build } from 'esbuild';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { preactAlias } from '../aliases.mjs';

/** A chunk's name becomes part of a file name and of a window key: kept to plain words. */
const CHUNK_NAME = /^[a-z][a-z0-9-]*$/;

/**
 * Every widget definition under `widgets/`: [{ name, chunk, defaultMount, claims, source, exportName }],
 * sorted by name. `chunk` is null for a widget that ships in the entry. The definitions are run
 * in Node (bundled with esbuild): they only build objects when they load.
 */
export async function readWidgetTable(root) {
  const folder = path.join(root, 'widgets');
  const sources = [];
  for (const name of (await readdir(folder)).sort()) {
    const source = path.join(folder, name, 'index.ts');
    if (await stat(source).then((file) => file.isFile(), () => false)) sources.push(source);
  }
  const entry = sources.map((source, n) => `export * as w${n} from ${JSON.stringify(source)};`).join('\n');
  const { outputFiles } = await build({
    stdin: { contents: entry, resolveDir: root, loader: 'js' },
    absWorkingDir: root,
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    alias: preactAlias,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  const modules = await import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`);
  const table = [];
  sources.forEach((source, n) => {
    for (const [exportName, value] of Object.entries(modules[`w${n}`])) {
      if (!isDefinition(value)) continue;
      const { name, chunk = null, defaultMount, claims = null } = value;
      if (chunk !== null && !CHUNK_NAME.test(chunk)) throw new Error(`widget "${name}": chunk "${chunk}" is not a plain name`);
      table.push({ name, chunk, defaultMount, claims, source, exportName });
    }
  });
  const names = new Set();
  for (const { name } of table) {
    if (names.has(name)) throw new Error(`widget "${name}" is defined twice`);
    names.add(name);
  }
  return table.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** What defineWidget returns: a name and a reader. */
function isDefinition(value) {
  return typeof value === 'object' && value !== null && typeof value.name === 'string' && typeof value.read === 'function';
}

/** The chunks the table names, sorted: the build makes one file for each. */
export function chunkNames(table) {
  return [...new Set(table.map(({ chunk }) => chunk).filter((chunk) => chunk !== null))].sort();
}

/** An import of definitions, named relative to `root`: generated sources land in the source maps. */
function importLines(rows, root) {
  return rows.map(({ source, exportName }, n) => `import { ${exportName} as d${n} } from ${JSON.stringify(`./${path.relative(root, source).split(path.sep).join('/')}`)};`);
}

/**
 * The entry's module `shop-widgets:widgets`: the definitions it ships, and what it knows of the
 * others before their chunk runs, grouped by chunk and default mount into one string each (the
 * entry carries every byte of this table): `chunk mount name[=claims] …`, groups split by `;`.
 */
export function entryWidgetsModule(table, root) {
  const own = table.filter(({ chunk }) => chunk === null);
  const groups = new Map();
  for (const { name, chunk, defaultMount, claims } of table) {
    if (chunk === null) continue;
    const key = `${chunk} ${defaultMount}`;
    groups.set(key, `${groups.get(key) ?? key} ${claims ? `${name}=${claims}` : name}`);
  }
  return [
    ...importLines(own, root),
    `import { readLazyWidgets } from './shared/runtime/lazyWidgets.ts';`,
    `export const entryWidgets = [${own.map((_row, n) => `d${n}`).join(', ')}];`,
    `export const lazyWidgets = readLazyWidgets(${JSON.stringify([...groups.values()].join(';'))});`,
  ].join('\n');
}

/** A chunk's widget definitions, as the module its entry imports. */
export function chunkWidgetsModule(table, chunk, root) {
  const rows = table.filter((row) => row.chunk === chunk);
  return [...importLines(rows, root), `export default [${rows.map((_row, n) => `d${n}`).join(', ')}];`].join('\n');
}

/** The plugin that serves `shop-widgets:widgets` (the entry's) and `shop-widgets:widgets/<chunk>`. */
export function widgetTablePlugin(table) {
  return {
    name: 'widget-table',
    setup(builder) {
      const root = builder.initialOptions.absWorkingDir;
      builder.onResolve({ filter: /^shop-widgets:widgets(\/.*)?$/ }, ({ path: id }) => ({ path: id, namespace: 'widget-table' }));
      builder.onLoad({ filter: /.*/, namespace: 'widget-table' }, ({ path: id }) => ({
        contents: id === 'shop-widgets:widgets' ? entryWidgetsModule(table, root) : chunkWidgetsModule(table, id.slice('shop-widgets:widgets/'.length), root),
        resolveDir: root,
        loader: 'js',
      }));
    },
  };
}
