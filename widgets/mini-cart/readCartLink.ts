export interface CartLink {
  href: string;
  text: string;
}

/** The cart page link the server put inside the marker (its no-JavaScript fallback), if any. */
export function readCartLink(fallbackHtml: string): CartLink | null {
  const template = document.createElement('template');
  // Trusted server HTML, parsed inert: nothing in it runs or loads.
  template.innerHTML = fallbackHtml;
  const link = template.content.querySelector('a[href]');
  const href = link?.getAttribute('href')?.trim();
  if (!link || !href) return null;
  return { href, text: (link.textContent ?? '').trim() };
}
