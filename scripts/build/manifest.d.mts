// Types for scripts/build/manifest.mjs (plain JavaScript: build.mjs runs without a TypeScript loader).
export declare function integrityOf(bytes: Uint8Array, kind?: 'script' | 'chunk' | 'stylesheet'): string;
export interface ManifestFile {
  logical: string;
  name: string;
  kind: 'script' | 'chunk' | 'stylesheet';
  build?: 'preact' | 'react';
  chunk?: string;
  needs?: string[];
  version: string;
  bytes: number;
  gzip: number;
  brotli: number;
  integrity: string;
  map?: string;
}
export interface Manifest {
  version: string;
  files: ManifestFile[];
}
export declare function writeManifest(dist: string, version: string, entries: readonly object[]): Promise<Manifest>;
export declare function snippet(manifest: Manifest, build: 'preact' | 'react', base: string): string;
export declare function writeSnippets(dist: string, manifest: Manifest, base: string): Promise<void>;
