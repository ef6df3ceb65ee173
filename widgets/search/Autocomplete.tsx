// The search's suggestions: a part (shared/runtime/parts.ts) that the form's widget loads on the
// shopper's first use of the field, so the placeholder's animation is all a page runs before that.
import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Outcome } from '../../shared/actions/outcome.ts';
import { loadSuggestions } from '../../shared/actions/search.ts';
import type { Message } from '../../shared/i18n/index.ts';
import { searchSuggestions } from '../../shared/i18n/messages/search.ts';
import { useT } from '../../shared/ui/useT.ts';
import { keyOutcome } from './comboboxKeys.ts';
import { goToSuggestion } from './goToSuggestion.ts';
import { showComboboxState, showSlot } from './searchForm.ts';
import { SuggestionLoader, type QueryOutcome } from './suggestionLoader.ts';
import { readSuggestions, type SuggestionList } from './suggestions.ts';
import { NO_SUGGESTIONS, noChoice, optionId, SuggestionPopup } from './SuggestionPopup.tsx';

/** What the popup shows for the field's query: the server's answer, or that the call failed. */
type Shown = { kind: 'answer'; list: SuggestionList } | { kind: 'failed'; message: Message | null };

async function loadList(query: string, signal: AbortSignal): Promise<Outcome<SuggestionList>> {
  const outcome = await loadSuggestions(query, signal);
  return outcome.ok ? { ok: true, value: readSuggestions(outcome.value) } : outcome;
}

export interface AutocompleteProps {
  form: HTMLFormElement;
  /** The form's field, already marked as the combobox of `listboxId`. */
  input: HTMLInputElement;
  /** The popup's box after the field, where the list renders. */
  slot: HTMLDivElement;
  listboxId: string;
}

/**
 * The field as a WAI-ARIA list-autocomplete combobox: suggestions as the
 * shopper types, arrows and Enter to choose, Escape and leaving to close.
 */
export function Autocomplete({ form, input, slot, listboxId }: AutocompleteProps) {
  const t = useT();
  const [shown, setShown] = useState<Shown | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const choose = useRef<(index: number) => void>(noChoice);

  const entries = shown?.kind === 'answer' ? shown.list.entries : NO_SUGGESTIONS;
  const status = shown === null ? null : shown.kind === 'failed' ? shown.message && t(shown.message) : shown.list.status;
  const visible = open && (entries.length > 0 || status !== null);
  // The listeners on the server's field read the list as it is now, not as it was at mount.
  const latest = useRef({ visible, active, entries });
  useLayoutEffect(() => {
    latest.current = { visible, active, entries };
  });

  useLayoutEffect(() => {
    const doc = form.ownerDocument;
    let leaving = false;

    const close = () => {
      setOpen(false);
      setActive(-1);
    };
    const show = (outcome: QueryOutcome<SuggestionList>) => {
      setActive(-1);
      if (outcome.kind === 'none') {
        setShown(null);
        setOpen(false);
        return;
      }
      setShown(outcome.kind === 'failed' ? { kind: 'failed', message: outcome.message } : { kind: 'answer', list: outcome.answer });
      // An answer that comes after the shopper left the field waits for their return.
      setOpen(doc.activeElement === input);
    };
    const loader = new SuggestionLoader({ load: loadList, onOutcome: show });
    const chooseEntry = (index: number) => {
      const entry = latest.current.entries[index];
      if (!entry || leaving) return;
      leaving = true;
      close();
      void goToSuggestion(entry, input.value);
    };

    const onInput = () => {
      setActive(-1);
      loader.request(input.value);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      // Enter or an arrow that ends an IME composition belongs to the composition.
      if (event.isComposing) return;
      const { visible: shownNow, active: activeNow, entries: entriesNow } = latest.current;
      const outcome = keyOutcome(event, { open: shownNow, active: activeNow, count: entriesNow.length });
      if (!outcome) return;
      if (outcome.preventDefault) event.preventDefault();
      setOpen(outcome.state.open);
      setActive(outcome.state.active);
      if (outcome.choose !== null) chooseEntry(outcome.choose);
    };
    const onFocus = () => {
      const cached = loader.cached(input.value);
      if (cached === undefined) return;
      setShown({ kind: 'answer', list: cached });
      setOpen(true);
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (!(next instanceof Node) || !form.contains(next)) close();
    };
    const onPointerDown = (event: Event) => {
      const target = event.target;
      if (!(target instanceof Node) || !form.contains(target)) close();
    };

    input.addEventListener('input', onInput);
    input.addEventListener('keydown', onKeyDown);
    input.addEventListener('focus', onFocus);
    form.addEventListener('focusout', onFocusOut);
    doc.addEventListener('pointerdown', onPointerDown, true);
    choose.current = chooseEntry;
    // Typed before this part came, in the field the shopper is still in: ask for it as if just typed.
    if (doc.activeElement === input) loader.request(input.value);

    return () => {
      loader.dispose();
      input.removeEventListener('input', onInput);
      input.removeEventListener('keydown', onKeyDown);
      input.removeEventListener('focus', onFocus);
      form.removeEventListener('focusout', onFocusOut);
      doc.removeEventListener('pointerdown', onPointerDown, true);
    };
  }, [form, input, slot]);

  useLayoutEffect(() => {
    showSlot(slot, visible);
    const activeId = visible && active >= 0 ? optionId(listboxId, active) : null;
    showComboboxState(input, visible && entries.length > 0, activeId);
    const option = activeId === null ? null : slot.ownerDocument.getElementById(activeId);
    // A long list scrolls its own box to the option the arrows reached.
    if (option && typeof option.scrollIntoView === 'function') option.scrollIntoView({ block: 'nearest' });
  }, [input, slot, visible, active, entries.length, listboxId]);

  return createPortal(
    <SuggestionPopup
      listboxId={listboxId}
      label={t(searchSuggestions)}
      entries={entries}
      active={visible ? active : -1}
      status={status}
      onChoose={(index) => choose.current(index)}
    />,
    slot,
  );
}
