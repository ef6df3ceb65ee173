import type { SyntheticEvent } from 'react';
import type { Suggestion } from './suggestions.ts';

export interface SuggestionPopupProps {
  listboxId: string;
  /** The listbox's accessible name. */
  label: string;
  entries: readonly Suggestion[];
  active: number;
  /** Words shown instead of the list: the server's "nothing found", or our failure message. */
  status: string | null;
  onChoose: (index: number) => void;
}

export function optionId(listboxId: string, index: number): string {
  return `${listboxId}-option-${index}`;
}

/** An empty list, and what choosing in it does: nothing (before the suggestions came). */
export const NO_SUGGESTIONS: readonly Suggestion[] = [];
export function noChoice(): void {}

/** Keeps focus (and the caret) in the field while an option is pressed: the click then chooses it. */
function keepFieldFocus(event: SyntheticEvent): void {
  event.preventDefault();
}

/**
 * The popup's content: the listbox of suggestions (always there, so the field's aria-controls
 * names an element; hidden while empty), or a status line. Every text is rendered as text.
 */
export function SuggestionPopup({ listboxId, label, entries, active, status, onChoose }: SuggestionPopupProps) {
  return (
    <>
      <ul className="search-form__listbox" role="listbox" id={listboxId} aria-label={label} hidden={entries.length === 0}>
        {entries.map((entry, index) => (
          <li
            key={`${index}:${entry.url}`}
            id={optionId(listboxId, index)}
            role="option"
            aria-selected={index === active ? 'true' : 'false'}
            className={['search-form__option', entry.className, index === active ? 'is-active' : ''].filter(Boolean).join(' ')}
            onPointerDown={keepFieldFocus}
            onMouseDown={keepFieldFocus}
            onClick={() => onChoose(index)}
          >
            {entry.label}
          </li>
        ))}
      </ul>
      {entries.length === 0 && status !== null && (
        <p className="search-form__status" role="status">
          {status}
        </p>
      )}
    </>
  );
}
