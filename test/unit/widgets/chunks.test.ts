import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import cart from '../../../widgets/chunks/cart.ts';
import chrome from '../../../widgets/chunks/chrome.ts';
import discovery from '../../../widgets/chunks/discovery.ts';
import favourites from '../../../widgets/chunks/favourites.ts';
import forms from '../../../widgets/chunks/forms.ts';
import look from '../../../widgets/chunks/look.ts';
import quickView from '../../../widgets/chunks/quick-view.ts';
import { entryWidgets } from '../../../widgets/entryWidgets.ts';
import { widgets } from '../../../widgets/index.ts';
import { lazyWidgets } from '../../../widgets/lazyWidgets.ts';

const chunks: Record<string, { name: string; defaultMount: string }[]> = { cart, chrome, discovery, favourites, forms, look, 'quick-view': quickView };

describe('entry and chunks', () => {
  it('every chunk source is known here (the build takes every file in widgets/chunks/)', () => {
    const files = readdirSync(path.join(process.cwd(), 'widgets/chunks')).map((file) => file.replace(/\.ts$/, ''));
    expect(files.sort()).toEqual(Object.keys(chunks).sort());
  });

  it("the entry's table of chunk widgets says what the chunks define: name, chunk and default mount", () => {
    const fromChunks = Object.entries(chunks).flatMap(([chunk, defined]) => defined.map((widget) => ({ name: widget.name, chunk, defaultMount: widget.defaultMount })));
    expect(lazyWidgets.map(({ name, chunk, defaultMount }) => ({ name, chunk, defaultMount })).sort((a, b) => a.name.localeCompare(b.name))).toEqual(
      fromChunks.sort((a, b) => a.name.localeCompare(b.name)),
    );
  });

  it('every widget ships exactly once: in the entry or in one chunk', () => {
    const names = [...entryWidgets.map((widget) => widget.name), ...lazyWidgets.map((widget) => widget.name)];
    expect(new Set(names).size).toBe(names.length);
    expect(names.sort()).toEqual(widgets.map((widget) => widget.name).sort());
  });

  it('the entry holds what a listing needs to be interactive', () => {
    expect(entryWidgets.map((widget) => widget.name).sort()).toEqual(['buy-button', 'cart-counter', 'favourite', 'favourites-counter', 'price', 'size-picker']);
  });

  it('the panels the chunk widgets render are declared, so an early open waits for the chunk', () => {
    expect(lazyWidgets.filter((widget) => widget.panel).map((widget) => [widget.name, widget.panel])).toEqual([
      ['mini-cart', 'cart'],
      ['single-basket', 'single-basket'],
    ]);
  });
});
