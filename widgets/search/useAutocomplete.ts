import { useLayoutEffect, useState, type ComponentType } from 'react';
import { loadPart } from '../../shared/runtime/index.ts';
import type { AutocompleteProps } from './Autocomplete.tsx';

/** The signs that the shopper reaches for the form: a pointer over it, a press, focus, typing. */
const INTENTS = ['pointerover', 'pointerdown', 'focusin', 'input'] as const;
/** After a failed fetch, only a new use asks again: not a pointer passing over, nor each key typed. */
const RETRY_INTENTS: readonly string[] = ['pointerdown', 'focusin'];

/**
 * The suggestions' component, fetched on the first sign of use of the form (or at once when the
 * field already has focus), null until it is there. A fetch that fails is asked for again on the
 * next press or focus, not by a pointer passing over nor by each key typed (the loader reports
 * each attempt).
 */
export function useAutocomplete(form: HTMLFormElement): ComponentType<AutocompleteProps> | null {
  const [part, setPart] = useState<ComponentType<AutocompleteProps> | null>(null);
  useLayoutEffect(() => {
    if (part) return;
    let live = true;
    let asked = false;
    let failed = false;
    const ask = (event?: Event) => {
      if (asked || (failed && !RETRY_INTENTS.includes(event?.type ?? ''))) return;
      asked = true;
      loadPart(() => import('./Autocomplete.tsx')).then(
        (module) => {
          if (live) setPart(() => module.Autocomplete);
        },
        () => {
          asked = false;
          failed = true;
        },
      );
    };
    for (const type of INTENTS) form.addEventListener(type, ask);
    if (form.contains(form.ownerDocument.activeElement)) ask();
    return () => {
      live = false;
      for (const type of INTENTS) form.removeEventListener(type, ask);
    };
  }, [form, part]);
  return part;
}
