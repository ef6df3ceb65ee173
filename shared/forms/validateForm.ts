/*
 * Form validation on server-rendered forms (docs/markers.md "Form fields"). The markup contract:
 *
 * - Required: the native `required` attribute or `data-required` (either counts). The engine sets
 *   `form.noValidate` so the browser's own bubbles don't compete; `required` still guards the form
 *   when no script runs. A value of spaces only or '-1' is empty (a `<select>` on '-1' is
 *   unselected); a checkbox must be checked; a radio group (radios of one name) needs one checked.
 * - Alternative: `data-required-alt="<name>"` on a required field: satisfied when a control of that
 *   name in the form is checked, or filled and passing its own e-mail/password check.
 * - Own message: `data-error-message="…"` (used for every rule the field breaks);
 *   `data-error-message="no_message"` marks the field without a message.
 * - E-mail (only when filled): `type="email"` or `data-validate="email"`; the form's
 *   `data-email-rule="b"` picks the older rule, anything else (or none) the current rule 'a'.
 * - Password (only when filled): `data-validate="password"`, or `type="password"` with
 *   `autocomplete="new-password"`; a login's password (current-password) is not checked.
 * - Invalid: `aria-invalid="true"` on the field (on every radio of a group) and
 *   `<span class="field__error" id="shop-error-<n>">text</span>` right after it (after its wrapping
 *   `<label>`, so the text never joins the field's name; after the group's last radio), its id
 *   appended to the field's `aria-describedby`.
 * - Disabled fields and fields in a disabled fieldset are skipped: the browser does not send them.
 *
 * The engine does not intercept submit: a widget calls validate() in its submit handler, and a
 * form that submits natively gets guardSubmit(). An error clears (or changes its text) as soon as
 * an `input` or `change` event shows it corrected; new errors appear only on validate(). (A
 * control outside the form, joined by its `form` attribute, is checked but its events don't
 * bubble to the form: its error clears on the next validate().)
 */
import { scrollToElement } from '../browser/scrollToElement.ts';
import type { Language } from '../context/types.ts';
import { t, type Message } from '../i18n/index.ts';
import { invalidEmail, invalidPassword, requiredField } from '../i18n/messages/forms.ts';
import { FieldMark } from './fieldMessage.ts';
import { fieldAttribute, findProblem, formFields, isControl, type Field, type Problem } from './fieldRules.ts';
import type { EmailRule } from './rules.ts';

export interface FormValidation {
  /** Checks every field, marks and unmarks them; true when the form may submit, else focuses the first invalid field. */
  validate(): boolean;
  /** Whether validate() would pass now, computed without marking or focusing anything. */
  readonly valid: boolean;
  /** Removes the listeners and every message and mark this validation added. */
  destroy(): void;
}

const DEFAULT_TEXT: Readonly<Record<Problem, Message>> = {
  required: requiredField,
  email: invalidEmail,
  password: invalidPassword,
};

const NO_MESSAGE = 'no_message';

/** The field's own text, or the rule's default; null for no_message. */
function errorText(field: Field, problem: Problem, lang: Language): string | null {
  const own = (fieldAttribute(field, 'data-error-message') || '').trim();
  if (own === NO_MESSAGE) return null;
  return own || t(DEFAULT_TEXT[problem], lang);
}

function emailRuleOf(form: HTMLFormElement): EmailRule {
  return (form.getAttribute('data-email-rule') || '').trim().toLowerCase() === 'b' ? 'b' : 'a';
}

/**
 * Takes the shopper to a field in error: focus now, so the next key goes into it, without the
 * browser's jump; the page (or the panel the form is in) glides to it over 100 ms.
 */
function moveTo(control: HTMLElement): void {
  control.focus({ preventScroll: true });
  void scrollToElement(control);
}

export function attachValidation(form: HTMLFormElement, lang: Language): FormValidation {
  const marks = new Map<Field['key'], FieldMark>();
  const noValidateBefore = form.noValidate;
  form.noValidate = true;

  /** Checks one field and updates its marks; true when it is valid. */
  function check(field: Field): boolean {
    const problem = findProblem(field, form, emailRuleOf(form));
    const mark = marks.get(field.key);
    if (!problem) {
      if (mark) unmark(field.key, mark);
      return true;
    }
    const shown = mark || new FieldMark(field.controls);
    marks.set(field.key, shown);
    shown.show(errorText(field, problem, lang));
    return false;
  }

  function unmark(key: Field['key'], mark: FieldMark): void {
    mark.clear();
    marks.delete(key);
  }

  function validate(): boolean {
    const fields = formFields(form);
    const present = new Set<Field['key']>();
    let firstInvalid: Field | null = null;
    for (const field of fields) {
      present.add(field.key);
      if (!check(field) && !firstInvalid) firstInvalid = field;
    }
    // A field disabled or removed since it was marked is no longer sent, so no longer in error.
    marks.forEach((mark, key) => {
      if (!present.has(key)) unmark(key, mark);
    });
    if (firstInvalid && firstInvalid.controls[0]) moveTo(firstInvalid.controls[0]);
    return firstInvalid === null;
  }

  // Only fields already in error are looked at again: the one edited, and those naming it as their alternative.
  function onEdit(event: Event): void {
    const target = event.target;
    if (marks.size === 0 || !isControl(target)) return;
    for (const field of formFields(form)) {
      if (!marks.has(field.key)) continue;
      const edited = field.controls.indexOf(target) >= 0;
      if (edited || (target.name !== '' && fieldAttribute(field, 'data-required-alt') === target.name)) check(field);
    }
  }

  form.addEventListener('input', onEdit);
  form.addEventListener('change', onEdit);

  return {
    validate,
    get valid() {
      const rule = emailRuleOf(form);
      return formFields(form).every((field) => findProblem(field, form, rule) === null);
    },
    destroy() {
      form.removeEventListener('input', onEdit);
      form.removeEventListener('change', onEdit);
      marks.forEach((mark, key) => unmark(key, mark));
      form.noValidate = noValidateBefore;
    },
  };
}

/** Stops a native submit while the form is invalid (validate() also marks and focuses); returns the remover. */
export function guardSubmit(form: HTMLFormElement, validation: FormValidation): () => void {
  const onSubmit = (event: Event): void => {
    if (!validation.validate()) event.preventDefault();
  };
  form.addEventListener('submit', onSubmit);
  return () => form.removeEventListener('submit', onSubmit);
}
