// Enter anywhere in the form acts as its submit button (widgets/account-panel, login).

/** Controls whose own Enter means something else: a button presses itself, a link follows, a textarea breaks the line. */
const OWN_ENTER = 'button, a[href], textarea, select, input[type="submit"], input[type="button"], input[type="reset"]';

/** Enter in any other control of `form` runs `submit` (once: the browser's own implicit submit is prevented). */
export function submitOnEnter(form: HTMLFormElement, submit: () => void): () => void {
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.isComposing || event.defaultPrevented) return;
    const target = event.target;
    if (target instanceof Element && target.closest(OWN_ENTER)) return;
    event.preventDefault();
    submit();
  };
  form.addEventListener('keydown', onKey);
  return () => form.removeEventListener('keydown', onKey);
}
