import { signal } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import { beginCall, endCall, type InFlight } from '../../../shared/store/inFlight.ts';

describe('calls in flight', () => {
  it('marks a key with its value, refuses a second call for it, and forgets it when over', () => {
    const calls = signal<InFlight<boolean>>(new Map());
    const seen: InFlight<boolean>[] = [];
    calls.subscribe((value) => seen.push(value));
    expect(beginCall(calls, '1002', true)).toBe(true);
    expect(beginCall(calls, '1002', false)).toBe(false);
    expect(beginCall(calls, '1003', false)).toBe(true);
    expect([...calls.value]).toEqual([
      ['1002', true],
      ['1003', false],
    ]);
    endCall(calls, '1002');
    endCall(calls, '1002');
    expect([...calls.value]).toEqual([['1003', false]]);
    // A new map for every change (widgets compare by identity), none for a refused or repeated call.
    expect(seen.map((value) => value.size)).toEqual([0, 1, 2, 1]);
    expect(new Set(seen).size).toBe(4);
  });
});
