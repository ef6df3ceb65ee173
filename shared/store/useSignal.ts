import { useLayoutEffect, useReducer } from 'react';
import { effect, type ReadonlySignal } from '@preact/signals-core';

/**
 * Reads a signal in a component and re-renders when it changes. Subscribes in a layout effect,
 * before the browser paints: a widget mounted during the shopper's press (a favourite under the
 * pointer) must already listen when the click changes the store. useSyncExternalStore subscribes
 * in a passive effect, which preact/compat runs after the next frame, so the flipped button came
 * a frame or two late (bench/README.md, "Where the misses come from").
 */
export function useSignal<T>(source: ReadonlySignal<T>): T {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const value = source.peek();
  useLayoutEffect(() => {
    let seen = value;
    // effect() runs at once: that run also catches a change between this render and now.
    return effect(() => {
      const next = source.value;
      if (Object.is(next, seen)) return;
      seen = next;
      rerender();
    });
    // The subscription follows the signal; `value` is only where it starts from.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [source]);
  return value;
}
