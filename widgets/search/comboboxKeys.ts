// The keyboard of the WAI-ARIA "list autocomplete" combobox, as data: what a key does to the list.

/** The list as the keys see it. `active` is the option's index, -1 for none. */
export interface ListState {
  /** The popup is shown. */
  open: boolean;
  active: number;
  /** How many options the current answer has. */
  count: number;
}

export interface KeyOutcome {
  state: ListState;
  /** The option Enter chose, or null. */
  choose: number | null;
  /** The key was ours: the browser's own action (caret to the end, Esc clearing a search field, submitting) must not run. */
  preventDefault: boolean;
}

export interface KeyPress {
  key: string;
  altKey: boolean;
}

const CARET_KEYS = ['ArrowLeft', 'ArrowRight', 'Home', 'End'];

function step(state: ListState, by: 1 | -1): ListState {
  const { active, count } = state;
  // From no option, Down starts at the first and Up at the last; both wrap around.
  const next = active < 0 ? (by === 1 ? 0 : count - 1) : (active + by + count) % count;
  return { open: true, active: next, count };
}

/** What `press` does to the list; null when the key is not the combobox's (Tab, letters…). */
export function keyOutcome(press: KeyPress, state: ListState): KeyOutcome | null {
  const closed: ListState = { open: false, active: -1, count: state.count };
  switch (press.key) {
    case 'ArrowDown':
    case 'ArrowUp':
      if (press.altKey) {
        if (press.key === 'ArrowUp') return { state: closed, choose: null, preventDefault: state.open };
        return state.count > 0 ? { state: { ...state, open: true }, choose: null, preventDefault: true } : null;
      }
      if (state.count === 0) return null;
      return { state: step(state, press.key === 'ArrowDown' ? 1 : -1), choose: null, preventDefault: true };
    case 'Escape':
      // Always ours: a search field's own Esc would clear what was typed.
      return { state: closed, choose: null, preventDefault: true };
    case 'Enter':
      if (state.open && state.active >= 0 && state.active < state.count) return { state, choose: state.active, preventDefault: true };
      return null;
    default:
      if (CARET_KEYS.indexOf(press.key) >= 0) return { state: { ...state, active: -1 }, choose: null, preventDefault: false };
      return null;
  }
}
