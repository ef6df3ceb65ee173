// The JSON answers of SPEC.md section 7: their schemas and decoded types. This file is the one
// place where the server's names (kept in the comments) become the bundle's camelCase names.
// Unknown extra fields are dropped; optional fields may be missing, null or ''.
import * as v from 'valibot';
import { amount, count, flag, html, id, list, optional, presence, text, withDefault, type Schema } from './fields.ts';

/** POST /ajax/auth/ */
export interface AuthAnswer {
  /** error: the server's html message for the danger alert. */
  error?: string;
  /** success */
  success?: boolean;
}

export const authAnswer: Schema<AuthAnswer> = v.pipe(
  v.object({ error: optional(html), success: optional(flag) }),
  v.transform((raw): AuthAnswer => ({ error: raw.error, success: raw.success })),
);

/** POST /ajax/registration/ */
export interface RegistrationAnswer {
  /** message: 'ok' on success. */
  message: string;
  /** activationPhone: an account with these data awaits activation by SMS link. */
  activationPhone: boolean;
  /** activationEmail: … by e-mail link. */
  activationEmail: boolean;
  /** alreadySend: … by e-mail or SMS link. */
  alreadySend: boolean;
  /** errorsArray */
  errors: string[];
}

export const registrationAnswer: Schema<RegistrationAnswer> = v.pipe(
  v.object({
    message: withDefault(text, ''),
    activationPhone: withDefault(presence, false),
    activationEmail: withDefault(presence, false),
    alreadySend: withDefault(presence, false),
    errorsArray: withDefault(list(text), []),
  }),
  v.transform(
    (raw): RegistrationAnswer => ({
      message: raw.message,
      activationPhone: raw.activationPhone,
      activationEmail: raw.activationEmail,
      alreadySend: raw.alreadySend,
      errors: raw.errorsArray,
    }),
  ),
);

/**
 * A product described for tracking: the product data answer's fields (SPEC 3 "Product data for
 * analytics"), which is also how the favourite answer's productdata is read (SPEC names no fields
 * of its own for it).
 */
export interface TrackedProduct {
  /** id */
  id?: string;
  /** name */
  name?: string;
  /** brand */
  brand?: string;
  /** google_category_data */
  googleCategoryData?: string;
  /** price */
  price?: number;
}

const trackedProductFields = {
  id: optional(id),
  name: optional(text),
  brand: optional(text),
  google_category_data: optional(text),
  price: optional(amount),
};

type RawTrackedProduct = { id?: string; name?: string; brand?: string; google_category_data?: string; price?: number };

function trackedProduct(raw: RawTrackedProduct): TrackedProduct {
  return { id: raw.id, name: raw.name, brand: raw.brand, googleCategoryData: raw.google_category_data, price: raw.price };
}

/**
 * productdata: read when it is an object of those fields that names the product at least; anything
 * else (a text, a list, wrong field types, an empty object) is left out rather than failing the toggle.
 */
const productDataField: Schema<TrackedProduct | undefined> = v.fallback(
  v.pipe(
    v.nullish(v.unknown()),
    v.transform((raw) => (raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? raw : undefined)),
    v.optional(v.pipe(v.object(trackedProductFields), v.transform(trackedProduct))),
    v.transform((product) => (product && (product.id ?? product.name ?? product.brand) !== undefined ? product : undefined)),
  ),
  undefined,
);

/** GET /ajax/to/favorite/?productid=… */
export interface FavouritesAnswer {
  /** id_array: the product is added if its id is here. */
  idArray: string[];
  /** count; the length of id_array when left out. */
  count: number;
  /** html: the side-panel list. */
  html: string;
  /** productdata: the product described for tracking, when the server sent a usable one. */
  productData?: TrackedProduct;
  /** fb_AddToWishListEventId */
  wishlistEventId?: string;
  /** isManager: no wishlist tracking when true; false when left out. */
  isManager: boolean;
}

export const favouritesAnswer: Schema<FavouritesAnswer> = v.pipe(
  v.object({
    id_array: list(id),
    count: optional(count),
    html,
    productdata: productDataField,
    fb_AddToWishListEventId: optional(text),
    isManager: withDefault(flag, false),
  }),
  v.transform(
    (raw): FavouritesAnswer => ({
      idArray: raw.id_array,
      count: raw.count ?? raw.id_array.length,
      html: raw.html,
      productData: raw.productdata,
      wishlistEventId: raw.fb_AddToWishListEventId,
      isManager: raw.isManager,
    }),
  ),
);

/** GET /ajax/to/favorite/?removeall=1 */
export interface ClearFavouritesAnswer {
  /** html: the emptied list; '' when left out. */
  html: string;
}

export const clearFavouritesAnswer: Schema<ClearFavouritesAnswer> = v.pipe(
  v.object({ html: withDefault(html, '') }),
  v.transform((raw): ClearFavouritesAnswer => ({ html: raw.html })),
);

/** One line of products[] in the cart-add answer. */
export interface CartProduct {
  /** pid */
  pid: string;
  /** brand; '' when left out. */
  brand: string;
  /** name; '' when left out. */
  name: string;
  /** category_data: pipe-separated category path; '' when left out. */
  categoryData: string;
  /** addedProductPrice; 0 when left out. */
  addedProductPrice: number;
  /** quantity; 1 (the analytics quantity per add) when left out. */
  quantity: number;
  /** fb_addToBasketEventid */
  addToBasketEventId?: string;
  /** needEFFB; false when left out. */
  needEFFB: boolean;
}

