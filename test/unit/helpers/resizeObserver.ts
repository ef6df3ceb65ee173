import { vi } from 'vitest';

/** One ResizeObserver the code under test made: what it was told to watch, and its callback to report a change. */
export interface FakeResizeObserver {
  callback: () => void;
  targets: Element[];
}

/**
 * Replaces ResizeObserver (happy-dom's never reports) with one the test drives: every observer made
 * is listed in the returned array, in order. Undone by vi.unstubAllGlobals().
 */
export function stubResizeObserver(): FakeResizeObserver[] {
  const observers: FakeResizeObserver[] = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      targets: Element[] = [];
      constructor(callback: () => void) {
        observers.push({ callback, targets: this.targets });
      }
      observe(target: Element) {
        this.targets.push(target);
      }
      disconnect() {
        this.targets.length = 0;
      }
    },
  );
  return observers;
}
