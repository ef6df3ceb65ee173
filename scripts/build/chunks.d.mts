// Types for the parts of scripts/build/chunks.mjs that tests use.
export declare const COMMON_CHUNK: 'common';
export declare const PAGE_CHUNK: 'page';
export declare function isNeverHosted(file: string, root: string): Promise<boolean>;
export declare function isReExportOnly(file: string): Promise<boolean>;
export declare function partName(file: string, root: string): string;
