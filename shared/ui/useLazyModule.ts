import { useCallback, useRef, useState } from 'react';

/** A module once it came (null before), and the call that asks for it. */
export type LazyModule<T> = [module: T | null, want: () => Promise<T>];

/**
 * A module a widget shows only now and then (a dialog, see lazyDialogs.ts): `want()` asks `load`
 * (a module-level function, so the same on every render) for it, the first time or again after a
 * failure (the chunk loader reports each one), and resolves with it; the render gets it once it came.
 */
export function useLazyModule<T>(load: () => Promise<T>): LazyModule<T> {
  const [module, setModule] = useState<T | null>(null);
  const pending = useRef<Promise<T> | null>(null);
  const want = useCallback((): Promise<T> => {
    if (!pending.current) {
      const asked = load();
      pending.current = asked;
      asked.then(
        // Harmless after an unmount: the state is dropped with the component.
        (loaded) => setModule(() => loaded),
        () => {
          // The next want() asks again.
          pending.current = null;
        },
      );
    }
    return pending.current;
  }, [load]);
  return [module, want];
}
