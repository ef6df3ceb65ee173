// The links of the brand menu (the answer's u, n, b; docs/api.md brandMenu), with '?sort=man' when
// the `menu` cookie records gender m.
import type { BrandEntry } from '../../shared/actions/brandMenu.ts';
import { withQueryParam } from '../../shared/browser/query.ts';
import { sameOriginLink } from '../../shared/browser/safeUrl.ts';

export const SORT_PARAM = 'sort';
export const SORT_FOR_MEN = 'man';

export interface BrandLink {
  href: string;
  /** Shown as text, never as markup. */
  name: string;
  /** `b`: the brand is highlighted. */
  top: boolean;
}

/**
 * The link one entry becomes, or null for an entry that must not be followed (an address off this
 * site or not http(s), a `javascript:` one) or has no name to show. `sortForMen`: the `menu`
 * cookie records gender m, so the link asks for the men's sort (the rest of its query and its
 * hash kept).
 */
export function brandLink(entry: BrandEntry, sortForMen: boolean): BrandLink | null {
  const href = sameOriginLink(entry.url);
  const name = entry.name.trim();
  if (href === null || name === '') return null;
  return { href: sortForMen ? withQueryParam(href, SORT_PARAM, SORT_FOR_MEN) : href, name, top: entry.bold };
}

/** The entries that may be shown, as links, in the server's order. */
export function brandLinks(entries: readonly BrandEntry[], sortForMen: boolean): BrandLink[] {
  return entries.flatMap((entry) => brandLink(entry, sortForMen) ?? []);
}
