import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { remainingDelay } from '../../../shared/browser/remainingDelay.ts';

describe('remainingDelay', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 10_000 });
  });
  afterEach(() => vi.useRealTimers());

  it('is the whole delay from now, what is left of it from an earlier moment, and never below zero', () => {
    expect(remainingDelay(300, 10_000)).toBe(300);
    expect(remainingDelay(300, 9_880)).toBe(180);
    expect(remainingDelay(300, 9_700)).toBe(0);
    expect(remainingDelay(300, 1_000)).toBe(0);
  });

  it('follows the clock timers follow', () => {
    const since = Date.now();
    vi.advanceTimersByTime(250);
    expect(remainingDelay(400, since)).toBe(150);
  });
});
