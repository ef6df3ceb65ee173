import { describe, expect, it, vi } from 'vitest';
import { emit, on } from '../../../shared/events/index.ts';

describe('shop events', () => {
  it('delivers typed details through ordinary DOM CustomEvents on document', () => {
    const seen: unknown[] = [];
    const legacy = (event: Event) => seen.push(['legacy', (event as CustomEvent).detail]);
    document.addEventListener('shop:cart-changed', legacy);
    const stop = on('shop:cart-changed', (detail) => seen.push(['typed', detail.count]));
    emit('shop:cart-changed', { count: 3 });
    stop();
    emit('shop:cart-changed', { count: 4 });
    document.removeEventListener('shop:cart-changed', legacy);
    expect(seen).toEqual([
      ['legacy', { count: 3 }],
      ['typed', 3],
      ['legacy', { count: 4 }],
    ]);
  });

  it('keeps other listeners running when one throws', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const second = vi.fn();
    const stops = [
      on('shop:message', () => {
        throw new Error('bad listener');
      }),
      on('shop:message', second),
    ];
    emit('shop:message', { text: 'x', tone: 'info' });
    stops.forEach((stop) => stop());
    expect(second).toHaveBeenCalledWith({ text: 'x', tone: 'info' }, expect.any(CustomEvent));
    expect(String(error.mock.calls[0]![0])).toContain('a listener of shop:message threw');
  });
});
