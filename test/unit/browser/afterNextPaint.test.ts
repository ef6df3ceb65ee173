import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, IDLE_WAIT_MS } from '../../../shared/browser/afterNextPaint.ts';

describe('afterNextPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('runs in the first task after the next frame, not in that frame and not before it', () => {
    const run = vi.fn();
    afterNextPaint(run);
    vi.advanceTimersByTime(0);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    // The frame's animation-frame callbacks ran; the paint follows them, the run after that.
    expect(run).not.toHaveBeenCalled();
    // A 0 ms timer set inside a fake-timer callback is due 1 ms later (@sinonjs/fake-timers).
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('idle: after the frame, asks for an idle moment of at most IDLE_WAIT_MS', () => {
    const idleCallbacks: { callback: () => void; timeout: number | undefined }[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void, options?: { timeout?: number }) => {
      idleCallbacks.push({ callback, timeout: options?.timeout });
      return idleCallbacks.length;
    });
    const run = vi.fn();
    afterNextPaint(run, true);
    expect(idleCallbacks).toHaveLength(0);
    vi.advanceTimersToNextFrame();
    expect(idleCallbacks.map(({ timeout }) => timeout)).toEqual([IDLE_WAIT_MS]);
    expect(IDLE_WAIT_MS).toBe(200);
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
    idleCallbacks[0]!.callback();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('idle without idle callbacks (Safari): a task after the frame', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const run = vi.fn();
    afterNextPaint(run, true);
    vi.advanceTimersToNextFrame();
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('on a hidden page, which paints no frames, waits only for a task', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    const run = vi.fn();
    afterNextPaint(run);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
    expect(frame).not.toHaveBeenCalled();
  });
});
