// Where the account panel's forms are in the server's html (its marker contract).

export const LOGIN_FORM = 'form[data-form="login"]';
export const REGISTRATION_FORM = 'form[data-form="registration"]';
/** The login form's show-password button: a yes/no attribute (shared/browser/yesNo.ts). */
export const PASSWORD_TOGGLE_ATTR = 'data-password-toggle';
/** The login form's password field's name. */
export const PASSWORD_FIELD = 'pass';

export function findForm(host: HTMLElement, selector: string): HTMLFormElement | null {
  const form = host.querySelector(selector);
  return form instanceof HTMLFormElement ? form : null;
}

/** A slot for the form's alert, right before it: empty, it takes no room; it outlives a removed form. */
export function alertSlotBefore(form: HTMLFormElement): HTMLElement {
  const slot = form.ownerDocument.createElement('div');
  slot.className = 'account-panel__alert';
  slot.tabIndex = -1;
  form.before(slot);
  return slot;
}
