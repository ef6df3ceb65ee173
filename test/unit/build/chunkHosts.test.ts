// @vitest-environment node
// Which shared modules the build may host in the page or common chunk (scripts/build/chunks.mjs):
// an index that only re-exports, and a message table, are left to each chunk that uses them.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hostFor, isReExportOnly, partName } from '../../../scripts/build/chunks.mjs';

const root = process.cwd();
const at = (file: string) => path.join(root, file);

function tempModule(source: string, name = 'module.ts'): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'hosts-')), name);
  writeFileSync(file, source);
  return file;
}

describe('where a shared module is hosted', () => {
  it('the project\'s indexes only re-export, whatever their comments and type exports', async () => {
    for (const index of ['shared/api/index.ts', 'shared/runtime/index.ts', 'shared/i18n/index.ts']) {
      expect(await isReExportOnly(at(index)), index).toBe(true);
    }
  });

  it('a module with code of its own, or a library, is not an index', async () => {
    expect(await isReExportOnly(at('shared/ui/focus.ts'))).toBe(false);
    expect(await isReExportOnly(at('node_modules/js-cookie/dist/js.cookie.mjs'))).toBe(false);
    expect(await isReExportOnly(tempModule("export * from './a.ts';\nexport const b = 1;\n"))).toBe(false);
    expect(await isReExportOnly(tempModule("export * from './a.ts';\nexport * as c from './c.ts';\nexport { d as e } from './d.ts';\n"))).toBe(true);
    // A re-export that runs something first is code.
    expect(await isReExportOnly(tempModule("import './setup.ts';\nexport { a } from './a.ts';\n"))).toBe(false);
  });

  it('a module a quiet chunk uses goes to the page chunk, one only others use to the common chunk', async () => {
    expect(await hostFor(at('shared/ui/Dialog.tsx'), root, true)).toBe('page');
    expect(await hostFor(at('shared/ui/dropdown.ts'), root, false)).toBe('common');
    expect(await hostFor(at('shared/api/index.ts'), root, true)).toBeNull();
    expect(await hostFor(at('shared/api/index.ts'), root, false)).toBeNull();
  });

  it('a message table a quiet chunk uses is left to each chunk; one only others use goes to the common chunk', async () => {
    expect(await hostFor(at('shared/i18n/messages/promo.ts'), root, true)).toBeNull();
    expect(await hostFor(at('shared/i18n/messages/progress.ts'), root, false)).toBe('common');
  });
});

describe('a part\'s chunk name', () => {
  it('is its folder and file under widgets/, in plain words', () => {
    expect(partName(at('widgets/search/Autocomplete.tsx'), root)).toBe('search-autocomplete');
    expect(partName(at('widgets/quick-view/galleryPart.ts'), root)).toBe('quick-view-gallery-part');
    expect(partName(at('shared/ui/bigThing.ts'), root)).toBe('shared-ui-big-thing');
  });

  it('refuses a file whose name cannot make one', () => {
    expect(() => partName(at('widgets/search/9lives.ts'), root)).not.toThrow();
    expect(() => partName(at('widgets/search/auto_complete.ts'), root)).toThrow('a part\'s file name must make a plain chunk name');
  });
});
