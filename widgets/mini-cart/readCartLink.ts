import { sameOriginLink } from '../../shared/browser/safeUrl.ts';

export interface CartLink {
  href: string;
  text: string;
}

/** The cart page link the server put inside the marker (its no-JavaScript fallback), if it stays on this site. */
export function readCartLink(fallbackHtml: string): CartLink | null {
  const template = document.createElement('template');
  // Trusted server HTML, parsed inert: nothing in it runs or loads.
  template.innerHTML = fallbackHtml;
  const link = template.content.querySelector('a[href]');
  const href = sameOriginLink(link?.getAttribute('href') ?? null);
  if (!link || !href) return null;
  return { href, text: (link.textContent ?? '').trim() };
}
