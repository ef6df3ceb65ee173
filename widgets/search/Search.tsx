import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
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
import { animatePlaceholder } from './placeholderAnimation.ts';
import { addSuggestionSlot, markCombobox } from './searchForm.ts';
import { useAutocomplete } from './useAutocomplete.ts';

/** The 4 sample queries the placeholder types, in the page's language. */
const SAMPLE_QUERIES = [sampleQueryDress, sampleQuerySneakers, sampleQueryJacket, sampleQueryJeans];

/** Listbox ids unique on the page, whatever root each search form mounted in. */
let searchForms = 0;

interface Parts {
  input: HTMLInputElement;
  slot: HTMLDivElement;
}

/**
 * The header's search form: the server's own form and field stay; the
 * field becomes a WAI-ARIA list-autocomplete combobox whose popup the widget adds after it, its
 * placeholder types sample queries until it is used, and an empty search is not sent. The
 * suggestions themselves (Autocomplete.tsx) come on the first sign of use.
 */
export function Search(props: HostProps) {
  useServerNodes(props);
  const form = props.host as HTMLFormElement;
  const { lang } = useSignal(store.pageContext);
  const t = useT();
  const [listboxId] = useState(() => `search-suggestions-${(searchForms += 1)}`);
  const [parts, setParts] = useState<Parts | null>(null);
  const Autocomplete = useAutocomplete(form);

  // After useServerNodes (declared first) has put the form's own nodes back.
  useLayoutEffect(() => {
    const input = onlyInput(form);
    if (!input) return;
    const popup = addSuggestionSlot(form, input);
    const unmark = markCombobox(input, listboxId);
    setParts({ input, slot: popup.slot });
    return () => {
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
    // While the placeholder types, a submit only focuses the field; an
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

  if (!parts) return null;
  if (Autocomplete) return <Autocomplete form={form} input={parts.input} slot={parts.slot} listboxId={listboxId} />;
  // Until the suggestions come, the list the field's aria-controls names is there, empty and hidden,
  // as their popup renders it with no entries (SuggestionPopup.tsx comes with them, in the part).
  return createPortal(<ul className="search-form__listbox" role="listbox" id={listboxId} aria-label={t(searchSuggestions)} hidden />, parts.slot);
}
