// @vitest-environment node
// How a built file lands in dist/ (scripts/build/output.mjs) and the template snippet
// (scripts/build/manifest.mjs): hashed names, maps without the build folder, linked only on request.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { snippet, type Manifest } from '../../../scripts/build/manifest.mjs';
import { nameHash, portableMap, shrink, writeScript, writeStylesheet } from '../../../scripts/build/output.mjs';

const root = '/home/ci/checkouts/shop-widgets';
const dist = `${root}/dist`;

function esbuildOutput(js: string, sources: string[], sourcesContent: string[]) {
  const map = JSON.stringify({ version: 3, sources, sourcesContent, mappings: 'AAAA', names: [] });
  return [
    { path: `${dist}/x.min.js.map`, text: map, contents: Buffer.from(map) },
    { path: `${dist}/x.min.js`, text: js, contents: Buffer.from(js) },
  ];
}

describe('portableMap', () => {
  it("names sources relative to dist/maps/ and the build's virtual modules relative to the project", () => {
    const map = JSON.parse(
      portableMap(JSON.stringify({ version: 3, sources: ['../shared/a.ts', 'shop-widgets-shared:/home/ci/checkouts/shop-widgets/shared/b.ts.from-entry', 'shop-widgets-chunk:cart'], mappings: '' }), {
        root,
        dist,
      }),
    ) as { sources: string[] };
    expect(map.sources).toEqual(['../../shared/a.ts', 'shop-widgets-shared:shared/b.ts.from-entry', 'shop-widgets-chunk:cart']);
  });

  it('refuses a map that still names the build folder (in a generated source, say)', () => {
    const text = JSON.stringify({ version: 3, sources: ['x'], sourcesContent: [`import "${root}/shared/a.ts";`], mappings: '' });
    expect(() => portableMap(text, { root, dist })).toThrow('still names the build folder');
  });
});

describe('writeScript and writeStylesheet', () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'shop-widgets-output-'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  /** What esbuild wrote; Terser's pass makes it `self.a=2;`. */
  const SCRIPT = 'self.a=1+1;\n';
  const SHRUNK = 'self.a=2;';
  const output = () => esbuildOutput(SCRIPT, ['../shared/a.ts'], ['export {};']);

  it('writes the script under its hash with .gz and .br of the same bytes, and its map under its own hash, unlinked', async () => {
    const file = await writeScript(output(), { base: 'shop-widgets-1.0.0.cart', root, dist: folder, linkMaps: false });
    const bytes = readFileSync(path.join(folder, file.name));
    expect(file.name).toBe(`shop-widgets-1.0.0.cart.${nameHash(bytes)}.min.js`);
    expect(bytes.toString()).toBe(SHRUNK);
    expect(gunzipSync(readFileSync(path.join(folder, `${file.name}.gz`))).equals(bytes)).toBe(true);
    expect(brotliDecompressSync(readFileSync(path.join(folder, `${file.name}.br`))).equals(bytes)).toBe(true);
    expect(file).toMatchObject({ gzip: readFileSync(path.join(folder, `${file.name}.gz`)).length, brotli: readFileSync(path.join(folder, `${file.name}.br`)).length });
    const map = readFileSync(path.join(folder, file.map));
    expect(file.map).toBe(`maps/shop-widgets-1.0.0.cart.${nameHash(map)}.min.js.map`);
    expect(JSON.parse(map.toString())).toMatchObject({ sources: ['../../shared/a.ts'], sourcesContent: ['export {};'] });
  });

  it('with linkMaps the script names its map, so it gets another name', async () => {
    const plain = await writeScript(output(), { base: 'b', root, dist: folder, linkMaps: false });
    const linked = await writeScript(output(), { base: 'b', root, dist: folder, linkMaps: true });
    expect(linked.map).toBe(plain.map);
    expect(readFileSync(path.join(folder, linked.name), 'utf8')).toBe(`${SHRUNK}\n//# sourceMappingURL=${plain.map}\n`);
    expect(linked.name).not.toBe(plain.name);
  });

  it('a map that changes alone (a comment in a source) gets a new name; the script keeps its own', async () => {
    const first = await writeScript(output(), { base: 'b', root, dist: folder, linkMaps: false });
    const second = await writeScript(esbuildOutput(SCRIPT, ['../shared/a.ts'], ['// why\nexport {};']), { base: 'b', root, dist: folder, linkMaps: false });
    expect(second.name).toBe(first.name);
    expect(second.map).not.toBe(first.map);
  });

  it("shrink: Terser's pass keeps what the code does, and its map still leads to the sources with their text", async () => {
    const code = 'var o={};function add(first,second){return first+second}o.sum=add(1,2);self.o=o;\n';
    const map = JSON.stringify({ version: 3, sources: ['../shared/sum.ts'], sourcesContent: ['export const sum = 1 + 2;'], mappings: 'AAAA', names: [] });
    const shrunk = await shrink(code, map);
    expect(shrunk.code.length).toBeLessThan(code.length);
    const scope: { self: { o?: { sum: number } } } = { self: {} };
    new Function('self', shrunk.code)(scope.self);
    expect(scope.self.o).toEqual({ sum: 3 });
    expect(JSON.parse(shrunk.map)).toMatchObject({ sources: ['../shared/sum.ts'], sourcesContent: ['export const sum = 1 + 2;'] });
  });

  it('writes the stylesheet under its hash with .gz and .br', async () => {
    const css = ':where(.a){color:red}\n';
    const file = await writeStylesheet([{ path: `${dist}/x.css`, text: css, contents: Buffer.from(css) }], { base: 'shop-widgets-1.0.0', dist: folder });
    expect(file.name).toBe(`shop-widgets-1.0.0.${nameHash(Buffer.from(css))}.min.css`);
    expect(readFileSync(path.join(folder, `${file.name}.gz`)).length).toBe(file.gzip);
    expect(readFileSync(path.join(folder, `${file.name}.br`)).length).toBe(file.brotli);
  });
});

