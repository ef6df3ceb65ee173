// Maskito carries filters.ts onto an input: it handles paste and undo, and waits for compositionend.
// No @maskito/kit: its module keeps an Intl.DateTimeFormat it builds at load, whatever is imported.
import { Maskito, maskitoUpdateElement, type MaskitoOptions, type MaskitoPostprocessor } from '@maskito/core';
import { onLeave } from './leaveRule.ts';
import { filterOnBlur, filterWhileTyping, type FilterKind, type FilterLimits } from './filters.ts';

function filterPostprocessor(kind: FilterKind, limits: FilterLimits | undefined): MaskitoPostprocessor {
  return ({ value, selection: [from, to] }) => {
    const end = filterWhileTyping(kind, { value, caret: to }, limits);
    // A selection keeps both ends; a plain caret needs one pass.
    const start = from === to ? end.caret : filterWhileTyping(kind, { value, caret: from }, limits).caret;
    return { value: end.value, selection: [start, end.caret] };
  };
}

export function inputFilterOptions(kind: FilterKind, limits?: FilterLimits): MaskitoOptions {
  return {
    // Any character may go in; the postprocessor decides what stays and where the caret goes.
    mask: /^.*$/,
    postprocessors: [filterPostprocessor(kind, limits)],
    plugins: [onLeave((value) => filterOnBlur(kind, value, limits))],
  };
}

/** Filters the input; the returned function removes the filter and every listener it added. */
export function attachInputFilter(input: HTMLInputElement, kind: FilterKind, limits?: FilterLimits): () => void {
  // The shopper may have typed before the script came: as typing while focused, else as if left.
  const { value } = input;
  if (input.ownerDocument.activeElement === input) {
    const typed = filterWhileTyping(kind, { value, caret: input.selectionEnd ?? value.length }, limits);
    if (typed.value !== value) maskitoUpdateElement(input, { value: typed.value, selection: [typed.caret, typed.caret] });
  } else {
    const kept = filterOnBlur(kind, value, limits);
    if (kept !== value) maskitoUpdateElement(input, kept);
  }
  const maskito = new Maskito(input, inputFilterOptions(kind, limits));
  return () => maskito.destroy();
}
