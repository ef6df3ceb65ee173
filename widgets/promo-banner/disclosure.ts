/**
 * The banner's toggle as a WAI-ARIA disclosure button: `aria-expanded` says whether the body shows,
 * `aria-controls` names it, and a press shows or hides the body with `hidden`. The toggle keeps the
 * server's words. Returns the function that gives the server's attributes back.
 */
export function attachDisclosure(toggle: HTMLButtonElement, body: HTMLElement, bodyId: string): () => void {
  const serverControls = toggle.getAttribute('aria-controls');
  const serverBodyId = body.getAttribute('id');
  const serverHidden = body.hidden;
  // The server's ids are kept; a body without one gets ours, so aria-controls always names it.
  if (!serverBodyId) body.id = bodyId;
  toggle.setAttribute('aria-controls', body.id);
  const show = (expanded: boolean) => {
    body.hidden = !expanded;
    toggle.setAttribute('aria-expanded', String(expanded));
  };
  // Expanded as the server rendered it: its body shows until the shopper collapses it.
  show(!serverHidden);
  const onPress = () => show(body.hidden !== false);
  toggle.addEventListener('click', onPress);
  return () => {
    toggle.removeEventListener('click', onPress);
    toggle.removeAttribute('aria-expanded');
    if (serverControls === null) toggle.removeAttribute('aria-controls');
    else toggle.setAttribute('aria-controls', serverControls);
    if (!serverBodyId) body.removeAttribute('id');
    body.hidden = serverHidden;
  };
}
