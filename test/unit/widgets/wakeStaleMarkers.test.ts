import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { store } from '../../../shared/store/index.ts';
import { wakeStaleMarkers } from '../../../widgets/favourite/wakeStaleMarkers.ts';
import { resetStore } from '../helpers/resetStore.ts';

function markers(count: number): void {
  document.body.innerHTML = Array.from(
    { length: count },
    (_, index) => `<span data-widget="favourite" data-product-id="${1000 + index}"${index === 3 ? ' data-active="1"' : ''}>♡</span>`,
  ).join('');
}
const marker = (id: number) => document.querySelector(`[data-product-id="${id}"]`)!;

describe('favourite markers woken by the store', () => {
  let stop: () => void = () => {};
  beforeEach(() => resetStore());
  afterEach(() => stop());

  it('page init wakes the markers it contradicts, and only those', () => {
    markers(10);
    const woken: Element[] = [];
    stop = wakeStaleMarkers((elements) => woken.push(...elements));
    expect(woken).toEqual([]);
    store.favouriteIds.value = new Set(['1001']);
    // 1001 is favourite now; 1003 the server printed as favourite but is not.
    expect(woken).toEqual([marker(1001), marker(1003)]);
  });

  it('a toggle looks only at the markers of the toggled product, however many tiles there are', () => {
    markers(2000);
    store.favouriteIds.value = new Set(['1003']);
    const woken: Element[] = [];
    stop = wakeStaleMarkers((elements) => woken.push(...elements));
    woken.length = 0;
    const query = vi.spyOn(document, 'querySelectorAll');
    store.favouritesPending.value = new Map([['1500', true]]);
    expect(woken).toEqual([marker(1500)]);
    expect(query.mock.calls.map(([selector]) => selector)).toEqual(['[data-widget="favourite"][data-product-id="1500"]']);

    // The answer confirms it (the list has it, the pending flip goes): still only that product.
    woken.length = 0;
    store.favouriteIds.value = new Set(['1003', '1500']);
    store.favouritesPending.value = new Map();
    expect(new Set(woken)).toEqual(new Set([marker(1500)]));
    expect(query.mock.calls.every(([selector]) => selector === '[data-widget="favourite"][data-product-id="1500"]')).toBe(true);
    query.mockRestore();
  });
});
