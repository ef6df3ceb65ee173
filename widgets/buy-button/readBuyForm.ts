export interface SizeChoice {
  /** The option's value: a size key, or '' for the "choose a size" placeholder. */
  value: string;
  /** The option's text: what select mode sends as `s`. */
  text: string;
}

export interface ServerBuyForm {
  /** The submit button's text, e.g. 'Купить'; '' when there is none. */
  label: string;
  /** The submit button's classes, so the page's CSS styles our button the same way. */
  buttonClass: string;
  /** The options of the form's size select, in order. */
  sizes: SizeChoice[];
  /** The value of the option the server printed `selected` ('' when none). */
  selectedSize: string;
}

/**
 * Reads the server's buy form out of the marker's fallback HTML. The HTML is parsed in an inert
 * <template> and only attributes and text are read: nothing of it is inserted back.
 */
export function readBuyForm(fallbackHtml: string): ServerBuyForm {
  const template = document.createElement('template');
  template.innerHTML = fallbackHtml;
  const root = template.content;
  const submit = root.querySelector('button[type="submit"], button:not([type]), input[type="submit"]');
  const label = submit instanceof HTMLInputElement ? submit.value : (submit?.textContent ?? '');
  const select = root.querySelector('select[name="size"]') ?? root.querySelector('select');
  const sizes: SizeChoice[] = [];
  let selectedSize = '';
  for (const option of select?.querySelectorAll('option') ?? []) {
    const text = (option.textContent ?? '').trim();
    // Like the browser: an option without a value attribute submits its text.
    const value = (option.getAttribute('value') ?? text).trim();
    sizes.push({ value, text });
    if (option.hasAttribute('selected')) selectedSize = value;
  }
  return { label: label.trim(), buttonClass: submit?.getAttribute('class')?.trim() ?? '', sizes, selectedSize };
}
