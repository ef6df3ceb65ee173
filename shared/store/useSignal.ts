import { useCallback, useSyncExternalStore } from 'react';
import { effect, type ReadonlySignal } from '@preact/signals-core';

/**
 * Reads a signal in a component and re-renders when it changes. Built on useSyncExternalStore
 * so it behaves the same under preact/compat and real React.
 */
export function useSignal<T>(source: ReadonlySignal<T>): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      let first = true;
      // effect() runs once immediately; skip that run so React is only told about real changes.
      return effect(() => {
        void source.value;
        if (first) {
          first = false;
          return;
        }
        onChange();
      });
    },
    [source],
  );
  const read = useCallback(() => source.peek(), [source]);
  return useSyncExternalStore(subscribe, read, read);
}
