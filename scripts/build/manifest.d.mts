// Types for scripts/build/manifest.mjs (plain JavaScript: build.mjs runs without a TypeScript loader).
export declare function integrityOf(bytes: Uint8Array, kind?: 'script' | 'chunk' | 'stylesheet'): string;
export declare function writeManifest(dist: string, version: string, entries: readonly object[]): Promise<object[]>;
