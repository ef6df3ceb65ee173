// @vitest-environment node
// Which shared modules the build may host in the page or common chunk (scripts/build/chunks.mjs):
// an index that only re-exports, and a message table, are left to each chunk that uses them; and
// how a chunk reads a CommonJS module the entry holds.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { build, type PluginBuild } from 'esbuild';
import {
  chunkEntryPlugin,
  commonJsExportNames,
  directNeeds,
  entryPartsPlugin,
  FIXED_HOSTS,
  hostFor,
  isMessageTable,
  isReExportOnly,
  keptReads,
  PART_HOSTS,
  partChunk,
  partName,
  sharedModulesPlugin,
} from '../../../scripts/build/chunks.mjs';

const root = process.cwd();
const at = (file: string) => path.join(root, file);

function tempModule(source: string, name = 'module.ts'): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'hosts-')), name);
  writeFileSync(file, source);
  return file;
}

/**
 * Builds a chunk from `source` (written beside the shared file, in `dir`) whose one shared module
 * `file` the table holds at `index` in `format`; `host`: the module host an import() of it names.
 */
async function buildChunk(
  source: string,
  dir: string,
  shared: { file: string; format: 'cjs' | 'namespace'; index: number; names: string[]; exportsOf: Map<string, string[]>; key: string; host?: string },
): Promise<string> {
  const entry = path.join(dir, 'chunk.ts');
  writeFileSync(entry, source);
  const plugin = sharedModulesPlugin({
    entryInputs: new Map([[shared.file, shared.format]]),
    usedShared: new Map(),
    mode: 'final',
    layout: new Map([[shared.file, { index: shared.index, format: shared.format, names: shared.names }]]),
    exportsOf: shared.exportsOf,
    key: shared.key,
    parts: new Set(),
    hostOf: (file: string) => (file === shared.file ? shared.host : undefined),
  });
  const result = await build({ entryPoints: [entry], bundle: true, write: false, format: 'iife', minify: false, plugins: [plugin], logLevel: 'silent' });
  return result.outputFiles[0]!.text;
}

describe('where a shared module is hosted', () => {
  it('the project\'s indexes only re-export, whatever their comments and type exports', async () => {
    for (const index of ['shared/api/index.ts', 'shared/runtime/index.ts', 'shared/i18n/index.ts']) {
      expect(await isReExportOnly(at(index)), index).toBe(true);
    }
  });

  it('a module with code of its own, or a library, is not an index', async () => {
    expect(await isReExportOnly(at('shared/ui/focus.ts'))).toBe(false);
    expect(await isReExportOnly(at('node_modules/@maskito/core/index.esm.js'))).toBe(false);
    expect(await isReExportOnly(tempModule("export * from './a.ts';\nexport const b = 1;\n"))).toBe(false);
    expect(await isReExportOnly(tempModule("export * from './a.ts';\nexport * as c from './c.ts';\nexport { d as e } from './d.ts';\n"))).toBe(true);
    // A re-export that runs something first is code.
    expect(await isReExportOnly(tempModule("import './setup.ts';\nexport { a } from './a.ts';\n"))).toBe(false);
  });

  it('a module a quiet chunk uses goes to the page chunk, one only others use to the common chunk', async () => {
    expect(await hostFor(at('shared/ui/Dialog.tsx'), root, true)).toBe('page');
    expect(await hostFor(at('shared/ui/dropdown.ts'), root, false)).toBe('common');
    expect(await hostFor(at('shared/api/index.ts'), root, true)).toBeNull();
    expect(await hostFor(at('shared/api/index.ts'), root, false)).toBeNull();
  });

  it('a message table a quiet chunk uses is left to each chunk; one only others use goes to the common chunk', async () => {
    expect(await hostFor(at('shared/i18n/messages/promo.ts'), root, true)).toBeNull();
    expect(await hostFor(at('shared/i18n/messages/progress.ts'), root, false)).toBe('common');
  });
});

describe('the dialogs\' hosts', () => {
  it('hold the modal in the dialog chunk, its message and question forms in the common chunk, whoever uses them', () => {
    expect([...FIXED_HOSTS]).toEqual([
      ['shared/ui/Dialog.tsx', 'dialog'],
      ['shared/ui/MessageModal.tsx', 'common'],
      ['shared/ui/ConfirmDialog.tsx', 'common'],
    ]);
  });

  it('a message table is told by its folder', () => {
    expect(isMessageTable(at('shared/i18n/messages/common.ts'), root)).toBe(true);
    expect(isMessageTable(at('shared/i18n/message.ts'), root)).toBe(false);
    expect(isMessageTable(at('shared/ui/Dialog.tsx'), root)).toBe(false);
  });
});

