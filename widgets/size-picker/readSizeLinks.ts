import type { SizeOption } from '../../shared/actions/sizes.ts';

export interface ServerSizes {
  /** Every size link, in page order, one per key. */
  options: SizeOption[];
  /** Keys of the links the server printed `is-active`. */
  active: string[];
}

/**
 * Reads the server's size links out of the marker's fallback HTML. The HTML is parsed in an inert
 * <template> and only attributes and text are read: nothing of it is inserted back.
 */
export function readSizeLinks(fallbackHtml: string): ServerSizes {
  const template = document.createElement('template');
  template.innerHTML = fallbackHtml;
  const options: SizeOption[] = [];
  const active: string[] = [];
  for (const link of template.content.querySelectorAll('[data-size-key]')) {
    const key = (link.getAttribute('data-size-key') ?? '').trim();
    if (key === '' || options.some((option) => option.key === key)) continue;
    options.push({
      key,
      label: (link.textContent ?? '').trim() || key,
      manufacturer: (link.getAttribute('data-so') ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
      reserved: isSet(link.getAttribute('data-reserved')),
      noLimit: isSet(link.getAttribute('data-no-limit')),
    });
    if (link.classList.contains('is-active')) active.push(key);
  }
  return { options, active };
}

function isSet(value: string | null): boolean {
  const flag = value?.trim();
  return flag === '1' || flag === 'true';
}
