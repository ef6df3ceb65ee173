import { act, render } from '@testing-library/preact';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MessageModal, type MessageModalProps } from '../../../shared/ui/MessageModal.tsx';
import { afterModalDelay } from '../helpers/dialogs.ts';
import { resetStore } from '../helpers/resetStore.ts';

function Harness(props: Partial<MessageModalProps>) {
  const [open, setOpen] = useState(true);
  return <MessageModal open={open} onClose={() => setOpen(false)} text="Вы успешно подписались." {...props} />;
}

const modal = () => document.querySelector<HTMLElement>('[role="alertdialog"]');

describe('MessageModal', () => {
  beforeEach(() => {
    resetStore();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('shows the header, the text and one OK button by default, focused, and OK closes it', async () => {
    render(<Harness header="Спасибо" />);
    // Like every dialog, 300 ms after it is asked for.
    await act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(modal()).toBeNull();
    await afterModalDelay();
    const box = modal()!;
    expect(box.getAttribute('aria-modal')).toBe('true');
    const title = document.getElementById(box.getAttribute('aria-labelledby')!)!;
    expect(title.textContent).toBe('Спасибо');
    expect(box.querySelector('.shop-message__text')?.textContent).toBe('Вы успешно подписались.');
    const buttons = box.querySelectorAll<HTMLButtonElement>('.shop-message__button');
    expect([...buttons].map((b) => b.textContent)).toEqual(['OK']);
    expect(document.activeElement).toBe(buttons[0]);
    await act(() => buttons[0]!.click());
    expect(modal()).toBeNull();
  });

  it('is named by its text when it has no header', async () => {
    render(<Harness />);
    await afterModalDelay();
    expect(modal()!.getAttribute('aria-label')).toBe('Вы успешно подписались.');
    expect(modal()!.hasAttribute('aria-labelledby')).toBe(false);
  });

  it('shows text as text, never as HTML', async () => {
    render(<Harness header="Ошибка" text={'<img src=x onerror="alert(1)">Сервис недоступен'} />);
    await afterModalDelay();
    const text = modal()!.querySelector('.shop-message__text')!;
    expect(text.textContent).toBe('<img src=x onerror="alert(1)">Сервис недоступен');
    expect(text.querySelector('img')).toBeNull();
  });

  it('takes an icon (hidden from screen readers), a width and its own buttons', async () => {
    const first = vi.fn();
    render(<Harness header="Ошибка" icon="error" width={420} buttons={[{ label: 'Повторить', onClick: first }, { label: 'Закрыть' }]} />);
    await afterModalDelay();
    const box = modal()!;
    expect(box.classList.contains('shop-message--error')).toBe(true);
    expect(box.querySelector('.shop-message__icon')?.getAttribute('aria-hidden')).toBe('true');
    expect(box.style.width).toBe('420px');
    const buttons = [...box.querySelectorAll<HTMLButtonElement>('.shop-message__button')];
    expect(buttons.map((b) => b.textContent)).toEqual(['Повторить', 'Закрыть']);
    await act(() => buttons[0]!.click());
    expect(first).toHaveBeenCalledTimes(1);
    expect(modal()).toBeNull();
  });

  it('says OK in Ukrainian too and closes on Escape', async () => {
    resetStore({ lang: 'ua' });
    render(<Harness header="Дякуємо" />);
    await afterModalDelay();
    expect(modal()!.querySelector('.shop-message__button')?.textContent).toBe('OK');
    await act(() => {
      document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(modal()).toBeNull();
  });

  it('closes on a backdrop click, unless marked not to: then only Esc, × or its buttons close it', async () => {
    const first = render(<Harness />);
    await afterModalDelay();
    await act(() => document.querySelector<HTMLElement>('.shop-dialog__backdrop')!.click());
    expect(modal()).toBeNull();
    first.unmount();

    render(<Harness closeOnBackdrop={false} />);
    await afterModalDelay();
    await act(() => document.querySelector<HTMLElement>('.shop-dialog__backdrop')!.click());
    expect(modal()).not.toBeNull();
    await act(() => {
      document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(modal()).toBeNull();
  });
});
