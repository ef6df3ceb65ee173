import type { SizeOption } from '../../shared/actions/sizes.ts';
import { readYesNo } from '../../shared/browser/yesNo.ts';

/** One size as the server linked it, with what the widget's button keeps of the link. */
export interface ServerSize extends SizeOption {
  /** The link's classes without `is-active` (the widget sets that one from the store). */
  className: string;
  /** The link's `data-*` and `title` attributes, copied onto the button: the site's styles and scripts keep working. */
  attributes: Readonly<Record<string, string>>;
}

export interface ServerSizes {
  /** Every size link, in page order, one per key. */
  options: ServerSize[];
  /** Keys of the links the server printed `is-active`. */
  active: string[];
}

/** Attributes a size button keeps from its link: state and data, never behaviour (href, on*). */
function keptAttributes(link: Element): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const { name, value } of Array.from(link.attributes)) {
    if (name.startsWith('data-') || name === 'title') kept[name] = value;
  }
  return kept;
}

/**
 * Reads the server's size links out of the marker's fallback HTML. The HTML is parsed in an inert
 * <template> and only attributes and text are read: nothing of it is inserted back.
 */
export function readSizeLinks(fallbackHtml: string): ServerSizes {
  const template = document.createElement('template');
  template.innerHTML = fallbackHtml;
  const options: ServerSize[] = [];
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
      reserved: readYesNo(link, 'data-reserved'),
      noLimit: readYesNo(link, 'data-no-limit'),
      className: [...link.classList].filter((name) => name !== 'is-active').join(' ') || 'size',
      attributes: keptAttributes(link),
    });
    if (link.classList.contains('is-active')) active.push(key);
  }
  return { options, active };
}

