// Every call of SPEC.md section 7, as data. The functions in calls/ are built from these rows.
import {
  authAnswer,
  autocompleteLogAnswer,
  brandMenuAnswer,
  cartAddAnswer,
  clearFavouritesAnswer,
  favouritesAnswer,
  imageSearchAnswer,
  pageInitAnswer,
  panelAnswer,
  productDataAnswer,
  registrationAnswer,
  subscribeAnswer,
} from './answers.ts';
import type { Schema } from './fields.ts';

export type HttpMethod = 'GET' | 'POST';

/** query: GET query string; form: x-www-form-urlencoded; multipart: multipart/form-data; none: no fields. */
export type BodyKind = 'query' | 'form' | 'multipart' | 'none';

/**
 * json: decoded with the schema; html: an html fragment, checked (not empty unless allowed, not a
 * whole page, not JSON) and handed over as-is; none: the body is ignored.
 */
export type AnswerSpec<T> =
  | { readonly kind: 'json'; readonly schema: Schema<T> }
  | { readonly kind: 'html'; readonly empty?: 'allowed' }
  | { readonly kind: 'none' };

export interface Endpoint<T = unknown> {
  readonly method: HttpMethod;
  /** Root-relative path; null when each call supplies a same-origin URL (the new-arrival link). */
  readonly path: string | null;
  readonly body: BodyKind;
  /** Fields every call of this row sends, before the caller's own. */
  readonly fixed?: Readonly<Record<string, string>>;
  readonly answer: AnswerSpec<T>;
  /**
   * The call only reads: repeating it after a 5xx or a lost connection changes nothing on the
   * server, so the client may retry it. Every other row goes out exactly once (a toggle, a log
   * call, a POST that changes something), so a shopper's action is never applied twice.
   */
  readonly safeToRepeat?: true;
}

export type JsonEndpoint<T> = Endpoint<T> & { readonly answer: { readonly kind: 'json'; readonly schema: Schema<T> } };
export type TextEndpoint = Endpoint & { readonly answer: { readonly kind: 'html'; readonly empty?: 'allowed' } };
export type SilentEndpoint = Endpoint & { readonly answer: { readonly kind: 'none' } };

const HTML = { kind: 'html' } as const;
const NONE = { kind: 'none' } as const;

export const endpoints = {
  // Account
  login: { method: 'POST', path: '/ajax/auth/', body: 'form', answer: { kind: 'json', schema: authAnswer } },
  register: {
    method: 'POST',
    path: '/ajax/registration/',
    body: 'form',
    answer: { kind: 'json', schema: registrationAnswer },
  },

  // Favourites
  toggleFavourite: {
    method: 'GET',
    path: '/ajax/to/favorite/',
    body: 'query',
    answer: { kind: 'json', schema: favouritesAnswer },
  },
  clearFavourites: {
    method: 'GET',
    path: '/ajax/to/favorite/',
    body: 'query',
    fixed: { removeall: '1' },
    answer: { kind: 'json', schema: clearFavouritesAnswer },
  },

  // Cart
  addToCart: {
    method: 'POST',
    path: '/ajax/basket_array/',
    body: 'form',
    answer: { kind: 'json', schema: cartAddAnswer },
  },
  cartPopup: {
    method: 'GET',
    path: '/ajax/block-basket-product/',
    body: 'query',
    fixed: { open: '1' },
    answer: HTML,
    safeToRepeat: true,
  },
  // SPEC.md: the two single-basket answers are "not used"; they are handed back as text anyway.
  singleBasketShow: {
    method: 'GET',
    path: '/ajax/single-basket/',
    body: 'query',
    fixed: { ajax: '1', action: 'show' },
    answer: HTML,
  },
  singleBasketPopup: {
    method: 'GET',
    path: '/ajax/single-basket/',
    body: 'query',
    fixed: { ajax: '1', action: 'popup' },
    answer: HTML,
  },

  // Page and panels
  pageInit: {
    method: 'POST',
    path: '/ajax/tpl_action/',
    body: 'form',
    answer: { kind: 'json', schema: pageInitAnswer },
    safeToRepeat: true,
  },
  telPopup: {
    method: 'POST',
    path: '/ajax/tpl_action/',
    body: 'form',
    fixed: { action: 'tel_popup' },
    answer: HTML,
  },
  panel: {
    method: 'POST',
    path: '/ajax/tpl_action/',
    body: 'form',
    answer: { kind: 'json', schema: panelAnswer },
  },
  newArrivalNotify: { method: 'POST', path: null, body: 'form', fixed: { ajax_popup: '1' }, answer: NONE },

  // Product and search
  quickView: { method: 'POST', path: '/ajax/product/data/', body: 'form', answer: HTML, safeToRepeat: true },
  searchImage: {
    method: 'POST',
    path: '/ajax/search-image/',
    body: 'multipart',
    fixed: { ajax: '1', action: 'upload' },
    answer: { kind: 'json', schema: imageSearchAnswer },
  },
  // No entries for a query is a valid answer.
  autocomplete: {
    method: 'GET',
    path: '/ajax/search-autocomplete/',
    body: 'query',
    answer: { kind: 'html', empty: 'allowed' },
    safeToRepeat: true,
  },
  autocompleteLog: {
    method: 'GET',
    path: '/ajax/search-autocomplete-log/',
    body: 'query',
    answer: { kind: 'json', schema: autocompleteLogAnswer },
  },
  brandMenu: {
    method: 'POST',
    path: '/ajax/mmenu/',
    body: 'form',
    fixed: { majax: '1' },
    answer: { kind: 'json', schema: brandMenuAnswer },
  },

  // Tracking
  cookieTrack: { method: 'POST', path: '/ajax/cookie-track/', body: 'form', answer: NONE },
  trackEvent: {
    method: 'POST',
    path: '/ajax/product_data_for_google/',
    body: 'form',
    fixed: { action: 'event' },
    answer: NONE,
  },
  productData: {
    method: 'POST',
    path: '/ajax/product_data_for_google/',
    body: 'form',
    fixed: { action: 'product_data' },
    answer: { kind: 'json', schema: productDataAnswer },
    safeToRepeat: true,
  },

  // Forms and settings
  subscribeGift: {
    method: 'POST',
    path: '/ajax/block_gift/',
    body: 'form',
    answer: { kind: 'json', schema: subscribeAnswer },
  },
  openRecall: {
    method: 'POST',
    path: '/ajax/add_question21/',
    body: 'form',
    fixed: { popup: '1', recall: '1' },
    answer: HTML,
  },
  sendRecall: { method: 'POST', path: '/ajax/add_question21/', body: 'form', answer: HTML },
  changeCurrency: { method: 'POST', path: '/', body: 'form', answer: NONE },
  changeLanguage: { method: 'POST', path: '/', body: 'form', answer: NONE },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;
