// SPEC.md 7 "Page and panels": POST /ajax/tpl_action/ once per page (by the runtime). Only reads,
// so it may be repeated.
import type { Endpoint } from '../endpoint.ts';
import { amount, count, flag, html, id, list, object, optional, text, withDefault, type Schema } from '../fields.ts';
import { callJson, type CallOptions } from '../request.ts';

/** One entry of p_list_price[]. */
export interface PriceEntry {
  /** id: product id */
  id: string;
  /** p */
  price?: number;
  /** html: the price block to show; '' when left out. */
  html: string;
  /** l: label; '' when left out. */
  label: string;
}

const priceEntry: Schema<PriceEntry> = object(
  { id, p: optional(amount), html: withDefault(html, ''), l: withDefault(text, '') },
  (raw): PriceEntry => ({ id: raw.id, price: raw.p, html: raw.html, label: raw.l }),
);

/**
 * Every field may be left out: a page without products gets a tiny answer. Optional fields stay
 * undefined ("the server did not say"); the flags read false.
 */
export interface PageInitAnswer {
  /** basketProduct: cart html */
  basketProduct?: string;
  /** p_list_price[]; [] when left out. */
  priceList: PriceEntry[];
  /** favorite_count */
  favouriteCount?: number;
  /** favorite_arr */
  favouriteIds?: string[];
  /** auth: logged in; false when left out. */
  auth: boolean;
  /** block_auth: the auth block html */
  blockAuth?: string;
  /** menu_gender */
  menuGender?: string;
  /** utm_translated_phone: formatted contact phone */
  phone?: string;
  /** utm_translated_phone_nf: the same phone, digits only */
  phoneDigits?: string;
  /** safari2 */
  showSafariHint: boolean;
  /** android_chrom */
  showAndroidHint: boolean;
  /** notifyAboutCookie */
  notifyAboutCookie: boolean;
}

export const pageInitAnswer: Schema<PageInitAnswer> = object(
  {
    basketProduct: optional(html),
    p_list_price: withDefault(list(priceEntry), []),
    favorite_count: optional(count),
    favorite_arr: optional(list(id)),
    auth: withDefault(flag, false),
    block_auth: optional(html),
    menu_gender: optional(text),
    utm_translated_phone: optional(text),
    utm_translated_phone_nf: optional(text),
    safari2: withDefault(flag, false),
    android_chrom: withDefault(flag, false),
    notifyAboutCookie: withDefault(flag, false),
  },
  (raw): PageInitAnswer => ({
    basketProduct: raw.basketProduct,
    priceList: raw.p_list_price,
    favouriteCount: raw.favorite_count,
    favouriteIds: raw.favorite_arr,
    auth: raw.auth,
    blockAuth: raw.block_auth,
    menuGender: raw.menu_gender,
    phone: raw.utm_translated_phone,
    phoneDigits: raw.utm_translated_phone_nf,
    showSafariHint: raw.safari2,
    showAndroidHint: raw.android_chrom,
    notifyAboutCookie: raw.notifyAboutCookie,
  }),
);

export const pageInitEndpoint = {
  method: 'POST',
  path: '/ajax/tpl_action/',
  body: 'form',
  answer: { kind: 'json', schema: pageInitAnswer },
  safeToRepeat: true,
} as const satisfies Endpoint;

export interface PageInitInput {
  /** content: the page id (contentID). */
  content: string;
  /** currenturl */
  currentUrl: string;
  /** referer_foo: document.referrer. */
  referer: string;
  /** productid_str: ids of the products on the page, sent joined by ','. */
  productIds: readonly string[];
  /** currentID: the product page's product id; '' elsewhere. */
  currentId?: string | null;
}

export function pageInit(input: PageInitInput, options?: CallOptions): Promise<PageInitAnswer> {
  const fields = {
    content: input.content,
    currenturl: input.currentUrl,
    referer_foo: input.referer,
    productid_str: input.productIds.join(','),
    currentID: input.currentId ?? '',
  };
  return callJson(pageInitEndpoint, fields, options);
}
