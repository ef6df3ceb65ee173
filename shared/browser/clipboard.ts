// Copy to clipboard (issue 10: the promo code and '✔ скопировано'). The async Clipboard API is
// missing on plain http and in older browsers, and refuses without permission or user activation;
// the old execCommand route through a hidden field still works in most of those places.

/**
 * Puts `text` on the clipboard. True when the Clipboard API or the fallback copied it, false when
 * neither could; never rejects, so a caller can show its message either way.
 */
export async function copyText(text: string): Promise<boolean> {
  const writeText = clipboardWriter();
  // Without the API the fallback runs before the first await, still inside the shopper's click:
  // Safari allows execCommand('copy') only there.
  if (!writeText) return copyThroughHiddenField(text);
  try {
    await writeText(text);
    return true;
  } catch {
    // Refused (no permission, not a secure context, document not focused): the old route may
    // still be allowed, as Chrome keeps the click's activation for a few seconds.
    return copyThroughHiddenField(text);
  }
}

function clipboardWriter(): ((text: string) => Promise<void>) | null {
  try {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard || typeof clipboard.writeText !== 'function') return null;
    return (text) => clipboard.writeText(text);
  } catch {
    return null;
  }
}

/** What the shopper had focused and selected, to give back after the copy. */
interface PageSelection {
  focused: HTMLElement | null;
  ranges: Range[];
  field: { start: number; end: number; direction: 'forward' | 'backward' | 'none' } | null;
}

function copyThroughHiddenField(text: string): boolean {
  let field: HTMLTextAreaElement | null = null;
  let saved: PageSelection | null = null;
  try {
    if (typeof document.execCommand !== 'function' || !document.body) return false;
    saved = savePageSelection();
    field = hiddenField(text);
    document.body.appendChild(field);
    field.focus({ preventScroll: true });
    field.select();
    // iOS Safari ignores select() on a read-only field; an explicit range works there.
    field.setSelectionRange(0, text.length);
    return document.execCommand('copy') === true;
  } catch {
    return false;
  } finally {
    field?.remove();
    if (saved) restorePageSelection(saved);
  }
}

function hiddenField(text: string): HTMLTextAreaElement {
  const field = document.createElement('textarea');
  field.value = text;
  // Read-only keeps the phone keyboard down; out of the accessibility tree and the tab order.
  field.setAttribute('readonly', '');
  field.setAttribute('aria-hidden', 'true');
  field.tabIndex = -1;
  // Fixed and off to the left: it takes no room in the layout and focusing it scrolls nothing.
  const style = field.style;
  style.position = 'fixed';
  style.top = '0';
  style.left = '-9999px';
  style.width = '1px';
  style.height = '1px';
  style.opacity = '0';
  style.border = '0';
  style.padding = '0';
  // Under 16px iOS zooms the page in on focus.
  style.fontSize = '16px';
  return field;
}

function savePageSelection(): PageSelection {
  const active = document.activeElement;
  const focused = active instanceof HTMLElement && active !== document.body ? active : null;
  const selection = document.getSelection();
  const ranges: Range[] = [];
  if (selection) for (let i = 0; i < selection.rangeCount; i += 1) ranges.push(selection.getRangeAt(i).cloneRange());
  return { focused, ranges, field: textFieldSelection(focused) };
}

function textFieldSelection(element: HTMLElement | null): PageSelection['field'] {
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) return null;
  try {
    // Inputs without text selection (number, email in some browsers) give null or throw.
    const { selectionStart: start, selectionEnd: end, selectionDirection } = element;
    if (start === null || end === null) return null;
    const direction = selectionDirection === 'forward' || selectionDirection === 'backward' ? selectionDirection : 'none';
    return { start, end, direction };
  } catch {
    return null;
  }
}

function restorePageSelection({ focused, ranges, field }: PageSelection): void {
  try {
    const selection = document.getSelection();
    if (selection) {
      selection.removeAllRanges();
      for (const range of ranges) selection.addRange(range);
    }
  } catch {
    // A range whose nodes left the page meanwhile: the focus below still comes back.
  }
  try {
    // Nothing focused before: removing the field already left the focus on <body>.
    if (!focused || !focused.isConnected) return;
    focused.focus({ preventScroll: true });
    if (field && (focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement)) {
      focused.setSelectionRange(field.start, field.end, field.direction);
    }
  } catch {
    // Focus is a courtesy here; the copy's outcome stands.
  }
}
