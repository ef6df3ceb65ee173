// Types for scripts/build/output.mjs.
export declare const MAPS_FOLDER: string;
export declare function nameHash(bytes: Uint8Array): string;
export declare function compress(bytes: Uint8Array): { gzip: Buffer; brotli: Buffer };
export declare function portableMap(mapText: string, where: { root: string; dist: string }): string;
