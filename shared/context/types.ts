// The page-context contract: what the server tells the bundle about the page, once.
export type Language = 'ru' | 'ua';
export type Currency = 'UAH' | 'KZT';

/** Page ids the widgets act on (docs/markers.md, pageId), plus the fixture store's other page types. */
export type PageId =
  | 'home'
  | 'shop-catalog'
  | 'shop-brand'
  | 'shop-search'
  | 'new-arrivals'
  | 'shop-product'
  | 'shop-basket'
  | 'shop-favourites'
  | 'shop-look'
  | 'search-image'
  | 'photo-search-no-result'
  | 'card-payment'
  | (string & {});

export interface PageContext {
  lang: Language;
  /** '/' or '/ua/' */
  root: '/' | '/ua/';
  currency: Currency;
  pageId: PageId;
  /** contentID: the page's content id, sent with page init and cart calls. */
  contentId: string;
  /** The current product on a product page. */
  productId: string | null;
  /** Tracking happens only when true. */
  production: boolean;
  /** The page-ready flag ('ready' once the server says forms may submit). */
  ready: string;
  /** Client timeout for every call; QA fixtures shorten it. */
  apiTimeoutMs: number;
}

export const DEFAULT_API_TIMEOUT_MS = 10_000;
