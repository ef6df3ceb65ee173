// Types for scripts/build/output.mjs.
export declare const MAPS_FOLDER: string;
export declare function nameHash(bytes: Uint8Array): string;
export declare function compress(bytes: Uint8Array): { gzip: Buffer; brotli: Buffer };
export declare function portableMap(mapText: string, where: { root: string; dist: string }): string;
export declare function shrink(code: string, mapText: string): Promise<{ code: string; map: string }>;
interface EsbuildOutputFile {
  path: string;
  text: string;
  contents: Uint8Array;
}
export interface WrittenFile {
  name: string;
  bytes: Buffer;
  gzip: number;
  brotli: number;
}
export declare function writeScript(
  outputFiles: readonly EsbuildOutputFile[],
  where: { base: string; root: string; dist: string; linkMaps: boolean },
): Promise<WrittenFile & { map: string }>;
export declare function writeStylesheet(outputFiles: readonly EsbuildOutputFile[], where: { base: string; dist: string }): Promise<WrittenFile>;
