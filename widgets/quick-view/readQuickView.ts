import type { CarouselSlide } from '../../shared/ui/Carousel.tsx';

/** Where quick-view html (or a product page fragment) keeps its photos. */
const GALLERY = '.quick-view__gallery, .product__gallery';
/** Where it names the product, most specific first. */
const NAME = ['.quick-view__name', '.product__name', 'h1'];

/**
 * The product name in quick-view html: the dialog's accessible name. The HTML is parsed in an
 * inert <template> (no image loads, no markers mounted) and only text is read.
 */
export function readProductName(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const selector of NAME) {
    const text = (template.content.querySelector(selector)?.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (text !== '') return text;
  }
  return '';
}

export interface Gallery {
  /** The server's gallery element, which the carousel replaces the contents of. */
  node: HTMLElement;
  slides: CarouselSlide[];
}

/**
 * The server gallery under `root` with its photos read from attributes only. null when there is
 * no gallery or fewer than two photos: then there is nothing to scroll and the HTML stays as sent.
 */
export function findGallery(root: ParentNode): Gallery | null {
  const node = root.querySelector<HTMLElement>(GALLERY);
  if (!node) return null;
  const slides: CarouselSlide[] = [];
  for (const image of node.querySelectorAll('img')) {
    const src = (image.getAttribute('src') ?? '').trim();
    if (src === '') continue;
    slides.push({ src, alt: image.getAttribute('alt') ?? '', width: pixels(image.getAttribute('width')), height: pixels(image.getAttribute('height')) });
  }
  return slides.length >= 2 ? { node, slides } : null;
}

function pixels(value: string | null): number | undefined {
  const trimmed = value?.trim() ?? '';
  return /^\d{1,5}$/.test(trimmed) ? Number(trimmed) : undefined;
}
