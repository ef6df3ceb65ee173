// The value rules of docs/markers.md "Form fields", as pure functions of a string: no DOM, so each
// rule is tested alone. "Letters" in the e-mail rules are Latin A–Z and a–z only (our reading: no
// alphabet is named; an ASCII address is one every mail server takes). The password rule says Latin
// itself.

/** Empty for a required field: nothing but spaces, or '-1' (a `<select>`'s "not chosen" option). */
export function isBlank(value: string): boolean {
  const trimmed = value.trim();
  return trimmed === '' || trimmed === '-1';
}

/** 'a': the current rule (top-level domain of 2–7 letters); 'b': the older one (2–4 letters or digits). */
export type EmailRule = 'a' | 'b';

// Each domain label is followed by its own '.', so the label and the top-level domain never
// compete for the same characters (no catastrophic backtracking on long input).
const EMAIL: Readonly<Record<EmailRule, RegExp>> = {
  a: /^[A-Za-z0-9_.-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,7}$/,
  b: /^[A-Za-z0-9_.-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z0-9]{2,4}$/,
};

/** Checks the address as given: the caller trims it (a filled field's value is trimmed). */
export function isEmail(value: string, rule: EmailRule = 'a'): boolean {
  return EMAIL[rule].test(value);
}

/** Six consecutive characters from Latin letters, digits and '!', anywhere in the value. */
export function isPassword(value: string): boolean {
  return /[A-Za-z0-9!]{6}/.test(value);
}
