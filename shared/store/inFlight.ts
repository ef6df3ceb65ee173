import type { Signal } from '@preact/signals-core';

/**
 * Calls in flight, one way for every action: a store signal holding a map from the key of what the
 * call acts on (a product id, a basket id) to what the page should show meanwhile (a favourite's
 * new state; `true` where the widget only shows "busy"). A key in the map is also what makes a
 * second call for the same thing (a double click) do nothing.
 */
export type InFlight<T = true> = ReadonlyMap<string, T>;

/** Marks a call for `key` in flight. False, and nothing changed, when one already is. */
export function beginCall<T>(calls: Signal<InFlight<T>>, key: string, value: T): boolean {
  const current = calls.peek();
  if (current.has(key)) return false;
  calls.value = new Map(current).set(key, value);
  return true;
}

/** The call for `key` is over (answered or failed). */
export function endCall<T>(calls: Signal<InFlight<T>>, key: string): void {
  const current = calls.peek();
  if (!current.has(key)) return;
  const next = new Map(current);
  next.delete(key);
  calls.value = next;
}
