// What a form's fields ask for (markup contract: validateForm.ts) and which rule a field breaks.
import { readYesNo } from '../browser/yesNo.ts';
import { isBlank, isEmail, isPassword, type EmailRule } from './rules.ts';

export type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** One answer the shopper gives: a single control, or every radio of one name. */
export interface Field {
  /** Stable across checks: the control itself, or 'radio:<name>' for a radio group. */
  readonly key: Control | string;
  /** Never empty; in document order. */
  readonly controls: readonly Control[];
}

export type Problem = 'required' | 'email' | 'password';

const CONTROL_TAGS = ['INPUT', 'SELECT', 'TEXTAREA'];
// Buttons and hidden inputs carry no answer of the shopper's.
const NOT_ANSWERS = ['hidden', 'submit', 'button', 'reset', 'image'];

export function isControl(target: EventTarget | null): target is Control {
  return target instanceof Element && CONTROL_TAGS.indexOf(target.tagName) >= 0;
}

function isCheckable(control: Control): control is HTMLInputElement {
  return control.type === 'checkbox' || control.type === 'radio';
}

/** Disabled itself or by a disabled fieldset (except inside that fieldset's first legend, as in HTML). */
function isDisabled(control: Control): boolean {
  if (control.disabled) return true;
  for (let set = control.closest('fieldset'); set; set = set.parentElement ? set.parentElement.closest('fieldset') : null) {
    if (!set.disabled) continue;
    const legend = firstLegend(set);
    if (!legend || !legend.contains(control)) return true;
  }
  return false;
}

function firstLegend(set: HTMLFieldSetElement): Element | null {
  for (const child of Array.from(set.children)) if (child.tagName === 'LEGEND') return child;
  return null;
}

/** The controls that submit an answer: the browser sends no disabled field, so none is checked. */
function answeringControls(form: HTMLFormElement): Control[] {
  return Array.from(form.elements).filter(
    (element): element is Control => isControl(element) && NOT_ANSWERS.indexOf(element.type) < 0 && !isDisabled(element),
  );
}

/** The form's fields in document order, each radio group once (where its first radio stands). */
export function formFields(form: HTMLFormElement): Field[] {
  const fields: Field[] = [];
  const groups = new Map<string, Control[]>();
  for (const control of answeringControls(form)) {
    if (control.type !== 'radio' || !control.name) {
      fields.push({ key: control, controls: [control] });
      continue;
    }
    const group = groups.get(control.name);
    if (group) {
      group.push(control);
      continue;
    }
    const created = [control];
    groups.set(control.name, created);
    fields.push({ key: `radio:${control.name}`, controls: created });
  }
  return fields;
}

/** The attribute from the first of the field's controls that has it (a radio group shares one). */
export function fieldAttribute(field: Field, name: string): string | null {
  for (const control of field.controls) {
    const value = control.getAttribute(name);
    if (value !== null) return value;
  }
  return null;
}

// A phone field holding only its mask's prefix ('+38 (', shown on focus) has no number in it.
function isEmptyPhone(control: Control): boolean {
  return control instanceof HTMLInputElement && control.type === 'tel' && !/\d/.test(control.value.replace(/^\+\d+\s*\(?/, ''));
}

function isAnswered(control: Control): boolean {
  return isCheckable(control) ? control.checked : !isBlank(control.value) && !isEmptyPhone(control);
}

function checksEmail(control: Control): boolean {
  return control.type === 'email' || validateAttribute(control) === 'email';
}

// A login's password (autocomplete current-password) is not checked: an old account's password
// may predate the rule, and refusing it would lock that shopper out.
function checksPassword(control: Control): boolean {
  if (validateAttribute(control) === 'password') return true;
  const autocomplete = (control.getAttribute('autocomplete') || '').toLowerCase().split(/\s+/);
  return control.type === 'password' && autocomplete.indexOf('new-password') >= 0;
}

function validateAttribute(control: Control): string {
  return (control.getAttribute('data-validate') || '').trim().toLowerCase();
}

/** The e-mail or password rule a filled control breaks; a blank or checkable one breaks none. */
function formatProblem(control: Control, rule: EmailRule): Problem | null {
  if (isCheckable(control) || control.tagName === 'SELECT' || isBlank(control.value)) return null;
  if (checksEmail(control) && !isEmail(control.value.trim(), rule)) return 'email';
  if (checksPassword(control) && !isPassword(control.value)) return 'password';
  return null;
}

/** Any control of that name checked, or filled and passing its own e-mail/password rule. */
function alternativeAnswered(form: HTMLFormElement, name: string, rule: EmailRule): boolean {
  return answeringControls(form).some(
    (control) => control.name === name && isAnswered(control) && formatProblem(control, rule) === null,
  );
}

function isRequired(field: Field): boolean {
  return field.controls.some((control) => control.hasAttribute('required') || readYesNo(control, 'data-required'));
}

/** The first rule the field breaks now, or null. */
export function findProblem(field: Field, form: HTMLFormElement, rule: EmailRule): Problem | null {
  if (!field.controls.some(isAnswered)) {
    if (!isRequired(field)) return null;
    const alternative = fieldAttribute(field, 'data-required-alt');
    return alternative && alternativeAnswered(form, alternative, rule) ? null : 'required';
  }
  for (const control of field.controls) {
    const problem = formatProblem(control, rule);
    if (problem) return problem;
  }
  return null;
}
