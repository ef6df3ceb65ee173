// "No import runs from a lower layer to a higher one": the runtime knows nothing of actions or
// widgets, actions nothing of the UI, so a new widget cannot tie the layers into a knot.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// vitest runs from the project's root (happy-dom gives import.meta.url no file: scheme).
const root = process.cwd();

/** Lowest first. A file may import (at run time) only from its own layer or a lower one. */
const LAYERS: readonly (readonly string[])[] = [
  ['shared/browser', 'shared/context', 'shared/i18n', 'shared/log', 'shared/store', 'shared/events'],
  ['shared/forms'],
  ['shared/runtime'],
  ['shared/api'],
  ['shared/analytics'],
  ['shared/actions'],
  ['shared/ui'],
  ['widgets'],
  ['shared/page'],
  ['entry.ts'],
];

function layerOf(file: string): number {
  const relative = path.relative(root, file).split(path.sep).join('/');
  const index = LAYERS.findIndex((folders) => folders.some((folder) => relative === folder || relative.startsWith(`${folder}/`)));
  if (index < 0) throw new Error(`${relative} is in no layer: add its folder to LAYERS`);
  return index;
}

function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Relative imports that exist at run time (not `import type`, not `export type`). */
function runtimeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of text.matchAll(/^(import|export)\s+(type\s+)?[^;]*?from\s+'(\.[^']+)'/gms)) {
    if (match[2]) continue;
    found.push(path.resolve(path.dirname(file), match[3]!));
  }
  return found;
}

describe('layers', () => {
  const files = [...sources(path.join(root, 'shared')), ...sources(path.join(root, 'widgets')), path.join(root, 'entry.ts')];

  it('has every source file in a layer', () => {
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) expect(() => layerOf(file)).not.toThrow();
  });

  it('imports only from the same layer or below', () => {
    const upward: string[] = [];
    for (const file of files) {
      for (const target of runtimeImports(file)) {
        if (layerOf(target) > layerOf(file)) upward.push(`${path.relative(root, file)} → ${path.relative(root, target)}`);
      }
    }
    expect(upward).toEqual([]);
  });

  it('keeps the runtime generic: its code (comments aside) names no panel, cart or favourite, and only boot reads the store (for the public API)', () => {
    const runtime = sources(path.join(root, 'shared/runtime'));
    const shopWords: string[] = [];
    const storeReaders: string[] = [];
    for (const file of runtime) {
      const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      if (/panel|cart|favourite/i.test(code)) shopWords.push(path.relative(root, file));
      if (runtimeImports(file).some((target) => path.relative(root, target).startsWith('shared/store'))) storeReaders.push(path.basename(file));
    }
    expect(shopWords).toEqual([]);
    expect(storeReaders).toEqual(['boot.ts']);
  });

  it('keeps every runtime file small enough to read in one go (one part, one job)', () => {
    const long = sources(path.join(root, 'shared/runtime'))
      .map((file) => [path.basename(file), readFileSync(file, 'utf8').split('\n').length] as const)
      .filter(([, lines]) => lines > 225);
    expect(long).toEqual([]);
  });
});
