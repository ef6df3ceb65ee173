import { act, render } from '@testing-library/preact';
import { useCallback, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useServerButton } from '../../../shared/ui/useServerButton.ts';

const closeOf = (host: HTMLElement) => host.querySelector<HTMLElement>('.close');

/** Counts clicks on the server's own close button, re-rendering on each. */
function Counter({ host, onClose }: { host: HTMLElement; onClose: () => void }) {
  const [clicks, setClicks] = useState(0);
  const close = useCallback(() => {
    onClose();
    setClicks((n) => n + 1);
  }, [onClose]);
  useServerButton(host, closeOf, close);
  return <output>{clicks}</output>;
}

describe('useServerButton', () => {
  it("runs once per click of the server's button, across re-renders, and lets go on unmount", async () => {
    const host = document.createElement('div');
    host.innerHTML = '<button class="close" type="button">×</button>';
    document.body.append(host);
    const button = host.querySelector('button')!;
    const onClose = vi.fn();
    const view = render(<Counter host={host} onClose={onClose} />);
    await act(() => button.click());
    await act(() => button.click());
    expect(view.container.textContent).toBe('2');
    expect(onClose).toHaveBeenCalledTimes(2);
    view.unmount();
    button.click();
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('does nothing where the marker has no such button', () => {
    const host = document.createElement('div');
    const onClose = vi.fn();
    const view = render(<Counter host={host} onClose={onClose} />);
    expect(view.container.textContent).toBe('0');
    view.unmount();
  });
});
