import { chunkFiles, chunkModules, chunkPrefix } from 'shop-widgets:chunk-host';
import { pageWiring } from './shared/page/pageWiring.ts';
import { boot, Registry } from './shared/runtime/index.ts';
import { entryWidgets, lazyWidgets } from 'shop-widgets:widgets';

declare const __VERSION__: string;
declare const __BUILD__: 'preact' | 'react';
declare const __CHUNK_HOST__: string;

const registry = new Registry();
for (const widget of entryWidgets) registry.register(widget);
for (const widget of lazyWidgets) registry.registerLazy(widget);

// Read while this file runs: afterwards document.currentScript is another script or null.
const self = document.currentScript;
const entryUrl = self instanceof HTMLScriptElement && self.src ? self.src : null;

boot({
  registry,
  page: pageWiring,
  version: __VERSION__,
  build: __BUILD__,
  chunks: { files: chunkFiles, prefix: chunkPrefix, modules: chunkModules, hostKey: __CHUNK_HOST__, entryUrl },
});
