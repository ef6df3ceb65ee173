import { batch, Computed, Signal } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import { createStore, type Store } from '../../../shared/store/index.ts';

/**
 * The store's writable signals, found on the store itself rather than on a list kept here: a
 * signal added to the store is checked without touching this test. Computed signals follow the
 * others and cannot be written.
 */
function writableSignals(store: Store): [string, Signal<unknown>][] {
  const entries: [string, unknown][] = Object.entries(store);
  return entries.filter((entry): entry is [string, Signal<unknown>] => entry[1] instanceof Signal && !(entry[1] instanceof Computed));
}

function values(store: Store): Record<string, unknown> {
  return Object.fromEntries(Object.entries(store).flatMap(([name, value]) => (value instanceof Signal ? [[name, value.peek()]] : [])));
}

describe('store.reset()', () => {
  it('puts every signal back to the value a new store starts with', () => {
    const store = createStore();
    const signals = writableSignals(store);
    // The store has signals to check (the filter above found them).
    expect(signals.length).toBeGreaterThan(10);

    // A value no signal starts with, different for each one.
    for (const [name, signal] of signals) signal.value = { changed: name };
    for (const [name, signal] of signals) expect(signal.peek()).toEqual({ changed: name });

    store.reset();
    expect(values(store)).toEqual(values(createStore()));
  });
});

describe('store.onNextChange', () => {
  it('calls once, at the end of the first batch that changes any field, and not at subscribe', () => {
    const fresh = createStore();
    const seen: (number | null)[] = [];
    fresh.onNextChange(() => seen.push(fresh.cartCount.peek()));
    expect(seen).toEqual([]);
    batch(() => {
      fresh.cartCount.value = 1;
      fresh.cartCount.value = 2;
    });
    fresh.cartCount.value = 3;
    expect(seen).toEqual([2]);
    const stop = fresh.onNextChange(() => seen.push(-1));
    stop();
    fresh.menuGender.value = 'w';
    expect(seen).toEqual([2]);
  });
});
