import { act, fireEvent, render } from '@testing-library/preact';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog.tsx';
import { Dialog, MODAL_SHOW_DELAY_MS, type DialogVariant } from '../../../shared/ui/Dialog.tsx';
import { afterModalDelay, shownAfterModalDelay } from '../helpers/dialogs.ts';
import { resetStore } from '../helpers/resetStore.ts';
import { confirmClearFavourites } from '../../../shared/i18n/messages/favouritesPage.ts';

function Harness({ closeOnBackdrop = true, variant }: { closeOnBackdrop?: boolean; variant?: DialogVariant }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" id="opener" onClick={() => setOpen(true)}>
        open
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Быстрый просмотр" closeOnBackdrop={closeOnBackdrop} variant={variant}>
        <a href="#one" id="one">
          one
        </a>
        <button type="button" id="two">
          two
        </button>
      </Dialog>
    </>
  );
}

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');

async function openDialog() {
  const opener = document.getElementById('opener')!;
  opener.focus();
  await act(() => opener.click());
  await act(() => {
    vi.advanceTimersByTime(MODAL_SHOW_DELAY_MS);
  });
}

describe('Dialog', () => {
  beforeEach(() => {
    resetStore();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('shows 300 ms after opening, named by its title, with focus on the first control', async () => {
    render(<Harness />);
    const opener = document.getElementById('opener')!;
    opener.focus();
    await act(() => opener.click());
    expect(document.querySelector('.shop-dialog__backdrop')).not.toBeNull();
    expect(dialog()).toBeNull();
    const box = await shownAfterModalDelay(dialog);
    expect(box.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-labelledby')!)!.textContent).toBe('Быстрый просмотр');
    expect(document.activeElement!.id).toBe('one');
    expect(box.parentElement!.parentElement).toBe(document.body);
    expect(document.documentElement.classList.contains('shop-dialog-open')).toBe(true);
  });

  it('counts the 300 ms from when the shopper asked (askedAt), and a later render does not move it', async () => {
    function Asked() {
      const [askedAt, setAskedAt] = useState<number | null>(null);
      const [renders, setRenders] = useState(0);
      return (
        <>
          {/* The press came 200 ms before the opener could answer it (its chunk was loading). */}
          <button type="button" id="opener" onClick={() => setAskedAt(Date.now() - 200)}>
            open
          </button>
          <button type="button" id="again" onClick={() => (setRenders(renders + 1), setAskedAt(Date.now()))}>
            again
          </button>
          <Dialog open={askedAt !== null} askedAt={askedAt} onClose={() => setAskedAt(null)} title="t">
            <button type="button">inside</button>
          </Dialog>
        </>
      );
    }
    render(<Asked />);
    await act(() => document.getElementById('opener')!.click());
    await act(() => {
      vi.advanceTimersByTime(60);
    });
    // A render 60 ms in with a newer time: the dialog still shows when it was due.
    await act(() => document.getElementById('again')!.click());
    await act(() => {
      vi.advanceTimersByTime(39);
    });
    expect(dialog()).toBeNull();
    await act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(dialog()).not.toBeNull();
  });

  it('a dialog asked for longer ago than the delay shows on the next turn, not at once in the same render', async () => {
    function Late() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" id="opener" onClick={() => setOpen(true)}>
            open
          </button>
          <Dialog open={open} askedAt={Date.now() - 5000} onClose={() => setOpen(false)} title="t">
            <button type="button">inside</button>
          </Dialog>
        </>
      );
    }
    render(<Late />);
    await act(() => document.getElementById('opener')!.click());
    expect(dialog()).toBeNull();
    await act(() => {
      vi.advanceTimersByTime(0);
    });
    expect(dialog()).not.toBeNull();
  });

  it('keeps Tab inside and wraps both ways', async () => {
    render(<Harness />);
    await openDialog();
    const close = document.querySelector<HTMLElement>('.shop-dialog__close')!;
    document.getElementById('two')!.focus();
    fireEvent.keyDown(dialog()!, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(dialog()!, { key: 'Tab', shiftKey: true });
    expect(document.activeElement!.id).toBe('two');
  });

  it('Esc closes and returns focus to the opener', async () => {
    render(<Harness />);
    await openDialog();
    await act(() => {
      fireEvent.keyDown(dialog()!, { key: 'Escape' });
    });
    expect(dialog()).toBeNull();
    expect(document.activeElement!.id).toBe('opener');
    expect(document.documentElement.classList.contains('shop-dialog-open')).toBe(false);
  });

  it('a backdrop click closes unless the dialog is marked not to', async () => {
    const first = render(<Harness />);
    await openDialog();
    await act(() => {
      fireEvent.click(document.querySelector('.shop-dialog__backdrop')!);
    });
    expect(dialog()).toBeNull();
    first.unmount();

    render(<Harness closeOnBackdrop={false} />);
    await openDialog();
    await act(() => {
      fireEvent.click(document.querySelector('.shop-dialog__backdrop')!);
    });
    expect(dialog()).not.toBeNull();
    await act(() => {
      fireEvent.click(document.querySelector('.shop-dialog__close')!);
    });
    expect(dialog()).toBeNull();
  });

  it.each(['aside', 'layer'] as const)('a %s panel keeps the same 300 ms rhythm: the backdrop at once, the box after', async (variant) => {
    render(<Harness variant={variant} />);
    await act(() => document.getElementById('opener')!.click());
    expect(document.querySelector(`.shop-dialog--${variant} .shop-dialog__backdrop`)).not.toBeNull();
    await shownAfterModalDelay(dialog);
  });
});

describe('ConfirmDialog', () => {
  beforeEach(() => vi.useRealTimers());

  it.each([
    ['ru', 'Очистить избранное?', 'Да', 'Нет'],
    ['ua', 'Очистити обране?', 'Так', 'Ні'],
  ] as const)('asks in %s as an alert dialog and answers yes or no', async (lang, question, yes, no) => {
    resetStore({ lang });
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    await act(() => {
      render(<ConfirmDialog open question={confirmClearFavourites} onConfirm={onConfirm} onCancel={onCancel} />);
    });
    await afterModalDelay();
    const box = document.querySelector('[role="alertdialog"]')!;
    expect(box.querySelector('h2')!.textContent).toBe(question);
    const buttons = [...box.querySelectorAll('.shop-confirm__actions button')].map((b) => b.textContent);
    expect(buttons).toEqual([yes, no]);
    expect(document.activeElement!.textContent).toBe(yes);
    fireEvent.click(box.querySelector('.shop-confirm__no')!);
    expect(onCancel).toHaveBeenCalledTimes(1);
    fireEvent.click(box.querySelector('.shop-confirm__yes')!);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});

describe('Dialog robustness', () => {
  beforeEach(() => {
    resetStore();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('ignores backdrop clicks before it is shown (a double click on the opener)', async () => {
    render(<Harness />);
    await act(() => {
      document.getElementById('opener')!.click();
    });
    await act(() => {
      fireEvent.click(document.querySelector('.shop-dialog__backdrop')!);
    });
    await act(() => {
      vi.advanceTimersByTime(MODAL_SHOW_DELAY_MS);
    });
    expect(dialog()).not.toBeNull();
  });

  it('Esc still closes when focus fell to the body', async () => {
    render(<Harness />);
    await openDialog();
    (document.activeElement as HTMLElement).blur();
    expect(document.activeElement).toBe(document.body);
    await act(() => {
      fireEvent.keyDown(document.body, { key: 'Escape' });
    });
    expect(dialog()).toBeNull();
  });
});
