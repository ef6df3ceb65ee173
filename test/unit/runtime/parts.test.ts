import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPart, setPartSource } from '../../../shared/runtime/parts.ts';

// What the build puts where a part's import() was (scripts/build/chunks.mjs).
const stub = { shopWidgetsPart: 'search-autocomplete', index: 7 };

describe('parts', () => {
  afterEach(() => setPartSource(null));

  it('unbuilt, the import is the module itself', async () => {
    const source = vi.fn();
    setPartSource(source);
    const module = { Autocomplete: () => null };
    await expect(loadPart(() => Promise.resolve(module))).resolves.toBe(module);
    expect(source).not.toHaveBeenCalled();
  });

  it('built, the stub\'s chunk is loaded and the module read from its place in the table', async () => {
    const module = { Autocomplete: () => null };
    const source = vi.fn(() => Promise.resolve(module));
    setPartSource(source);
    await expect(loadPart(() => Promise.resolve(stub))).resolves.toBe(module);
    expect(source).toHaveBeenCalledWith('search-autocomplete', 7);
  });

  it('a chunk that cannot be had rejects, and the next call asks again', async () => {
    const source = vi.fn().mockRejectedValueOnce(new Error('the file did not load')).mockResolvedValueOnce('module');
    setPartSource(source);
    await expect(loadPart(() => Promise.resolve(stub))).rejects.toThrow('the file did not load');
    await expect(loadPart(() => Promise.resolve(stub))).resolves.toBe('module');
    expect(source).toHaveBeenCalledTimes(2);
  });

  it('a stub on a page with no chunk host says so', async () => {
    await expect(loadPart(() => Promise.resolve(stub))).rejects.toThrow('part "search-autocomplete": no chunk host on this page');
  });
});
