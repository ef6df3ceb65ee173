// Types for the parts of scripts/build/chunks.mjs that tests use.
export declare const COMMON_CHUNK: 'common';
export declare const PAGE_CHUNK: 'page';
export declare function hostFor(file: string, root: string, usedByQuiet: boolean): Promise<'page' | 'common' | null>;
export declare function isReExportOnly(file: string): Promise<boolean>;
export declare function partName(file: string, root: string): string;
