import { parseServerHtml } from '../../shared/browser/parseServerHtml.ts';
import { sameOriginLink } from '../../shared/browser/safeUrl.ts';

/** One suggestion of the server's list, read as data: nothing of it is ever inserted as HTML. */
export interface Suggestion {
  /** The link's address as the server wrote it (same-origin http(s) only). */
  url: string;
  /** The link's text, what the option shows. */
  label: string;
  /** What the log call reports as chosen: the link's `data-anchor`, else its text. */
  anchor: string;
  /** The class of the server's item (its `<li>`, else the link), for the site's CSS. */
  className: string;
}

/** What an answer says: the suggestions, or (when there are none) the server's own words. */
export interface SuggestionList {
  entries: readonly Suggestion[];
  /** The answer's text outside its links ("Ничего не найдено"), or null when it has none. */
  status: string | null;
}

/** Whitespace as a reader sees it: runs collapsed, ends trimmed. */
function visibleText(text: string | null): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

function readEntry(link: HTMLAnchorElement): Suggestion | null {
  const url = sameOriginLink(link.getAttribute('href'));
  const label = visibleText(link.textContent);
  // A javascript: or off-site link, or one with nothing to show, is not a suggestion.
  if (url === null || label === '') return null;
  const item = link.closest('li');
  return {
    url,
    label,
    anchor: link.getAttribute('data-anchor') ?? label,
    className: visibleText((item ?? link).getAttribute('class')),
  };
}

/** Reads the server's suggestion html (an html list, docs/api.md) in an inert template. */
export function readSuggestions(html: string): SuggestionList {
  const answer = parseServerHtml(html);
  const entries: Suggestion[] = [];
  for (const link of answer.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    const entry = readEntry(link);
    if (entry) entries.push(entry);
  }
  // What is left once the links (kept or dropped) are gone is the server's message, if any.
  for (const link of answer.querySelectorAll('a, script, style, template')) link.remove();
  const status = visibleText(answer.textContent);
  return { entries, status: status === '' ? null : status };
}
