/** The fixture's page types the per-page benchmark loads (fixtures/README.md), each at `/` and `/ua/`. */
export interface PageType {
  name: string;
  /** Under the language's root, without its leading slash. */
  path: string;
  /** Needs something in the visitor's cart and favourites first (the cart and favourites pages). */
  filled?: boolean;
}

export const PAGE_TYPES: readonly PageType[] = [
  { name: 'home', path: '' },
  { name: 'listing', path: 'catalog/odezhda/' },
  { name: 'product', path: 'product/1002/' },
  { name: 'cart', path: 'basket/', filled: true },
  { name: 'favourites', path: 'favourites/', filled: true },
  { name: 'look', path: 'look/1/' },
  { name: 'search', path: 'search/?q=Luna' },
  { name: 'brands', path: 'brands/' },
  { name: 'content', path: 'land/summer/' },
  { name: 'new arrivals', path: 'new-arrivals/?popup=1' },
];

export const LANGUAGES = ['ru', 'ua'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEVICES = {
  desktop: { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const;
export type Device = keyof typeof DEVICES;

export function urlOf(baseUrl: string, language: Language, page: PageType, build: string): string {
  const url = new URL(`${language === 'ua' ? '/ua/' : '/'}${page.path}`, baseUrl);
  if (build === 'react') url.searchParams.set('build', 'react');
  return url.href;
}

/** `PAGES_ONLY=home,product` runs a subset; `PAGES_BUILDS=preact` skips the React build. */
export function selected<T extends { name: string } | string>(all: readonly T[], env: string | undefined): T[] {
  if (!env || env.trim() === '') return [...all];
  const wanted = env.split(',').map((name) => name.trim());
  const chosen = all.filter((item) => wanted.includes(typeof item === 'string' ? item : item.name));
  if (chosen.length === 0) throw new Error(`none of "${env}" is known; known: ${all.map((item) => (typeof item === 'string' ? item : item.name)).join(', ')}`);
  return chosen;
}
