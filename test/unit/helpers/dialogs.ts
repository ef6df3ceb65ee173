import { act } from '@testing-library/preact';
import { expect, vi } from 'vitest';
import { holdClick, replayOnWidget } from '../../../shared/runtime/inputReplay.ts';

/**
 * A modal shows 300 ms after it is asked for (README.md). The documented figure, not the code's
 * constant, so that a changed constant fails every dialog's test.
 */
const MODAL_SHOW_DELAY_MS = 300;

/**
 * For a test that waits for the page's work with flush() and for dialogs with afterModalDelay():
 * fakes only setTimeout, on a clock that also moves by itself in 1 ms steps. flush()'s zero-delay
 * timer then fires as it would on the real clock, and afterModalDelay() jumps the 300 ms
 * instead of waiting them out (the mini-cart's 18 dialog tests waited 8 s of real time for them).
 */
export function useRunningModalClock(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true, advanceTimeDelta: 1 });
  clockRunsByItself = true;
}

/** Whether the fake clock is useRunningModalClock's, which moves by itself, so a zero-delay timer fires. */
export function fakeClockRuns(): boolean {
  if (!vi.isFakeTimers()) clockRunsByItself = false;
  return clockRunsByItself;
}

let clockRunsByItself = false;

/**
 * Lets every dialog asked for so far show: the 300 ms show delay, with the test's fake
 * timers when it runs on them, else by waiting that long for real.
 */
export async function afterModalDelay(): Promise<void> {
  if (vi.isFakeTimers()) {
    await act(() => {
      vi.advanceTimersByTime(MODAL_SHOW_DELAY_MS);
    });
    return;
  }
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, MODAL_SHOW_DELAY_MS)));
}

/**
 * The show delay on fake timers: nothing of the dialog `find` looks for 1 ms before the 300 ms show
 * delay, the dialog at 300 ms. Returns it. `alreadyWaitedMs`: how long ago the press that asked for
 * it came.
 */
export async function shownAfterModalDelay<T extends Element>(find: () => T | null, alreadyWaitedMs = 0): Promise<T> {
  await act(() => {
    vi.advanceTimersByTime(MODAL_SHOW_DELAY_MS - alreadyWaitedMs - 1);
  });
  expect(find()).toBeNull();
  await act(() => {
    vi.advanceTimersByTime(1);
  });
  const shown = find();
  expect(shown).not.toBeNull();
  return shown!;
}

/**
 * A first press on the marker that the runtime held while the widget's chunk loaded, replayed on
 * the mounted widget `heldForMs` later (as lazyMounts does). Puts the test on fake timers that
 * stand still between its steps; the test's afterEach (or vi.useRealTimers) ends them.
 */
export async function replayHeldPress(marker: HTMLElement, heldForMs: number): Promise<void> {
  vi.useFakeTimers();
  const press = new MouseEvent('click', { bubbles: true, cancelable: true });
  holdClick(press);
  vi.advanceTimersByTime(heldForMs);
  await act(() => replayOnWidget(marker, press, false));
}

/**
 * Lets the dialogs a widget fetches on demand (shared/ui/lazyDialogs.ts) arrive: unbuilt, their
 * import() is the module itself, which resolves a few microtasks later.
 */
export async function lazyDialogsSettled(): Promise<void> {
  await act(async () => {
    await vi.dynamicImportSettled();
  });
}
