import { vi } from 'vitest';
// Edits made the way a browser makes them, for the mask and filter tests: Maskito listens to
// 'beforeinput' and 'input', not to value assignments.

/**
 * One edit: 'beforeinput', then (unless prevented) the default edit of the value and an 'input'.
 * Returns false when the edit was refused.
 */
export function edit(input: HTMLInputElement, inputType: string, data: string | null): boolean {
  const before = new InputEvent('beforeinput', { inputType, data, bubbles: true, cancelable: true });
  input.dispatchEvent(before);
  if (before.defaultPrevented) return false;
  const from = input.selectionStart ?? 0;
  const to = input.selectionEnd ?? 0;
  const { value } = input;
  let start = from;
  let text = data ?? '';
  if (inputType === 'deleteContentBackward') {
    start = from === to ? Math.max(0, from - 1) : from;
    text = '';
  }
  input.value = value.slice(0, start) + text + value.slice(to);
  input.setSelectionRange(start + text.length, start + text.length);
  input.dispatchEvent(new InputEvent('input', { inputType, data, bubbles: true }));
  return true;
}

/** Types `text` character by character. */
export const type = (input: HTMLInputElement, text: string): void => {
  for (const char of text) edit(input, 'insertText', char);
};

export const paste = (input: HTMLInputElement, text: string): boolean => edit(input, 'insertFromPaste', text);

/**
 * Records the listeners added to and removed from `targets` (still adding and removing them), so a
 * test can check that a destroy function took off everything its attach put on.
 */
export function recordListeners(targets: readonly EventTarget[]): { added: unknown[]; removed: unknown[] } {
  const added: unknown[] = [];
  const removed: unknown[] = [];
  for (const target of targets) {
    const add = target.addEventListener.bind(target);
    const remove = target.removeEventListener.bind(target);
    vi.spyOn(target, 'addEventListener').mockImplementation((name, listener, options) => {
      added.push(listener);
      add(name, listener, options);
    });
    vi.spyOn(target, 'removeEventListener').mockImplementation((name, listener, options) => {
      removed.push(listener);
      remove(name, listener, options);
    });
  }
  return { added, removed };
}
