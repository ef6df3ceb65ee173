/**
 * Which of the bundle's files a page fetched, and what they weigh: each fetched URL matched by file
 * name to dist/manifest.json (a retry's `?attempt=2` is the same file), counted once, at its
 * manifest gzip size. A `.js` under the dist path that the manifest does not know is an error: the
 * figures would be wrong.
 */
export interface ManifestFile {
  name: string;
  kind: string;
  build?: string;
  chunk?: string;
  gzip: number;
}

export interface FetchedScripts {
  /** The build's entry and chunks fetched, by chunk name ('entry' for the entry). */
  files: string[];
  gzip: number;
}

export class UnknownScriptError extends Error {}

/** The file name of a URL under `distPath` ('/dist/'), or null for any other URL. */
export function distFileOf(url: string, distPath: string): string | null {
  const { pathname } = new URL(url);
  if (!pathname.startsWith(distPath)) return null;
  const name = pathname.slice(distPath.length);
  return name.endsWith('.js') ? name : null;
}

export function fetchedScripts(urls: Iterable<string>, manifest: readonly ManifestFile[], distPath: string): FetchedScripts {
  const byName = new Map(manifest.filter((file) => file.kind === 'script' || file.kind === 'chunk').map((file) => [file.name, file]));
  const seen = new Map<string, ManifestFile>();
  for (const url of urls) {
    const name = distFileOf(url, distPath);
    if (name === null) continue;
    const file = byName.get(name);
    if (!file) throw new UnknownScriptError(`${name} is fetched but not in dist/manifest.json: rebuild (npm run build)`);
    seen.set(name, file);
  }
  const files = [...seen.values()];
  return { files: files.map((file) => file.chunk ?? 'entry').sort(byEntryFirst), gzip: files.reduce((sum, file) => sum + file.gzip, 0) };
}

function byEntryFirst(a: string, b: string): number {
  if (a === b) return 0;
  if (a === 'entry') return -1;
  if (b === 'entry') return 1;
  return a < b ? -1 : 1;
}
