import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { tabbables } from '../../shared/ui/focus.ts';

/**
 * When the tile that held keyboard focus leaves the grid (the shopper unchecked its favourite),
 * focus would fall back to <body>. Move it to the tile that took its place, the one before it, or
 * the empty-state text, so keyboard and screen-reader users keep their place.
 */
export function useFocusAfterRemoval(
  grid: RefObject<HTMLElement | null>,
  empty: RefObject<HTMLElement | null>,
  shownKeys: readonly string[],
): void {
  const focusedKey = useRef<string | null>(null);
  const previousKeys = useRef<readonly string[]>(shownKeys);
  const keysNow = useRef(shownKeys);
  keysNow.current = shownKeys;

  useEffect(() => {
    const element = grid.current;
    if (!element) return;
    const onFocusIn = (event: FocusEvent) => {
      const index = [...element.children].findIndex((child) => child.contains(event.target as Node));
      focusedKey.current = index >= 0 ? (keysNow.current[index] ?? null) : null;
    };
    element.addEventListener('focusin', onFocusIn);
    return () => element.removeEventListener('focusin', onFocusIn);
  }, [grid]);

  const joined = shownKeys.join(' ');
  useLayoutEffect(() => {
    const before = previousKeys.current;
    previousKeys.current = keysNow.current;
    const lost = focusedKey.current;
    if (lost === null || keysNow.current.includes(lost)) return;
    focusedKey.current = null;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    const index = before.indexOf(lost);
    const children = grid.current ? [...grid.current.children] : [];
    const next = children[Math.min(index, children.length - 1)];
    const target = (next && tabbables(next)[0]) ?? empty.current;
    target?.focus();
  }, [joined, grid, empty]);
}
