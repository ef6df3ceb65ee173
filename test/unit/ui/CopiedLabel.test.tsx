import { act, fireEvent, render } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPIED_LABEL_MS, CopiedLabel, useCopiedLabel } from '../../../shared/ui/CopiedLabel.tsx';
import { resetStore } from '../helpers/resetStore.ts';

function CopyButton() {
  const { copied, showCopied } = useCopiedLabel();
  return (
    <button type="button" onClick={showCopied}>
      <CopiedLabel label="Скопировать" copied={copied} />
    </button>
  );
}

const button = () => document.querySelector('button')!;
/** The words the button shows and is named by: its one label not hidden. */
const shown = () => [...button().querySelectorAll('span > span')].filter((span) => span.getAttribute('aria-hidden') !== 'true').map((span) => span.textContent);
const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

describe('CopiedLabel', () => {
  beforeEach(() => {
    resetStore();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('says "✔ скопировано" for exactly 2000 ms after a copy, then its own words again', async () => {
    render(<CopyButton />);
    expect(shown()).toEqual(['Скопировать']);
    await act(() => void fireEvent.click(button()));
    expect(shown()).toEqual(['✔ скопировано']);
    await advance(COPIED_LABEL_MS - 1);
    expect(shown()).toEqual(['✔ скопировано']);
    await advance(1);
    expect(shown()).toEqual(['Скопировать']);
    expect(COPIED_LABEL_MS).toBe(2000);
  });

  it('says it in Ukrainian on a Ukrainian page', async () => {
    resetStore({ lang: 'ua' });
    render(<CopyButton />);
    await act(() => void fireEvent.click(button()));
    expect(shown()).toEqual(['✔ скопійовано']);
  });

  it('a second copy starts the 2000 ms again', async () => {
    render(<CopyButton />);
    await act(() => void fireEvent.click(button()));
    await advance(1500);
    await act(() => void fireEvent.click(button()));
    await advance(COPIED_LABEL_MS - 1);
    expect(shown()).toEqual(['✔ скопировано']);
    await advance(1);
    expect(shown()).toEqual(['Скопировать']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps both texts in one grid cell, so the button has the same size whichever shows', async () => {
    render(<CopyButton />);
    const stack = button().firstElementChild as HTMLElement;
    expect(stack.style.display).toBe('inline-grid');
    const cells = () => [...stack.children] as HTMLElement[];
    expect(cells().map((cell) => cell.textContent)).toEqual(['Скопировать', '✔ скопировано']);
    expect(cells().map((cell) => cell.style.visibility)).toEqual(['', 'hidden']);
    expect(cells()[1]!.getAttribute('aria-hidden')).toBe('true');
    await act(() => void fireEvent.click(button()));
    expect(cells().map((cell) => cell.textContent)).toEqual(['Скопировать', '✔ скопировано']);
    expect(cells().map((cell) => cell.style.visibility)).toEqual(['hidden', '']);
    expect(cells()[0]!.getAttribute('aria-hidden')).toBe('true');
    expect(cells().every((cell) => cell.style.gridArea.startsWith('1 / 1'))).toBe(true);
  });

  it('leaves no timer behind when the control goes', async () => {
    const { unmount } = render(<CopyButton />);
    await act(() => void fireEvent.click(button()));
    expect(vi.getTimerCount()).toBe(1);
    await act(() => void unmount());
    expect(vi.getTimerCount()).toBe(0);
  });
});
