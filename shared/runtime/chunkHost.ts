import type { AnyWidget } from './registry.ts';

/**
 * What an entry puts on `window` for its own chunks, under a key naming its version and build:
 * the modules it shares with them (so a chunk carries no second preact, store or API) and the
 * function a chunk calls with its widgets.
 */
export interface ChunkHost {
  /** The entry fills the first places; the common chunk adds its modules after them. */
  readonly modules: unknown[];
  define(chunk: string, widgets: readonly AnyWidget[]): void;
  /**
   * A part's module (parts.ts): its chunk loaded (again after a failure: a shopper's use asks
   * anew), then the module read from `index` in the table.
   */
  part(chunk: string, index: number): Promise<unknown>;
}

export function installChunkHost(key: string, host: ChunkHost): void {
  // Not enumerable and not writable: page scripts iterating window never see or replace it.
  Object.defineProperty(window, key, { value: host, configurable: true, enumerable: false, writable: false });
}
