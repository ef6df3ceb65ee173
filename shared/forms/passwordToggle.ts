// The login form's show/hide password toggle (widgets/account-panel), after the WAI-ARIA toggle
// button pattern: one button whose words stay, aria-pressed saying whether the password shows.

let lastId = 0;

/**
 * Makes `button` switch `field` between hidden (type=password) and plain text. The button gets
 * `words` when the server gave it none. Returns the remover, which hides the password again.
 */
export function attachPasswordToggle(button: HTMLButtonElement, field: HTMLInputElement, words: string): () => void {
  if (!field.id) {
    lastId += 1;
    field.id = `shop-password-${lastId}`;
  }
  if ((button.textContent || '').trim() === '' && !button.hasAttribute('aria-label')) button.textContent = words;
  button.type = 'button';
  button.setAttribute('aria-controls', field.id);
  const show = (shown: boolean) => {
    field.type = shown ? 'text' : 'password';
    button.setAttribute('aria-pressed', shown ? 'true' : 'false');
  };
  show(false);
  const onClick = () => show(field.type === 'password');
  button.addEventListener('click', onClick);
  return () => {
    button.removeEventListener('click', onClick);
    show(false);
  };
}
