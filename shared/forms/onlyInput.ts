/** Input types a mask or filter can work on: they have a caret and a free-text value. */
const TEXT_TYPES = ['text', 'tel', 'search', ''];

/** The one text input inside a field marker, or null when it has none or several. */
export function onlyInput(marker: HTMLElement): HTMLInputElement | null {
  const inputs = marker.querySelectorAll('input');
  const input = inputs.length === 1 ? inputs[0] : null;
  return input && TEXT_TYPES.indexOf(input.getAttribute('type')?.toLowerCase() ?? '') >= 0 ? input : null;
}
