// The gift form's own field rules (this widget's README), on the server's form.

export const EMAIL_FIELD = 'emailgift';
export const PHONE_FIELD = 'phonegift';
const SEX_CHOICE = 's';
/** The hidden copy of the sex choice the server reads besides `s`. */
const SEX_FIELD = 'sex';

function field(form: HTMLFormElement, name: string): HTMLInputElement | null {
  const found = form.elements.namedItem(name);
  return found instanceof HTMLInputElement ? found : null;
}

function clear(input: HTMLInputElement): void {
  if (input.value === '') return;
  input.value = '';
  // So the form's checks see the change (an error on the pair clears).
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * E-mail and phone are mutually exclusive: focusing one clears the other. Returns the remover.
 */
export function keepOneContact(form: HTMLFormElement): () => void {
  const onFocus = (event: FocusEvent) => {
    const target = event.target;
    if (!(target instanceof HTMLInputElement)) return;
    const other = target.name === EMAIL_FIELD ? PHONE_FIELD : target.name === PHONE_FIELD ? EMAIL_FIELD : null;
    const otherField = other && field(form, other);
    if (otherField) clear(otherField);
  };
  form.addEventListener('focusin', onFocus);
  return () => form.removeEventListener('focusin', onFocus);
}

/**
 * Tab and Enter are blocked in the e-mail field: Enter does not submit, and Tab does not move on
 * to the phone field (focusing it would clear the e-mail just typed). Tab takes the shopper to
 * the submit button instead, so the form stays usable from the keyboard; Shift+Tab is not blocked.
 */
export function guardEmailKeys(form: HTMLFormElement): () => void {
  const onKey = (event: KeyboardEvent) => {
    const target = event.target;
    if (!(target instanceof HTMLInputElement) || target.name !== EMAIL_FIELD) return;
    if (event.key === 'Enter') {
      event.preventDefault();
    } else if (event.key === 'Tab' && !event.shiftKey) {
      event.preventDefault();
      form.querySelector<HTMLElement>('button[type="submit"], button:not([type]), input[type="submit"]')?.focus();
    }
  };
  form.addEventListener('keydown', onKey);
  return () => form.removeEventListener('keydown', onKey);
}

/** Keeps the hidden sex field equal to the chosen `s` (m or w). Returns the remover. */
export function keepSexField(form: HTMLFormElement): () => void {
  const sync = () => {
    const hidden = field(form, SEX_FIELD);
    // The checked property, not the :checked selector: it is what the shopper's click changed.
    const chosen = Array.from(form.querySelectorAll<HTMLInputElement>(`input[name="${SEX_CHOICE}"]`)).find((radio) => radio.checked);
    if (hidden && chosen && (chosen.value === 'm' || chosen.value === 'w')) hidden.value = chosen.value;
  };
  sync();
  form.addEventListener('change', sync);
  return () => form.removeEventListener('change', sync);
}
