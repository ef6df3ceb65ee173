import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { copyText } from '../../../shared/browser/clipboard.ts';

/** Gives navigator a clipboard (or none) for one test; afterEach brings happy-dom's own back. */
function stubClipboard(clipboard: Partial<Clipboard> | undefined): void {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: clipboard });
}

/** Installs document.execCommand (happy-dom has none) answering with `copy`. */
function stubExecCommand(copy: (field: HTMLTextAreaElement | null) => boolean) {
  const execCommand = vi.fn((command: string) => {
    expect(command).toBe('copy');
    const field = document.activeElement instanceof HTMLTextAreaElement ? document.activeElement : null;
    return copy(field);
  });
  Object.defineProperty(document, 'execCommand', { configurable: true, value: execCommand });
  return execCommand;
}

/** What the fallback's field looked like while the copy ran. */
interface FieldSeen {
  value: string;
  selected: string;
  inPage: boolean;
  position: string;
  left: string;
  readOnly: boolean;
  ariaHidden: string | null;
}

function seeField(field: HTMLTextAreaElement | null): FieldSeen | null {
  if (!field) return null;
  return {
    value: field.value,
    selected: field.value.slice(field.selectionStart, field.selectionEnd),
    inPage: field.isConnected,
    position: field.style.position,
    left: field.style.left,
    readOnly: field.readOnly,
    ariaHidden: field.getAttribute('aria-hidden'),
  };
}

