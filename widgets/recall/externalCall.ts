// A page loaded with ?action=external_call resets its URL to the root and opens the form.
import { asksForExternalCall } from '../../shared/browser/externalCall.ts';

let taken = false;

/**
 * The page's address once per page load when it asked for the callback form (null otherwise): the
 * address bar is reset to `root` ('/' or '/ua/') through history, without a reload, and the
 * address it had is what the form is asked for with (the page the shopper came to, whose product
 * the call names). Later calls (a second recall marker, one mounted later) get null, so one
 * request opens one form. On a page without a recall marker the page wiring adds a hidden one
 * (shared/page/pageWiring.ts), whose widget is the one that takes it.
 */
export function takeExternalCall(root: string): string | null {
  if (taken) return null;
  if (!asksForExternalCall()) return null;
  taken = true;
  const cameTo = location.href;
  try {
    history.replaceState(history.state, '', root);
  } catch {
    // A sandboxed page may refuse: the form still opens.
  }
  return cameTo;
}

/** For tests: a new page load. */
export function resetExternalCall(): void {
  taken = false;
}
