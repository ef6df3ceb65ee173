// @vitest-environment node
// Issue 30: one URL, one content. Two checkouts in two folders build byte-identical files and
// maps; a one-byte change in one chunk's source renames that chunk and the entries that carry its
// hash, and nothing else. Runs the real build (node build.mjs) three times.
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../../', import.meta.url));
/** What the build reads from a checkout (package.json for the version, tsconfig.json for esbuild). */
const SOURCES = ['build.mjs', 'entry.ts', 'package.json', 'tsconfig.json', 'scripts', 'shared', 'widgets'];
/** The one-byte change: a class name only the look chunk carries. */
const CHANGED_FILE = 'widgets/look/LookFavourite.tsx';
const BEFORE = "'fav is-active'";
const AFTER = "'fav is-activE'";

/** `names` and the packages they depend on, as installed at the top of node_modules. */
function withDependencies(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const manifest = JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
    for (const dependency of Object.keys(manifest.dependencies ?? {})) visit(dependency);
  };
  for (const name of names) visit(name);
  return [...seen];
}

/** The packages the bundles take code from, with theirs: copied, so their paths lie inside the checkout. */
function bundledPackages(): string[] {
  const own = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  return withDependencies(Object.keys(own.dependencies));
}

/** The tools the build runs, with theirs (not bundled: links to this checkout's copies are enough). */
const BUILD_TOOLS = ['esbuild', 'terser'];

/** A checkout of this project in `folder`, with what the build needs of node_modules. */
function checkout(folder: string): string {
  mkdirSync(folder, { recursive: true });
  for (const source of SOURCES) cpSync(path.join(root, source), path.join(folder, source), { recursive: true });
  for (const name of bundledPackages()) cpSync(path.join(root, 'node_modules', name), path.join(folder, 'node_modules', name), { recursive: true, dereference: true });
  for (const name of withDependencies(BUILD_TOOLS)) {
    mkdirSync(path.dirname(path.join(folder, 'node_modules', name)), { recursive: true });
    symlinkSync(path.join(root, 'node_modules', name), path.join(folder, 'node_modules', name));
  }
  // esbuild's binary comes in a package for this platform, an optional dependency.
  mkdirSync(path.join(folder, 'node_modules/@esbuild'), { recursive: true });
  for (const platform of readdirSync(path.join(root, 'node_modules/@esbuild'))) {
    symlinkSync(path.join(root, 'node_modules/@esbuild', platform), path.join(folder, 'node_modules/@esbuild', platform));
  }
  return folder;
}

/** Another machine, as far as one process can tell: the locale (Czech sorts "ch" after "h") and the time zone. */
const ELSEWHERE = { LANG: 'cs_CZ.UTF-8', LC_ALL: 'cs_CZ.UTF-8', TZ: 'Pacific/Chatham' };

async function buildIn(folder: string, env: Record<string, string> = {}): Promise<Map<string, Buffer>> {
  await run(process.execPath, ['build.mjs'], { cwd: folder, maxBuffer: 16 * 1024 * 1024, env: { ...process.env, ...env } });
  const files = new Map<string, Buffer>();
  const dist = path.join(folder, 'dist');
  for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.relative(dist, path.join(entry.parentPath, entry.name));
    files.set(file, readFileSync(path.join(dist, file)));
  }
  return files;
}

/** Hashed names only: manifest.json and the snippets keep their names and say what changed. */
const hashed = (files: Map<string, Buffer>) => [...files.keys()].filter((file) => !/^(manifest\.json|snippet(\.react)?\.html)$/.test(file)).sort();