describe('a chunk\'s needs', () => {
  const built: Record<string, string[]> = { common: ['dialog'], dialog: ['page'], page: [] };
  it('leave out a host another need brings, directly or further on', () => {
    expect(directNeeds(['page', 'dialog', 'common'], (name: string) => built[name])).toEqual(['common']);
    expect(directNeeds(['page', 'dialog'], (name: string) => built[name])).toEqual(['dialog']);
  });

  it('keep hosts that do not need each other, sorted, each once', () => {
    expect(directNeeds(['page', 'common', 'page'], () => [])).toEqual(['common', 'page']);
    expect(directNeeds([], () => [])).toEqual([]);
  });
});

describe('a part\'s chunk name', () => {
  it('is its folders and file under widgets/ or shared/, in plain words', () => {
    expect(partName(at('widgets/search/Autocomplete.tsx'), root)).toBe('search-autocomplete');
    expect(partName(at('widgets/quick-view/galleryPart.ts'), root)).toBe('quick-view-gallery-part');
    expect(partName(at('shared/ui/bigThing.ts'), root)).toBe('ui-big-thing');
    expect(partName(at('shared/actions/favouriteToggle.ts'), root)).toBe('actions-favourite-toggle');
  });

  it('refuses a file whose name cannot make one', () => {
    expect(() => partName(at('widgets/search/9lives.ts'), root)).not.toThrow();
    expect(() => partName(at('widgets/search/auto_complete.ts'), root)).toThrow('a part\'s file name must make a plain chunk name');
  });
});

describe('a CommonJS module the entry holds (React), read by a chunk', () => {
  const key = '__shopWidgets:test:react';
  /** Builds a chunk that imports from `library` (a CommonJS file the entry holds, at table place 4). */
  const chunkReading = (library: string, names: string[], source: string) =>
    buildChunk(source, path.dirname(library), { file: library, format: 'cjs', index: 4, names, exportsOf: commonJsExportNames([library]), key });

  it('its names are its default and its properties, as Node loads it', () => {
    const library = tempModule('exports.useState = () => 1;\nexports.Fragment = "f";\n', 'lib.cjs');
    expect(commonJsExportNames([library]).get(library)).toEqual(['Fragment', 'default', 'useState']);
  });

  it('is read from the table as an ES module: its properties and the object, without CommonJS interop helpers in the chunk', async () => {
    const library = tempModule('exports.useState = () => 1;\nexports.Fragment = "f";\n', 'lib.cjs');
    const text = await chunkReading(library, ['default', 'useState'], `import React, { useState } from './lib.cjs';\nconsole.log(useState(), React.Fragment);\n`);
    expect(text).toContain(`self[${JSON.stringify(key)}]`);
    expect(text).toMatch(/\.modules/);
    expect(text).toMatch(/modules\[4\]/);
    expect(text).toMatch(/\{\s*useState:\s*\w+\s*\}\s*=/);
    expect(text).not.toMatch(/__commonJS|__toESM|exports:\s*\{\}/);
    // Run it against a table: the chunk gets the entry's very functions.
    const logged: unknown[] = [];
    const table = { modules: [null, null, null, null, { useState: () => 7, Fragment: 'frag' }] };
    new Function('self', 'console', text)({ [key]: table }, { log: (...values: unknown[]) => logged.push(...values) });
    expect(logged).toEqual([7, 'frag']);
  });
});

