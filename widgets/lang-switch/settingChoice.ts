/**
 * Calls `choose` with the value of the button that submitted a switch's form (`field` its name),
 * instead of the form's own POST. The pressed button is remembered from its click because
 * `SubmitEvent.submitter` is newer than some browsers the bundle supports. Returns the remover.
 */
export function settingChoice(host: HTMLElement, field: string, choose: (value: string) => void): () => void {
  let pressed: HTMLButtonElement | null = null;
  const isChoice = (node: unknown): node is HTMLButtonElement => node instanceof HTMLButtonElement && node.name === field;
  const onClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    pressed = isChoice(button) ? button : null;
  };
  const onSubmit = (event: Event) => {
    const submitter = (event as SubmitEvent).submitter ?? pressed;
    pressed = null;
    if (!isChoice(submitter) || !host.contains(submitter)) return;
    event.preventDefault();
    choose(submitter.value);
  };
  host.addEventListener('click', onClick, true);
  host.addEventListener('submit', onSubmit);
  return () => {
    host.removeEventListener('click', onClick, true);
    host.removeEventListener('submit', onSubmit);
  };
}
