// docs/api.md, pageInit: POST /ajax/tpl_action/ once per page (by the runtime). Only reads,
// so it may be repeated.
import type { Endpoint } from '../endpoint.ts';
import { amount, count, flag, from, html, id, list, object, optional, text, withDefault, type Infer } from '../fields.ts';
import { callJson, type CallOptions } from '../request.ts';

/** One entry of p_list_price[]. */
const priceEntry = object({
  /** The product's id. */
  id,
  price: from('p', optional(amount)),
  /** The price block to show; '' when left out. */
  html: withDefault(html, ''),
  label: from('l', withDefault(text, '')),
});
export type PriceEntry = Infer<typeof priceEntry>;

/**
 * Every field may be left out: a page without products gets a tiny answer. Optional fields stay
 * undefined ("the server did not say"); the flags read false.
 */
export const pageInitAnswer = object({
  /** The cart's html. */
  basketProduct: optional(html),
  /** [] when left out. */
  priceList: from('p_list_price', withDefault(list(priceEntry), [])),
  favouriteCount: from('favorite_count', optional(count)),
  favouriteIds: from('favorite_arr', optional(list(id))),
  /** Logged in; false when left out. */
  auth: withDefault(flag, false),
  /** The auth block's html. */
  blockAuth: from('block_auth', optional(html)),
  menuGender: from('menu_gender', optional(text)),
  /** The formatted contact phone. */
  phone: from('utm_translated_phone', optional(text)),
  /** The same phone, digits only. */
  phoneDigits: from('utm_translated_phone_nf', optional(text)),
  showSafariHint: from('safari2', withDefault(flag, false)),
  showAndroidHint: from('android_chrom', withDefault(flag, false)),
  notifyAboutCookie: withDefault(flag, false),
});
export type PageInitAnswer = Infer<typeof pageInitAnswer>;

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