describe('the build, from two checkouts (two folders, locales and time zones)', () => {
  let scratch: string;
  let first: Map<string, Buffer>;
  let second: Map<string, Buffer>;
  let changed: Map<string, Buffer>;

  beforeAll(async () => {
    scratch = mkdtempSync(path.join(tmpdir(), 'shop-widgets-build-'));
    const a = checkout(path.join(scratch, 'a'));
    const b = checkout(path.join(scratch, 'elsewhere/deeper/b-checkout'));
    [first, second] = await Promise.all([buildIn(a, { LANG: 'C.UTF-8', LC_ALL: 'C.UTF-8', TZ: 'UTC' }), buildIn(b, ELSEWHERE)]);
    const source = readFileSync(path.join(b, CHANGED_FILE), 'utf8');
    if (source.split(BEFORE).length !== 2) throw new Error(`${CHANGED_FILE} no longer has ${BEFORE} once: pick another one-byte change`);
    writeFileSync(path.join(b, CHANGED_FILE), source.replace(BEFORE, AFTER));
    changed = await buildIn(b, ELSEWHERE);
  }, 300_000);

  afterAll(() => {
    if (scratch && existsSync(scratch)) rmSync(scratch, { recursive: true, force: true });
  });

  it('gives byte-identical files and maps, with no trace of either folder', () => {
    expect([...second.keys()].sort()).toEqual([...first.keys()].sort());
    for (const [file, bytes] of first) expect(second.get(file)!.equals(bytes), file).toBe(true);
    for (const [file, bytes] of second) {
      expect(bytes.includes('elsewhere/deeper'), file).toBe(false);
      expect(bytes.includes(scratch), file).toBe(false);
    }
    // Every script, stylesheet and map, with both compressions beside every script and stylesheet.
    const names = hashed(first);
    expect(names.filter((file) => file.startsWith('maps/')).length).toBe(names.filter((file) => file.endsWith('.min.js')).length);
    for (const file of names.filter((name) => /\.min\.(js|css)$/.test(name))) {
      expect(first.has(`${file}.gz`) && first.has(`${file}.br`), file).toBe(true);
    }
    // No script links its map unless asked to (node build.mjs --link-maps).
    for (const file of names.filter((name) => name.endsWith('.min.js'))) expect(first.get(file)!.includes('sourceMappingURL'), file).toBe(false);
  });

  it('puts code where a page fetches it: the modal in the dialog chunk, not the page chunk; a chunk\'s messages in that chunk, not the entry', () => {
    const text = (pattern: RegExp) => {
      const names = hashed(first).filter((file) => pattern.test(file));
      expect(names, String(pattern)).toHaveLength(1);
      return first.get(names[0]!)!.toString('utf8');
    };
    for (const build of ['shop-widgets', 'shop-widgets-react']) {
      const at = (chunk: string) => text(new RegExp(`^${build}-[\\d.]+\\.${chunk}[\\w-]{8}\\.min\\.js$`));
      // The page chunk, fetched before input on every page, asks for the dialogs on demand.
      expect(at('dialog\\.')).toContain('shop-dialog__box');
      expect(at('page\\.')).not.toContain('shop-dialog__box');
      expect(at('common\\.')).toContain('shop-confirm__yes');
      // The favourites page's failure message ships in its chunk only (messages/favouritesPage.ts).
      expect(at('favourites\\.')).toContain('Не удалось очистить избранное');
      expect(at('')).not.toContain('Не удалось очистить избранное');
    }
  });

  it('renames after a one-byte change exactly the files whose bytes changed: that chunk and the entry that carries its hash, with their maps', () => {
    const before = new Set(hashed(second));
    const after = new Set(hashed(changed));
    const gone = [...before].filter((file) => !after.has(file));
    const added = [...after].filter((file) => !before.has(file));
    const kinds = (files: string[]) => files.map((file) => file.replace(/\.[\w-]{8}\.min\./, '.<hash>.min.')).sort();
    // The entry's map changes with it: the chunk table the build generates for the entry (hashes
    // included) is one of the map's sources.
    const expected = [
      'maps/shop-widgets-0.1.0.<hash>.min.js.map',
      'maps/shop-widgets-0.1.0.look.<hash>.min.js.map',
      'maps/shop-widgets-react-0.1.0.<hash>.min.js.map',
      'maps/shop-widgets-react-0.1.0.look.<hash>.min.js.map',
      ...['shop-widgets-0.1.0', 'shop-widgets-0.1.0.look', 'shop-widgets-react-0.1.0', 'shop-widgets-react-0.1.0.look'].flatMap((base) =>
        ['', '.br', '.gz'].map((suffix) => `${base}.<hash>.min.js${suffix}`),
      ),
    ];
    const version = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }).version;
    const withVersion = expected.map((file) => file.split('0.1.0').join(version)).sort();
    expect(kinds(gone)).toEqual(withVersion);
    expect(kinds(added)).toEqual(withVersion);
    // What kept its name kept its bytes.
    for (const file of after) if (before.has(file)) expect(changed.get(file)!.equals(second.get(file)!), file).toBe(true);
  });
});
