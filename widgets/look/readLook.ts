import { readYesNo } from '../../shared/browser/yesNo.ts';
import { splitServerHtml, type ServerPart } from '../../shared/browser/splitServerHtml.ts';
import { parseId, PRODUCT_ID_ATTR } from '../../shared/runtime/index.ts';
import { imageUrl, sameOriginLink } from '../../shared/browser/safeUrl.ts';

/** One product of the look, read from the server's `li.look__item`. */
export interface LookItem {
  productId: string;
  sid: string;
  /** data-favourite="1": the server printed the product as favourite. */
  serverFavourite: boolean;
  /** The product page, when the server linked it (same origin only). */
  href: string | null;
  /** The words of the item's 'open the product' link ('' when the server printed none). */
  openText: string;
  image: { src: string; alt: string; width: string | null; height: string | null } | null;
  brand: string;
  name: string;
}

/** The marker's content in server order; the widget renders each part in its place. */
export type LookPart =
  | ServerPart
  | { kind: 'items'; key: string }
  | { kind: 'favourite'; key: string };

export interface LookContent {
  parts: readonly LookPart[];
  items: readonly LookItem[];
  /** The item the server's favourite control pointed at (else the first): selected first. */
  initial: LookItem;
}

const ITEMS = 'ul.look__items';
const FAVOURITE = '.look__favourite';

/** Why a look marker cannot be mounted (no item the favourite call can name), or null. */
export function lookProblem(marker: Element): string | null {
  const items = marker.querySelectorAll(':scope > ul.look__items .look__item');
  const usable = Array.from(items).some((item) => parseId(item.getAttribute(PRODUCT_ID_ATTR)) !== null);
  return usable ? null : 'no item to show: expected <ul class="look__items"> with <li class="look__item" data-product-id="…"> inside the marker';
}

/**
 * Reads the look the server rendered. Items become data (attributes and text only, never their
 * HTML); the server's own favourite control is replaced by the widget's; anything else stays as
 * server HTML in its place. The runtime checked `lookProblem` first; should there be no item
 * after all, it throws and the runtime puts the server HTML back.
 */
export function readLook(fallbackHtml: string): LookContent {
  let items: LookItem[] = [];
  let selectedId: string | null = null;
  const parts = splitServerHtml<LookPart>(fallbackHtml, {
    // The first list of items only; the server's favourite control, which the widget's replaces.
    owns: (node) => (node.matches(ITEMS) && items.length === 0) || node.matches(FAVOURITE),
    read: (node) => {
      if (node.matches(ITEMS) && items.length === 0) {
        items = [...node.querySelectorAll('.look__item')].flatMap(readItem);
        return [{ kind: 'items', key: 'items' }];
      }
      selectedId = node.querySelector(`[${PRODUCT_ID_ATTR}]`)?.getAttribute(PRODUCT_ID_ATTR)?.trim() ?? null;
      return [{ kind: 'favourite', key: 'favourite' }];
    },
  });
  const first = items[0];
  if (!first) {
    throw new Error('the look has no items: expected <ul class="look__items"> with <li class="look__item" data-product-id="…"> inside the marker');
  }
  if (!parts.some((part) => part.kind === 'favourite')) parts.push({ kind: 'favourite', key: 'favourite' });
  return { parts, items, initial: items.find((item) => item.productId === selectedId) ?? first };
}

function readItem(element: Element): LookItem[] {
  const productId = parseId(element.getAttribute(PRODUCT_ID_ATTR));
  // An item the favourite call cannot name is left out rather than offered as a broken choice.
  if (productId === null) return [];
  const open = element.querySelector('a.look__open[href]');
  const link = open ?? element.querySelector('a[href]');
  const image = element.querySelector('img');
  const src = image ? imageUrl(image.getAttribute('src')) : null;
  const brand = text(element.querySelector('.look__item-brand'));
  const name = text(element.querySelector('.look__item-name')) || text(element.querySelector('a.look__item-link') ?? element);
  return [
    {
      productId,
      sid: element.getAttribute('data-sid')?.trim() ?? '',
      serverFavourite: readYesNo(element, 'data-favourite'),
      href: sameOriginLink(link?.getAttribute('href') ?? null),
      openText: text(open),
      image: image && src ? { src, alt: image.getAttribute('alt') ?? '', width: image.getAttribute('width'), height: image.getAttribute('height') } : null,
      brand,
      name,
    },
  ];
}

function text(element: Element | null): string {
  return (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
}
