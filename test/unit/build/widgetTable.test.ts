// @vitest-environment node
// The widget table the build derives from the widgets' own definitions (scripts/build/widgetTable.mjs):
// what the entry ships, what it knows of the chunks' widgets, and each chunk's module.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { chunkNames, chunkWidgetsModule, entryWidgetsModule, readWidgetTable, type WidgetRow } from '../../../scripts/build/widgetTable.mjs';
import { readLazyWidgets } from '../../../shared/runtime/lazyWidgets.ts';
import { isPanelName } from '../../../shared/store/panels.ts';

const root = process.cwd();
type Row = WidgetRow;
let table: Row[];

beforeAll(async () => {
  table = await readWidgetTable(root);
}, 30_000);

describe('the widget table', () => {
  it('has one row per widget folder, named as its folder (docs and READMEs are found by name)', () => {
    const folders = readdirSync(path.join(root, 'widgets'), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    expect(table.map((row) => row.name)).toEqual(folders.sort());
    for (const row of table) expect(path.relative(root, row.source)).toBe(path.join('widgets', row.name, 'index.ts'));
  });

  it('leaves in the entry what a listing needs to be interactive, and the rest in seven chunks', () => {
    expect(table.filter((row) => row.chunk === null).map((row) => row.name)).toEqual(['buy-button', 'cart-counter', 'favourite', 'favourites-counter', 'price', 'size-picker']);
    expect(chunkNames(table)).toEqual(['cart', 'chrome', 'discovery', 'favourites', 'forms', 'look', 'quick-view']);
  });

  it('claims only panels, each by one widget: an early open waits for that chunk', () => {
    const claims = table.filter((row) => row.claims !== null).map((row) => [row.name, row.claims]);
    expect(claims).toEqual([
      ['mini-cart', 'cart'],
      ['single-basket', 'single-basket'],
    ]);
    for (const [, claim] of claims) expect(isPanelName(claim!)).toBe(true);
  });

  it("writes the entry's lazy table so that the runtime reads back every chunk widget's name, chunk, mount and claims", () => {
    const source = entryWidgetsModule(table, root);
    const literal = /readLazyWidgets\(("(?:[^"\\]|\\.)*")\)/.exec(source)?.[1];
    expect(literal).toBeDefined();
    const read = readLazyWidgets(JSON.parse(literal!) as string).sort((a, b) => (a.name < b.name ? -1 : 1));
    const expected = table.filter((row) => row.chunk !== null).map(({ name, chunk, defaultMount, claims }) => ({ name, chunk, defaultMount, claims: claims ?? undefined }));
    expect(read).toEqual(expected);
  });

  it('imports into the entry only its own widgets, and into each chunk only that chunk’s', () => {
    const imported = (source: string) => [...source.matchAll(/from "\.\/widgets\/([a-z0-9-]+)\/index\.ts"/g)].map((match) => match[1]);
    expect(imported(entryWidgetsModule(table, root))).toEqual(['buy-button', 'cart-counter', 'favourite', 'favourites-counter', 'price', 'size-picker']);
    expect(imported(chunkWidgetsModule(table, 'cart', root))).toEqual(['cart-remove', 'mini-cart', 'single-basket']);
    // Relative to the project: the generated sources land in the source maps, the same on every machine.
    expect(entryWidgetsModule(table, root)).not.toContain(root);
  });

  it('reads an empty table as no lazy widgets', () => {
    expect(readLazyWidgets('')).toEqual([]);
  });
});
