import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Outcome } from '../../shared/actions/outcome.ts';
import { loadSuggestions } from '../../shared/actions/search.ts';
import type { Message } from '../../shared/i18n/index.ts';
import { onlyInput } from '../../shared/forms/onlyInput.ts';
import { t as translate } from '../../shared/i18n/index.ts';
import {
  sampleQueryDress,
  sampleQueryJacket,
  sampleQueryJeans,
  sampleQuerySneakers,
  searchSuggestions,
} from '../../shared/i18n/messages/search.ts';
import type { HostProps } from '../../shared/runtime/index.ts';
import { store, useSignal } from '../../shared/store/index.ts';
import { useServerNodes } from '../../shared/ui/useServerNodes.ts';
import { useT } from '../../shared/ui/useT.ts';
import { keyOutcome } from './comboboxKeys.ts';
import { goToSuggestion } from './goToSuggestion.ts';
import { animatePlaceholder } from './placeholderAnimation.ts';
import { addSuggestionSlot, markCombobox, showComboboxState, showSlot } from './searchForm.ts';
import { SuggestionLoader, type QueryOutcome } from './suggestionLoader.ts';
import { readSuggestions, type Suggestion, type SuggestionList } from './suggestions.ts';
import { optionId, SuggestionPopup } from './SuggestionPopup.tsx';

/** SPEC 2: the 4 sample queries the placeholder types, in the page's language. */
const SAMPLE_QUERIES = [sampleQueryDress, sampleQuerySneakers, sampleQueryJacket, sampleQueryJeans];
const NO_ENTRIES: readonly Suggestion[] = [];

/** Listbox ids unique on the page, whatever root each search form mounted in. */
let searchForms = 0;

/** What the popup shows for the field's query: the server's answer, or that the call failed. */
type Shown = { kind: 'answer'; list: SuggestionList } | { kind: 'failed'; message: Message | null };

interface Parts {
  input: HTMLInputElement;
  slot: HTMLDivElement;
  choose: (index: number) => void;
}

async function loadList(query: string, signal: AbortSignal): Promise<Outcome<SuggestionList>> {
  const outcome = await loadSuggestions(query, signal);
  return outcome.ok ? { ok: true, value: readSuggestions(outcome.value) } : outcome;
}

/**
 * The header's search form (SPEC 2 "Search", 5, 9): the server's own form and field stay; the
 * field becomes a WAI-ARIA list-autocomplete combobox whose popup the widget adds after it, its
 * placeholder types sample queries until it is used, and an empty search is not sent.
 */
export function Search(props: HostProps) {
  useServerNodes(props);
  const form = props.host as HTMLFormElement;
  const { lang } = useSignal(store.pageContext);
  const t = useT();
  const [listboxId] = useState(() => `search-suggestions-${(searchForms += 1)}`);
  const [parts, setParts] = useState<Parts | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const entries = shown?.kind === 'answer' ? shown.list.entries : NO_ENTRIES;
  const status = shown === null ? null : shown.kind === 'failed' ? shown.message && t(shown.message) : shown.list.status;
  const visible = open && (entries.length > 0 || status !== null);
  // The listeners on the server's field read the list as it is now, not as it was at mount.
  const latest = useRef({ visible, active, entries });
  useLayoutEffect(() => {
    latest.current = { visible, active, entries };
  });

  // After useServerNodes (declared first) has put the form's own nodes back.
  useLayoutEffect(() => {
    const input = onlyInput(form);
    if (!input) return;
    const doc = form.ownerDocument;
    const popup = addSuggestionSlot(form, input);
    const unmark = markCombobox(input, listboxId);
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
    const choose = (index: number) => {
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
      if (outcome.choose !== null) choose(outcome.choose);
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
    setParts({ input, slot: popup.slot, choose });
    // Typed before the mount, in the field the shopper is still in: ask for it as if just typed.
    if (doc.activeElement === input) loader.request(input.value);

    return () => {
      loader.dispose();
      input.removeEventListener('input', onInput);
      input.removeEventListener('keydown', onKeyDown);
      input.removeEventListener('focus', onFocus);
      form.removeEventListener('focusout', onFocusOut);
      doc.removeEventListener('pointerdown', onPointerDown, true);
      unmark();
      popup.remove();
    };
  }, [form, listboxId]);

  const input = parts?.input ?? null;
  useLayoutEffect(() => {
    if (!input) return;
    const animation = animatePlaceholder(
      input,
      SAMPLE_QUERIES.map((query) => translate(query, lang)),
    );
    // SPEC 4 "Other": while the placeholder types, a submit only focuses the field; SPEC 5: an
    // empty search is not sent (Enter or the button), the field gets focus instead.
    const onSubmit = (event: Event) => {
      if (!animation.running && input.value.trim() !== '') return;
      event.preventDefault();
      input.focus();
    };
    form.addEventListener('submit', onSubmit);
    return () => {
      form.removeEventListener('submit', onSubmit);
      animation.stop();
    };
  }, [form, input, lang]);

  useLayoutEffect(() => {
    if (!parts) return;
    showSlot(parts.slot, visible);
    const activeId = visible && active >= 0 ? optionId(listboxId, active) : null;
    showComboboxState(parts.input, visible && entries.length > 0, activeId);
    const option = activeId === null ? null : parts.slot.ownerDocument.getElementById(activeId);
    // A long list scrolls its own box to the option the arrows reached.
    if (option && typeof option.scrollIntoView === 'function') option.scrollIntoView({ block: 'nearest' });
  }, [parts, visible, active, entries.length, listboxId]);

  if (!parts) return null;
  return createPortal(
    <SuggestionPopup
      listboxId={listboxId}
      label={t(searchSuggestions)}
      entries={entries}
      active={visible ? active : -1}
      status={status}
      onChoose={parts.choose}
    />,
    parts.slot,
  );
}
