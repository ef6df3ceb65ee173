import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_DEADLINE_MS, whenIdle } from '../../../shared/browser/whenIdle.ts';

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('asks for an idle callback with the 2 s deadline, or the one given, and cancels it', () => {
    const idle: { run: () => void; timeout: number | undefined }[] = [];
    const cancelled: number[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void, options?: IdleRequestOptions) => idle.push({ run, timeout: options?.timeout }));
    vi.stubGlobal('cancelIdleCallback', (handle: number) => cancelled.push(handle));
    const run = vi.fn();
    whenIdle(run);
    const cancel = whenIdle(run, 200);
    expect(idle.map((request) => request.timeout)).toEqual([IDLE_DEADLINE_MS, 200]);
    expect(IDLE_DEADLINE_MS).toBe(2000);
    cancel();
    expect(cancelled).toEqual([2]);
    idle[0]!.run();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('without requestIdleCallback (Safari) runs in a task of its own, unless cancelled first', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const run = vi.fn();
    const kept = vi.fn();
    whenIdle(kept);
    whenIdle(run)();
    expect(kept).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(kept).toHaveBeenCalledTimes(1);
    expect(run).not.toHaveBeenCalled();
  });
});
