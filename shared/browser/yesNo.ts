// The one rule for yes/no attributes, on markers and on the elements inside them (docs/markers.md
// "Yes/no attributes"): present means yes, absent means no, and a value may say which.
import { handleError } from '../log/handleError.ts';

/** How a page author writes them, for the console errors. */
export const YES_NO_HINT = 'present (bare, "1", "true") for yes; absent, "0", "false" for no';

/**
 * A yes/no attribute's value: absent (null) is no; bare or empty, "1" and "true" are yes; "0" and
 * "false" are no (spaces around and letter case do not matter). Anything else is neither: null.
 */
export function yesNo(value: string | null): boolean | null {
  const word = value?.trim().toLowerCase();
  return word === undefined || word === '0' || word === 'false' ? false : word === '' || word === '1' || word === 'true' ? true : null;
}

/** Elements already reported: a page author hears of each once, not on every read. */
const reported = new WeakSet<Element>();

/**
 * Reads a yes/no attribute of an element that is not a marker itself (a size link, a form field):
 * a value that is neither is reported once (the console shows the element) and read as no. A
 * marker's own are read by shared/runtime/attributes.ts, which rejects the marker instead.
 */
export function readYesNo(element: Element, attr: string): boolean {
  const value = yesNo(element.getAttribute(attr));
  if (value === null && !reported.has(element)) {
    reported.add(element);
    handleError(undefined, `${attr}="${element.getAttribute(attr)}" is neither yes nor no: ${YES_NO_HINT}; read as no`, { element });
  }
  return value === true;
}

/** The first element under `root` whose yes/no attribute `attr` says yes (one marked "0" is no such element). */
export function firstWithYes(root: ParentNode, attr: string): Element | null {
  return [...root.querySelectorAll(`[${attr}]`)].find((element) => readYesNo(element, attr)) ?? null;
}
