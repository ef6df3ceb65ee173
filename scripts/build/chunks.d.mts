// Types for the parts of scripts/build/chunks.mjs that tests use.
export declare const COMMON_CHUNK: 'common';
export declare const PAGE_CHUNK: 'page';
export declare function hostFor(file: string, root: string, usedByQuiet: boolean): Promise<'page' | 'common' | null>;
export declare function isReExportOnly(file: string): Promise<boolean>;
export declare function partName(file: string, root: string): string;
export declare function commonJsExportNames(paths: readonly string[]): Map<string, string[]>;
export interface SharedModulesOptions {
  entryInputs: Map<string, 'esm' | 'cjs'>;
  usedShared: Map<string, 'esm' | 'cjs'> | null;
  mode: 'find' | 'names' | 'final';
  exportsOf?: Map<string, string[]>;
  layout?: Map<string, { index: number; format: 'esm' | 'cjs'; names: string[] }>;
  key: string;
  parts?: Set<string>;
}
export declare function sharedModulesPlugin(options: SharedModulesOptions): import('esbuild').Plugin;