const cartProduct: Schema<CartProduct> = v.pipe(
  v.object({
    pid: id,
    brand: withDefault(text, ''),
    name: withDefault(text, ''),
    category_data: withDefault(text, ''),
    addedProductPrice: withDefault(amount, 0),
    quantity: withDefault(count, 1),
    fb_addToBasketEventid: optional(text),
    needEFFB: withDefault(flag, false),
  }),
  v.transform(
    (raw): CartProduct => ({
      pid: raw.pid,
      brand: raw.brand,
      name: raw.name,
      categoryData: raw.category_data,
      addedProductPrice: raw.addedProductPrice,
      quantity: raw.quantity,
      addToBasketEventId: raw.fb_addToBasketEventid,
      needEFFB: raw.needEFFB,
    }),
  ),
);

/** POST /ajax/basket_array/ */
export interface CartAddAnswer {
  /** products[] */
  products: CartProduct[];
  /** is_admin */
  isAdmin: boolean;
  /** basketProduct: cart html; undefined when missing or ''. */
  basketProduct?: string;
  /** singleBasket: recommendations html; the single-basket panel opens only when present. */
  singleBasket?: string;
}

export const cartAddAnswer: Schema<CartAddAnswer> = v.pipe(
  v.object({
    products: withDefault(list(cartProduct), []),
    is_admin: withDefault(flag, false),
    basketProduct: optional(html),
    singleBasket: optional(html),
  }),
  v.transform(
    (raw): CartAddAnswer => ({
      products: raw.products,
      isAdmin: raw.is_admin,
      basketProduct: raw.basketProduct,
      singleBasket: raw.singleBasket,
    }),
  ),
);

/** One entry of p_list_price[] in the page-init answer. */
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

const priceEntry: Schema<PriceEntry> = v.pipe(
  v.object({ id, p: optional(amount), html: withDefault(html, ''), l: withDefault(text, '') }),
  v.transform((raw): PriceEntry => ({ id: raw.id, price: raw.p, html: raw.html, label: raw.l })),
);

/**
 * POST /ajax/tpl_action/ (page init). Every field may be left out: a page without products gets
 * a tiny answer. Optional fields stay undefined ("the server did not say"); the flags read false.
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

export const pageInitAnswer: Schema<PageInitAnswer> = v.pipe(
  v.object({
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
  }),
  v.transform(
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
  ),
);

/** POST /ajax/tpl_action/ action={panel name} */
export interface PanelAnswer {
  /** p: the panel html */
  html: string;
}

export const panelAnswer: Schema<PanelAnswer> = v.pipe(
  v.object({ p: html }),
  v.transform((raw): PanelAnswer => ({ html: raw.p })),
);

/** POST /ajax/search-image/: id → results route; image → no-result route with ?image=. */
export interface ImageSearchAnswer {
  /** id: the search id */
  id?: string;
  /** image: the uploaded image, for the no-result route */
  image?: string;
}

export const imageSearchAnswer: Schema<ImageSearchAnswer> = v.pipe(
  v.object({ id: optional(id), image: optional(text) }),
  v.transform((raw): ImageSearchAnswer => ({ id: raw.id, image: raw.image })),
);

/** GET /ajax/search-autocomplete-log/ */
export interface AutocompleteLogAnswer {
  /** id: added to the entry's url as search_task={id} */
  id: string;
}

export const autocompleteLogAnswer: Schema<AutocompleteLogAnswer> = v.pipe(
  v.object({ id }),
  v.transform((raw): AutocompleteLogAnswer => ({ id: raw.id })),
);

/** One brand of the mega-menu. */
export interface BrandEntry {
  /** u */
  url: string;
  /** n */
  name: string;
  /** b: bold/highlighted; any non-empty value counts. */
  bold: boolean;
}

const brandEntry: Schema<BrandEntry> = v.pipe(
  v.object({ u: text, n: text, b: withDefault(presence, false) }),
  v.transform((raw): BrandEntry => ({ url: raw.u, name: raw.n, bold: raw.b })),
);

/** POST /ajax/mmenu/ */
export interface BrandMenuAnswer {
  /** success[]; [] when left out. */
  brands: BrandEntry[];
}

export const brandMenuAnswer: Schema<BrandMenuAnswer> = v.pipe(
  v.object({ success: withDefault(list(brandEntry), []) }),
  v.transform((raw): BrandMenuAnswer => ({ brands: raw.success })),
);

/** POST /ajax/product_data_for_google/ action=product_data */
export interface ProductDataAnswer extends TrackedProduct {
  /** success; false when left out. The other fields may be missing when false. */
  success: boolean;
}

export const productDataAnswer: Schema<ProductDataAnswer> = v.pipe(
  v.object({ success: withDefault(flag, false), ...trackedProductFields }),
  v.transform((raw): ProductDataAnswer => ({ success: raw.success, ...trackedProduct(raw) })),
);

/** POST /ajax/block_gift/: see SPEC.md 4 "Subscription outcomes". */
export interface SubscribeAnswer {
  /** message: 'ok', 'error', 'alreadyGetClose', 'alreadyGet' or a text shown as-is. */
  message: string;
  /** fe: present with 'ok' when the e-mail still has to be confirmed. */
  needsEmailConfirmation: boolean;
}

export const subscribeAnswer: Schema<SubscribeAnswer> = v.pipe(
  v.object({ message: text, fe: withDefault(presence, false) }),
  v.transform((raw): SubscribeAnswer => ({ message: raw.message, needsEmailConfirmation: raw.fe })),
);