describe('a module a module host holds whole (the dialogs), read by a chunk', () => {
  const key = '__shopWidgets:test:preact';
  /** Builds a chunk that reads Modal.ts, held whole at table place 2 by the `dialog` host. */
  function chunkReading(source: string): Promise<string> {
    const dir = mkdtempSync(path.join(tmpdir(), 'hosts-'));
    const modal = path.join(dir, 'Modal.ts');
    writeFileSync(modal, 'export const open = () => "opened";\nexport const DELAY = 300;\n');
    const names = ['DELAY', 'open'];
    return buildChunk(source, dir, { file: modal, format: 'namespace', index: 2, names, exportsOf: new Map([[modal, names]]), key, host: 'dialog' });
  }

  it('a static import reads its exports by name from the table', async () => {
    const text = await chunkReading(`import { open } from './Modal.ts';\nconsole.log(open());\n`);
    const logged: unknown[] = [];
    new Function('self', 'console', text)({ [key]: { modules: [null, null, { open: () => 'from the host', DELAY: 1 }] } }, { log: (value: unknown) => logged.push(value) });
    expect(logged).toEqual(['from the host']);
    expect(text).not.toContain('"opened"');
  });

  it('an import() gets a stub that asks the chunk host for the host chunk and the table place, not a part of its own', async () => {
    const text = await chunkReading(`import('./Modal.ts').then((module) => console.log(module));\n`);
    const logged: Array<{ shopWidgetsPart: string; loadPart: () => Promise<unknown> }> = [];
    const host = { modules: [], part: vi.fn(() => Promise.resolve({ open: () => 'from the host' })) };
    new Function('self', 'console', text)({ [key]: host }, { log: (value: (typeof logged)[number]) => logged.push(value) });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(logged).toHaveLength(1);
    expect(logged[0]!.shopWidgetsPart).toBe('dialog');
    expect(host.part).not.toHaveBeenCalled();
    await expect(logged[0]!.loadPart()).resolves.toMatchObject({ open: expect.any(Function) });
    expect(host.part).toHaveBeenCalledWith('dialog', 2);
    expect(text).not.toContain('"opened"');
  });
});

