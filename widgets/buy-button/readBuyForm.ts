import { parseServerHtml, serialise } from '../../shared/browser/parseServerHtml.ts';

/** Where the widget's button goes: the server's submit button is replaced by this empty element. */
export const BUTTON_SLOT = 'data-buy-button-slot';

export interface ServerBuyForm {
  /** The form's content with its submit button replaced by the slot (trusted server HTML). */
  html: string;
  /** The submit button's text, e.g. 'Купить'; '' when there is none. */
  label: string;
  /** The submit button's classes, so the page's CSS styles our button the same way. */
  buttonClass: string;
  /** The submit button's `data-*` and `title` attributes, kept on our button. */
  buttonAttributes: Readonly<Record<string, string>>;
  /** The form has a size select of its own. */
  hasSelect: boolean;
  /** The value of the size option the server printed `selected` ('' when none). */
  selectedSize: string;
  /** That option's text (sent as `s` for a size from a select, docs/markers.md). */
  selectedSizeText: string;
}

const SUBMIT = 'button[type="submit"], button:not([type]), input[type="submit"]';

/** The size select of a form (its `name="size"` one first), in server HTML or on the page. */
export function sizeSelectIn(root: ParentNode): HTMLSelectElement | null {
  return root.querySelector<HTMLSelectElement>('select[name="size"]') ?? root.querySelector<HTMLSelectElement>('select');
}

/**
 * Reads the server's buy form out of the marker's fallback HTML, parsed in an inert <template>.
 * Everything but the submit button stays server HTML in its place (the size select keeps working
 * and keeps its box); the submit button becomes an empty slot for the widget's own button.
 */
export function readBuyForm(fallbackHtml: string): ServerBuyForm {
  const content = parseServerHtml(fallbackHtml);
  const submit = content.querySelector(SUBMIT);
  const label = submit instanceof HTMLInputElement ? submit.value : (submit?.textContent ?? '');
  const buttonAttributes: Record<string, string> = {};
  for (const { name, value } of Array.from(submit?.attributes ?? [])) {
    if (name.startsWith('data-') || name === 'title') buttonAttributes[name] = value;
  }
  const buttonClass = submit?.getAttribute('class')?.trim() ?? '';
  const slot = document.createElement('span');
  slot.setAttribute(BUTTON_SLOT, '');
  if (submit) submit.replaceWith(slot);
  else content.appendChild(slot);
  const select = sizeSelectIn(content);
  const selected = select ? Array.from(select.querySelectorAll('option')).find((option) => option.hasAttribute('selected')) : undefined;
  return {
    html: serialise([...content.childNodes]),
    label: label.trim(),
    buttonClass,
    buttonAttributes,
    hasSelect: select !== null,
    // Like the browser: an option without a value attribute submits its text.
    selectedSize: selected ? (selected.getAttribute('value') ?? selected.textContent ?? '').trim() : '',
    selectedSizeText: selected?.textContent?.trim() ?? '',
  };
}