describe('snippet', () => {
  const manifest: Manifest = {
    version: '1.0.0',
    files: [
      { logical: 'shop-widgets.min.js', name: 'shop-widgets-1.0.0.AAAAAAAA.min.js', kind: 'script', build: 'preact', version: '1.0.0', bytes: 1, gzip: 1, brotli: 1, integrity: 'sha384-p' },
      { logical: 'shop-widgets.cart.min.js', name: 'shop-widgets-1.0.0.cart.BBBBBBBB.min.js', kind: 'chunk', build: 'preact', chunk: 'cart', version: '1.0.0', bytes: 1, gzip: 1, brotli: 1, integrity: 'sha256-c' },
      { logical: 'shop-widgets-react.min.js', name: 'shop-widgets-react-1.0.0.CCCCCCCC.min.js', kind: 'script', build: 'react', version: '1.0.0', bytes: 1, gzip: 1, brotli: 1, integrity: 'sha384-r' },
      { logical: 'shop-widgets.min.css', name: 'shop-widgets-1.0.0.DDDDDDDD.min.css', kind: 'stylesheet', version: '1.0.0', bytes: 1, gzip: 1, brotli: 1, integrity: 'sha384-s' },
    ],
  };

  it('gives the stylesheet and the entry of one build (no chunk: the entry finds them), under the base given', () => {
    expect(snippet(manifest, 'preact', 'https://cdn.example/shop-widgets')).toBe(
      [
        '<!-- shop-widgets 1.0.0, preact build: from dist/manifest.json -->',
        '<link rel="stylesheet" href="https://cdn.example/shop-widgets/shop-widgets-1.0.0.DDDDDDDD.min.css" integrity="sha384-s" crossorigin="anonymous">',
        '<script defer src="https://cdn.example/shop-widgets/shop-widgets-1.0.0.AAAAAAAA.min.js" integrity="sha384-p" crossorigin="anonymous"></script>',
        '',
      ].join('\n'),
    );
    expect(snippet(manifest, 'react', '/dist/')).toContain('<script defer src="/dist/shop-widgets-react-1.0.0.CCCCCCCC.min.js" integrity="sha384-r"');
  });
});