describe('the entry\'s own parts (the change calls)', () => {
  const key = '__shopWidgets:test:preact';
  const root = mkdtempSync(path.join(tmpdir(), 'entry-parts-'));
  const write = (name: string, source: string) => {
    const file = path.join(root, name);
    writeFileSync(file, source);
    return file;
  };

  it('an import() in the entry becomes a stub that asks the entry\'s own chunk host, and the part is found', async () => {
    const toggle = write('favouriteToggle.ts', 'export const send = () => "sent";\n');
    const entry = write('entry.ts', `import('./favouriteToggle.ts').then((module) => console.log(module));\n`);
    const parts = new Set<string>();
    const layout = new Map([[toggle, { index: 9, format: 'esm' as const, names: ['send'] }]]);
    const { outputFiles } = await build({
      entryPoints: [entry],
      absWorkingDir: root,
      bundle: true,
      write: false,
      format: 'iife',
      plugins: [entryPartsPlugin({ layout: () => layout, parts, key })],
    });
    const text = outputFiles[0]!.text;
    expect([...parts]).toEqual([toggle]);
    // The part's code is not in the entry.
    expect(text).not.toContain('"sent"');
    const logged: Array<{ shopWidgetsPart: string; loadPart: () => Promise<unknown> }> = [];
    const host = { modules: [], part: vi.fn(() => Promise.resolve({ send: () => 'from the part' })) };
    new Function('self', 'console', text)({ [key]: host }, { log: (value: (typeof logged)[number]) => logged.push(value) });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(logged[0]!.shopWidgetsPart).toBe('favourite-toggle');
    expect(host.part).not.toHaveBeenCalled();
    await expect(logged[0]!.loadPart()).resolves.toMatchObject({ send: expect.any(Function) });
    expect(host.part).toHaveBeenCalledWith('favourite-toggle', 9);
  });

  it('a part named in PART_HOSTS rides in its widget chunk: the stub names that chunk', () => {
    expect(PART_HOSTS.get('shared/actions/cartAdd.ts')).toBe('cart');
    expect(partChunk(at('shared/actions/cartAdd.ts'), process.cwd())).toBe('cart');
    expect(partChunk(at('shared/actions/favouriteToggle.ts'), process.cwd())).toBe('actions-favourite-toggle');
  });

  /** Runs a chunk built by chunkEntryPlugin against a host table; gives what it put in the table and defined. */
  async function runChunk(chunk: Parameters<typeof chunkEntryPlugin>[0]) {
    const widgets = { name: 'widget-table', setup: (b: PluginBuild) => {
      b.onResolve({ filter: /^shop-widgets:widgets\// }, () => ({ path: 'w', namespace: 'widgets' }));
      b.onLoad({ filter: /.*/, namespace: 'widgets' }, () => ({ contents: 'export default ["a widget"];', loader: 'js' }));
    } };
    // The host table's module comes from the plugin that serves the entry's modules to chunks.
    const table = sharedModulesPlugin({ entryInputs: new Map(), usedShared: null, mode: 'final', layout: new Map(), key });
    const { outputFiles } = await build({ entryPoints: ['shop-widgets:chunk'], absWorkingDir: root, bundle: true, write: false, format: 'iife', plugins: [chunkEntryPlugin(chunk), widgets, table] });
    const text = outputFiles[0]!.text;
    const host = { modules: [] as unknown[], define: vi.fn() };
    new Function('self', text)({ [key]: host });
    return { text, host };
  }

  it('a part chunk puts its module at its place as a plain object of its exports, with no namespace helper', async () => {
    const file = write('partA.ts', 'export const one = () => 1;\nexport const two = 2;\n');
    const { text, host } = await runChunk({ name: 'part-a', part: file, index: 3, names: ['one', 'two'] });
    expect(text).not.toMatch(/defineProperty|__export/);
    expect(host.modules[3]).toEqual({ one: expect.any(Function), two: 2 });
    expect(host.define).toHaveBeenCalledWith('part-a', []);
  });

  it('a widget chunk that carries an entry part puts it at its place beside its widgets', async () => {
    const file = write('cartAddPart.ts', 'export const sendCartAdd = () => "added";\n');
    const { host } = await runChunk({ name: 'cart', carries: [{ file, index: 5, names: ['sendCartAdd'] }] });
    expect((host.modules[5] as { sendCartAdd: () => string }).sendCartAdd()).toBe('added');
    expect(host.define).toHaveBeenCalledWith('cart', ['a widget']);
  });
});

describe('what a chunk reads through a barrel', () => {
  const key = '__shopWidgets:test:preact';
  const dir = mkdtempSync(path.join(tmpdir(), 'barrel-'));
  const used = path.join(dir, 'used.ts');
  const unused = path.join(dir, 'unused.ts');
  writeFileSync(used, 'export const call = () => "used";\n');
  writeFileSync(unused, 'export const other = () => "unused";\n');
  writeFileSync(path.join(dir, 'index.ts'), `export { call } from './used.ts';\nexport { other } from './unused.ts';\n`);
  const entryInputs = new Map([
    [used, 'esm' as const],
    [unused, 'esm' as const],
  ]);
  const chunkSource = `import { call } from './index.ts';\nconsole.log(call());\n`;

  async function chunkBuild(plugin: ReturnType<typeof sharedModulesPlugin>) {
    const entry = path.join(dir, 'chunk.ts');
    writeFileSync(entry, chunkSource);
    return build({ entryPoints: [entry], absWorkingDir: dir, bundle: true, write: false, metafile: true, format: 'iife', plugins: [plugin] });
  }

  it('finds only the module its code uses, not every one the barrel re-exports', async () => {
    const reads = new Map();
    const { metafile } = await chunkBuild(sharedModulesPlugin({ entryInputs, usedShared: reads, mode: 'find', key }));
    // Resolving goes through the barrel's every re-export; the output keeps one.
    expect([...reads.keys()].sort()).toEqual([unused, used].sort());
    expect([...keptReads(metafile, reads).keys()]).toEqual([used]);
  });

  it('reads only that module from the table, even when the other has a place there', async () => {
    const reads = new Map();
    const layout = new Map([
      [used, { index: 3, format: 'esm' as const, names: ['call'] }],
      [unused, { index: 4, format: 'esm' as const, names: ['other'] }],
    ]);
    const exportsOf = new Map([
      [used, ['call']],
      [unused, ['other']],
    ]);
    const { metafile, outputFiles } = await chunkBuild(sharedModulesPlugin({ entryInputs, usedShared: reads, mode: 'final', layout, exportsOf, key }));
    const text = outputFiles[0]!.text;
    // One read of the table, the used module's; the unused one left no destructuring behind.
    expect(text.match(/modules\[\d+\]/g)).toEqual(['modules[3]']);
    expect(text).not.toContain('unused');
    expect([...keptReads(metafile, reads).keys()]).toEqual([used]);
    const logged: unknown[] = [];
    new Function('self', 'console', text)({ [key]: { modules: [null, null, null, [() => 'from the entry']] } }, { log: (value: unknown) => logged.push(value) });
    expect(logged).toEqual(['from the entry']);
  });
});
