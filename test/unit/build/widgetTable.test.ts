// @vitest-environment node
// The widget table the build derives from the widgets' own definitions (scripts/build/widgetTable.mjs):
// what the entry ships, what it knows of the chunks' widgets, and each chunk's module.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { chunkNames, chunkWidgetsModule, entryWidgetsModule, readWidgetTable, type WidgetRow } from '../../../scripts/build/widgetTable.mjs';
import { readLazyWidgets } from '../../../shared/runtime/lazyWidgets.ts';
import { EXTERNAL_CALL } from '../../../shared/browser/externalCall.ts';
import { FIRST_ACTION } from '../../../shared/browser/firstAction.ts';
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

  it('leaves in the entry what a listing needs to be interactive, and the rest in nine chunks', () => {
    expect(table.filter((row) => row.chunk === null).map((row) => row.name)).toEqual(['buy-button', 'cart-counter', 'favourite', 'favourites-counter', 'price', 'size-picker']);
    expect(chunkNames(table)).toEqual(['cart', 'countdown', 'discovery', 'favourites', 'forms', 'look', 'new-arrivals', 'page', 'quick-view', 'tools', 'video']);
  });

  const mountOf = (name: string) => table.find((row) => row.name === name)?.defaultMount;
  const chunkOf = (name: string) => table.find((row) => row.name === name)?.chunk;

  it('a widget that only matters once the shopper reaches for it waits for that: its chunk comes on intent', () => {
    const onIntent = ['panel-trigger', 'image-search', 'lang-switch', 'currency-switch', 'sort-popup', 'promo-code', 'messenger-toggle', 'live-chat', 'quick-view', 'tooltip', 'gift-form', 'recall', 'mini-cart', 'single-basket', 'cart-remove', 'phone', 'input-filter'];
    for (const name of onIntent) expect([name, mountOf(name)]).toEqual([name, 'interaction']);
  });

  it('what runs without input is eager, in the small chunks a page fetches at idle: the page chunk on every page, the showcase widgets each where it is', () => {
    // One chunk each: the home and content pages have a countdown, the new arrivals page its popup.
    const quiet = { page: ['auth-panel', 'favourites-panel', 'search', 'promo-banner', 'cookie-notice', 'a2hs-hint', 'messenger-invite'], countdown: ['countdown'], 'new-arrivals': ['new-arrivals'] };
    for (const [chunk, names] of Object.entries(quiet)) {
      expect(table.filter((row) => row.chunk === chunk).map((row) => row.name).sort()).toEqual([...names].sort());
      for (const name of names) expect([name, mountOf(name)]).toEqual([name, 'eager']);
    }
    // A chunk a page fetches at idle holds no widget that waits for intent (it would be fetched early).
    for (const name of ['panel-trigger', 'promo-code', 'tooltip']) expect(['page', 'countdown', 'new-arrivals']).not.toContain(chunkOf(name));
  });

  it('the videos wait for the first action: a chunk of their own, on intent or woken by that action', () => {
    expect(table.filter((row) => row.chunk === 'video').map((row) => row.name)).toEqual(['video']);
    expect(mountOf('video')).toBe('interaction');
    expect(table.find((row) => row.name === 'video')!.claims).toBe(FIRST_ACTION);
  });

  it('claims panels, each by one widget, the external call and the first action: an early open, ?action=external_call or that action waits for that chunk', () => {
    const claims = table.filter((row) => row.claims !== null).map((row) => [row.name, row.claims]);
    expect(claims).toEqual([
      ['mini-cart', 'cart'],
      ['recall', EXTERNAL_CALL],
      ['single-basket', 'single-basket'],
      ['video', FIRST_ACTION],
    ]);
    for (const [, claim] of claims) expect(isPanelName(claim!) || claim === EXTERNAL_CALL || claim === FIRST_ACTION).toBe(true);
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
