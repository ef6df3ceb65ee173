import { describe, expect, it, vi } from 'vitest';
import { loadPart } from '../../../shared/runtime/parts.ts';

/** What the build puts where a part's import() was (scripts/build/chunks.mjs): its load asks the chunk host. */
function stubOf(load: () => Promise<unknown>) {
  return { shopWidgetsPart: 'search-autocomplete', loadPart: load };
}

describe('parts', () => {
  it('unbuilt, the import is the module itself', async () => {
    const module = { Autocomplete: () => null };
    await expect(loadPart(() => Promise.resolve(module))).resolves.toBe(module);
  });

  it('built, the stub loads its chunk and gives the module from its place in the table', async () => {
    const module = { Autocomplete: () => null };
    const load = vi.fn(() => Promise.resolve(module));
    await expect(loadPart(() => Promise.resolve(stubOf(load)))).resolves.toBe(module);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a chunk that cannot be had rejects, and the next call asks again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('the file did not load')).mockResolvedValueOnce('module');
    await expect(loadPart(() => Promise.resolve(stubOf(load)))).rejects.toThrow('the file did not load');
    await expect(loadPart(() => Promise.resolve(stubOf(load)))).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
