import { act, render } from '@testing-library/preact';
import { signal } from '@preact/signals-core';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSignal } from '../../../shared/store/index.ts';


function Show({ source }: { source: ReturnType<typeof signal<number>> }) {
  return <span>{useSignal(source)}</span>;
}

describe('useSignal', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('re-renders on change and stops listening after unmount', () => {
    const count = signal(1);
    let renders = 0;
    function Counter() {
      renders += 1;
      return <output>{useSignal(count)}</output>;
    }
    const view = render(<Counter />);
    expect(view.container.textContent).toBe('1');
    act(() => {
      count.value = 2;
    });
    expect(view.container.textContent).toBe('2');
    const before = renders;
    view.unmount();
    count.value = 3;
    expect(renders).toBe(before);
  });

  it('does not re-render when the value did not change', () => {
    const name = signal('a');
    let renders = 0;
    function Name() {
      renders += 1;
      return <>{useSignal(name)}</>;
    }
    render(<Name />);
    const first = renders;
    act(() => {
      name.value = 'a';
    });
    expect(renders).toBe(first);
  });

  it('listens before the browser paints: a change right after mounting shows without waiting for a frame', async () => {
    // No frame ever comes: what waits for one (a passive effect) never runs.
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    const source = signal(0);
    const host = document.body.appendChild(document.createElement('div'));
    createRoot(host).render(<Show source={source} />);
    expect(host.textContent).toBe('0');
    source.value = 1;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(host.textContent).toBe('1');
  });

  it('catches a change made between the render and the subscription, and stops listening when unmounted', async () => {
    const source = signal('a');
    const host = document.body.appendChild(document.createElement('div'));
    const root = createRoot(host);
    root.render(<Show source={source as never} />);
    source.value = 'b';
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(host.textContent).toBe('b');
    root.unmount();
    source.value = 'c';
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(host.textContent).toBe('');
  });
});
