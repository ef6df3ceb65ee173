import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefersReducedMotion } from '../../../shared/browser/motion.ts';

describe('prefersReducedMotion', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('follows the prefers-reduced-motion query', () => {
    const matchMedia = vi.fn((query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
    vi.stubGlobal('matchMedia', matchMedia);
    expect(prefersReducedMotion()).toBe(true);
    expect(matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    expect(prefersReducedMotion()).toBe(false);
  });

  it('counts an unknown answer as no: no matchMedia, or one that throws', () => {
    vi.stubGlobal('matchMedia', undefined);
    expect(prefersReducedMotion()).toBe(false);
    vi.stubGlobal('matchMedia', () => {
      throw new Error('not supported');
    });
    expect(prefersReducedMotion()).toBe(false);
  });
});
