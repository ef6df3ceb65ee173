import { signal } from '@preact/signals-core';
import { render } from 'react-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSignal } from '../../../shared/store/useSignal.ts';

function Show({ source }: { source: ReturnType<typeof signal<number>> }) {
  return <span>{useSignal(source)}</span>;
}

describe('useSignal', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('listens before the browser paints: a change right after mounting shows without waiting for a frame', async () => {
    // No frame ever comes: what waits for one (a passive effect) never runs.
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    const source = signal(0);
    const host = document.body.appendChild(document.createElement('div'));
    render(<Show source={source} />, host);
    expect(host.textContent).toBe('0');
    source.value = 1;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(host.textContent).toBe('1');
  });

  it('catches a change made between the render and the subscription, and stops listening when unmounted', async () => {
    const source = signal('a');
    const host = document.body.appendChild(document.createElement('div'));
    render(<Show source={source as never} />, host);
    source.value = 'b';
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(host.textContent).toBe('b');
    render(null, host);
    source.value = 'c';
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(host.textContent).toBe('');
  });
});