describe('copyText', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
    document.getSelection()?.removeAllRanges();
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard');
    Reflect.deleteProperty(document, 'execCommand');
    document.body.innerHTML = '';
  });

  it('writes through the Clipboard API when it is there and allowed, without the fallback', async () => {
    const writeText = vi.fn(async () => undefined);
    stubClipboard({ writeText });
    const execCommand = stubExecCommand(() => true);
    await expect(copyText('SALE-2026')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledExactlyOnceWith('SALE-2026');
    expect(execCommand).not.toHaveBeenCalled();
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('copies through a hidden, read-only field off the page when the API is missing', async () => {
    stubClipboard(undefined);
    let seen: FieldSeen | null = null;
    const execCommand = stubExecCommand((field) => {
      seen = seeField(field);
      return true;
    });
    await expect(copyText('SALE-2026')).resolves.toBe(true);
    expect(execCommand).toHaveBeenCalledOnce();
    expect(seen).toEqual({
      value: 'SALE-2026',
      selected: 'SALE-2026',
      inPage: true,
      position: 'fixed',
      left: '-9999px',
      readOnly: true,
      ariaHidden: 'true',
    });
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('runs the fallback at once when the API is missing, inside the click that asked', () => {
    stubClipboard(undefined);
    const execCommand = stubExecCommand(() => true);
    void copyText('SALE-2026');
    // No await yet: Safari allows execCommand('copy') only in the click's own call.
    expect(execCommand).toHaveBeenCalledOnce();
  });

  it('uses the fallback when navigator.clipboard has no writeText', async () => {
    stubClipboard({});
    const execCommand = stubExecCommand(() => true);
    await expect(copyText('x')).resolves.toBe(true);
    expect(execCommand).toHaveBeenCalledOnce();
  });

  it.each([
    ['permission refused', new DOMException('Write permission denied.', 'NotAllowedError')],
    ['not a secure context', new DOMException('Document is not focused.', 'SecurityError')],
  ])('falls back when the API rejects (%s) and the fallback copies', async (_, refusal) => {
    stubClipboard({ writeText: vi.fn(async () => Promise.reject(refusal)) });
    let copied = '';
    stubExecCommand((field) => {
      copied = field?.value ?? '';
      return true;
    });
    await expect(copyText('SALE-2026')).resolves.toBe(true);
    expect(copied).toBe('SALE-2026');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('falls back when writeText throws instead of rejecting', async () => {
    stubClipboard({
      writeText: () => {
        throw new TypeError('Illegal invocation');
      },
    });
    const execCommand = stubExecCommand(() => true);
    await expect(copyText('x')).resolves.toBe(true);
    expect(execCommand).toHaveBeenCalledOnce();
  });

  it('resolves false when the API rejects and execCommand says it did not copy', async () => {
    stubClipboard({ writeText: async () => Promise.reject(new DOMException('denied', 'NotAllowedError')) });
    const execCommand = stubExecCommand(() => false);
    await expect(copyText('SALE-2026')).resolves.toBe(false);
    expect(execCommand).toHaveBeenCalledOnce();
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('resolves false, removing the field, when execCommand throws', async () => {
    stubClipboard(undefined);
    stubExecCommand(() => {
      throw new DOMException('execCommand is not allowed', 'SecurityError');
    });
    await expect(copyText('SALE-2026')).resolves.toBe(false);
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('resolves false when neither the API nor execCommand exists', async () => {
    stubClipboard(undefined);
    await expect(copyText('SALE-2026')).resolves.toBe(false);
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('resolves false when execCommand answers something other than true', async () => {
    stubClipboard(undefined);
    Object.defineProperty(document, 'execCommand', { configurable: true, value: () => undefined });
    await expect(copyText('x')).resolves.toBe(false);
  });

  it('resolves false when reading navigator.clipboard throws and there is no execCommand', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      get() {
        throw new Error('blocked');
      },
    });
    await expect(copyText('x')).resolves.toBe(false);
  });

  it('gives back the focused field and its own selection, direction included', async () => {
    document.body.innerHTML = '<input id="name" value="Оксана Петренко"><button>Копировать</button>';
    const input = document.querySelector<HTMLInputElement>('#name')!;
    input.focus();
    input.setSelectionRange(2, 6, 'backward');
    stubClipboard(undefined);
    let focusedDuringCopy: Element | null = null;
    stubExecCommand(() => {
      focusedDuringCopy = document.activeElement;
      return true;
    });
    await expect(copyText('SALE-2026')).resolves.toBe(true);
    expect(focusedDuringCopy).toBeInstanceOf(HTMLTextAreaElement);
    expect(document.activeElement).toBe(input);
    expect([input.selectionStart, input.selectionEnd, input.selectionDirection]).toEqual([2, 6, 'backward']);
  });

  it('gives back the focused button and the text the shopper had selected on the page', async () => {
    document.body.innerHTML = '<p id="terms">Скидка 20% до конца недели</p><button id="copy">Копировать</button>';
    const text = document.querySelector('#terms')!.firstChild!;
    const range = document.createRange();
    range.setStart(text, 7);
    range.setEnd(text, 10);
    document.getSelection()!.addRange(range);
    const button = document.querySelector<HTMLButtonElement>('#copy')!;
    button.focus();
    stubClipboard(undefined);
    stubExecCommand(() => {
      // A browser moves the page's selection into the field for the copy.
      document.getSelection()!.removeAllRanges();
      return true;
    });
    await copyText('SALE-2026');
    expect(document.activeElement).toBe(button);
    const selection = document.getSelection()!;
    expect(selection.rangeCount).toBe(1);
    expect(selection.toString()).toBe('20%');
  });

  it('leaves the focus on the page itself when nothing was focused before', async () => {
    stubClipboard(undefined);
    stubExecCommand(() => true);
    await copyText('x');
    expect(document.activeElement).toBe(document.body);
    expect(document.getSelection()!.rangeCount).toBe(0);
  });

  it('restores the focus after a failed copy too', async () => {
    document.body.innerHTML = '<button>Копировать</button>';
    const button = document.querySelector('button')!;
    button.focus();
    stubClipboard(undefined);
    stubExecCommand(() => {
      throw new Error('refused');
    });
    await expect(copyText('x')).resolves.toBe(false);
    expect(document.activeElement).toBe(button);
  });

  it('copies hostile text as text: nothing of it becomes page HTML', async () => {
    const hostile = '<img src=x onerror="window.__pwned=1">';
    stubClipboard(undefined);
    let copied = '';
    stubExecCommand((field) => {
      copied = field?.value ?? '';
      return true;
    });
    await expect(copyText(hostile)).resolves.toBe(true);
    expect(copied).toBe(hostile);
    expect(document.querySelector('img')).toBeNull();
    expect(document.body.innerHTML).toBe('');
  });

  it('hands the exact text to the API, line breaks and all', async () => {
    const writeText = vi.fn(async () => undefined);
    stubClipboard({ writeText });
    await copyText('  две строки\nи пробелы  ');
    expect(writeText).toHaveBeenCalledWith('  две строки\nи пробелы  ');
  });
});
