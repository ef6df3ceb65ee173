import { act, render } from '@testing-library/preact';
import { signal } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import { useSignal } from '../../../shared/store/index.ts';

describe('useSignal', () => {
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
});
