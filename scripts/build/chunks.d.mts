// Types for the parts of scripts/build/chunks.mjs that tests use.
export declare const COMMON_CHUNK: 'common';
export declare const PAGE_CHUNK: 'page';
export declare const DIALOG_CHUNK: 'dialog';
export declare const FIXED_HOSTS: Map<string, string>;
export declare function hostFor(file: string, root: string, usedByQuiet: boolean): Promise<'page' | 'common' | null>;
export declare function isMessageTable(file: string, root: string): boolean;
export declare function isReExportOnly(file: string): Promise<boolean>;
export declare function partName(file: string, root: string): string;
export declare function commonJsExportNames(paths: readonly string[]): Map<string, string[]>;
export declare function directNeeds(hosts: readonly string[], needsOf: (name: string) => readonly string[] | undefined): string[];
/** 'namespace': a module a module host holds whole, as an object by export name (FIXED_HOSTS). */
export type ModuleFormat = 'esm' | 'cjs' | 'namespace';
export interface SharedModulesOptions {
  entryInputs: Map<string, ModuleFormat>;
  usedShared: Map<string, ModuleFormat> | null;
  mode: 'find' | 'names' | 'final';
  exportsOf?: Map<string, string[]>;
  layout?: Map<string, { index: number; format: ModuleFormat; names: string[] }>;
  key: string;
  parts?: Set<string>;
  /** The module host of a file, for an import() of it (a stub naming that host). */
  hostOf?: (file: string) => string | undefined;
}
export declare function sharedModulesPlugin(options: SharedModulesOptions): import('esbuild').Plugin;
export declare const PART_HOSTS: Map<string, string>;
export declare function partChunk(file: string, root: string): string;
export declare function entryPartsPlugin(options: {
  layout: () => Map<string, { index: number; format: ModuleFormat; names: string[] }>;
  parts: Set<string>;
  key: string;
}): import('esbuild').Plugin;
export interface ChunkPlan {
  name: string;
  /** A part's own file (a chunk of its own). */
  part?: string;
  index?: number;
  names?: string[];
  /** Entry parts a widget chunk carries (PART_HOSTS). */
  carries?: Array<{ file: string; index?: number; names?: string[] }>;
}
export declare function chunkEntryPlugin(
  chunk: ChunkPlan,
  hosted?: Array<{ path: string; format: ModuleFormat; names: string[]; index: number }>,
): import('esbuild').Plugin;
export declare function keptReads<T>(metafile: import('esbuild').Metafile, reads: Map<string, T>): Map<string, T>;
