// The virtual module build.mjs generates for the entry (scripts/build/chunks.mjs).
declare module 'shop-widgets:chunk-host' {
  import type { ChunkFile } from './shared/runtime/chunkLoader.ts';
  /** The modules the entry shares with its chunks, in the build's order. */
  export const chunkModules: unknown[];
  /** Each chunk's file beside the entry and its integrity hash. */
  export const chunkFiles: Readonly<Record<string, ChunkFile>>;
}
