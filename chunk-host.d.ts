// The virtual modules build.mjs generates for the entry (scripts/build/chunks.mjs, widgetTable.mjs).
declare module 'shop-widgets:chunk-host' {
  import type { ChunkFile } from './shared/runtime/chunkLoader.ts';
  /** The modules the entry shares with its chunks, in the build's order. */
  export const chunkModules: unknown[];
  /** Each chunk's integrity hash (its file name beside the entry carries the hash too). */
  export const chunkFiles: Readonly<Record<string, ChunkFile>>;
  /** The start of every chunk's file name: `shop-widgets-<version>` or `shop-widgets-react-<version>`. */
  export const chunkPrefix: string;
}

declare module 'shop-widgets:widgets' {
  import type { AnyWidget, LazyWidget } from './shared/runtime/registry.ts';
  /** The widgets whose definition names no chunk: they ship in the entry. */
  export const entryWidgets: AnyWidget[];
  /** The others, as the entry knows them until their chunk runs. */
  export const lazyWidgets: LazyWidget[];
}
