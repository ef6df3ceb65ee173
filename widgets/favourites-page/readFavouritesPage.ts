import { PRODUCT_ID_ATTR } from '../../shared/browser/markerAttributes.ts';
import { splitServerHtml, type ServerPart } from '../../shared/browser/splitServerHtml.ts';

/** One child of the server's grid: a product tile (`data-product-id`) or anything else it holds. */
export interface GridItem {
  /** Stable React key: the item's position in the server's grid. */
  key: string;
  /** null for grid content that is not a product tile; it is always kept. */
  productId: string | null;
  html: string;
}

/** The marker's content in server order; the widget renders each part in its place. */
export type PagePart =
  | ServerPart
  | { kind: 'clear'; key: string; label: string; className: string }
  | { kind: 'template'; key: string; className: string; html: string }
  | { kind: 'grid'; key: string; className: string; items: readonly GridItem[] };

export interface FavouritesPageContent {
  parts: readonly PagePart[];
  /** The server's own empty-state text, when it rendered the page empty. */
  emptyText: string | null;
}

const CLEAR = 'form.favourites-page__clear';
const TEMPLATE = '[data-favourites-template]';
const GRID = '.grid';
const EMPTY = '.favourites-page__empty';

/**
 * Reads the favourites page the server rendered. Everything the widget does not own (the heading,
 * whatever else the server adds) is kept as server HTML in its place. Throws when there is no
 * grid: the runtime then reports the marker and puts the server HTML back.
 */
export function readFavouritesPage(fallbackHtml: string): FavouritesPageContent {
  let emptyText: string | null = null;
  const parts = splitServerHtml<PagePart>(fallbackHtml, {
    owns: isOwnPart,
    read: (node, key) => {
      if (node.matches(CLEAR)) {
        const button = node.querySelector('button, input[type="submit"]');
        const label = (button instanceof HTMLInputElement ? button.value : (button ?? node).textContent ?? '').trim();
        return [{ kind: 'clear', key, label, className: button?.getAttribute('class') ?? 'button' }];
      }
      if (node.matches(TEMPLATE)) return [{ kind: 'template', key, className: node.getAttribute('class') ?? '', html: node.innerHTML }];
      if (node.matches(GRID)) return [{ kind: 'grid', key, className: node.getAttribute('class') ?? 'grid', items: readGrid(node) }];
      emptyText = (node.textContent ?? '').trim() || null;
      return [];
    },
  });
  if (!parts.some((part) => part.kind === 'grid')) {
    throw new Error('the favourites page has no product grid: expected <div class="grid"> with the tiles inside the marker');
  }
  return { parts, emptyText };
}

function isOwnPart(element: Element): boolean {
  return element.matches(CLEAR) || element.matches(TEMPLATE) || element.matches(GRID) || element.matches(EMPTY);
}

function readGrid(grid: Element): GridItem[] {
  return [...grid.children].map((child, index) => ({
    key: String(index),
    productId: child.getAttribute(PRODUCT_ID_ATTR)?.trim() || null,
    html: child.outerHTML,
  }));
}
