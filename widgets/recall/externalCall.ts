// SPEC 2: a page loaded with ?action=external_call resets its URL to the root and opens the form.

const ACTION = 'action';
const EXTERNAL_CALL = 'external_call';

let taken = false;

/**
 * True once per page load when its URL asked for the callback form: the address bar is reset to
 * `root` ('/' or '/ua/') through history, without a reload. Later calls (a second recall marker,
 * one mounted later) get false, so one request opens one form.
 */
export function takeExternalCall(root: string): boolean {
  if (taken) return false;
  if (new URLSearchParams(location.search).get(ACTION) !== EXTERNAL_CALL) return false;
  taken = true;
  try {
    history.replaceState(history.state, '', root);
  } catch {
    // A sandboxed page may refuse: the form still opens.
  }
  return true;
}

/** For tests: a new page load. */
export function resetExternalCall(): void {
  taken = false;
}
