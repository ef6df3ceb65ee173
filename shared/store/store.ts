import { batch, computed, effect, signal, type Signal } from '@preact/signals-core';
import type { PageContext } from '../context/types.ts';
import { DEFAULT_API_TIMEOUT_MS } from '../context/types.ts';
import type { InFlight } from './inFlight.ts';

/** A formatted price for one product, from the page-init answer's p_list_price. */
export interface ProductPrice {
  /** p: the amount, formatted by the widget; absent when the server sent only html. */
  price?: number;
  /** html: the server's own price block (trusted), used when there is no amount. */
  html: string;
  label: string;
}

export interface Notice {
  id: number;
  /** Which message this is (its Russian words), so it can be taken down once what it asked for is done. */
  key: string;
  text: string;
  tone: 'error' | 'info';
}

export const defaultPageContext: PageContext = {
  lang: 'ru',
  root: '/',
  currency: 'UAH',
  pageId: '',
  contentId: '',
  productId: null,
  production: false,
  ready: '',
  apiTimeoutMs: DEFAULT_API_TIMEOUT_MS,
};

/** What the store holds: each field is one signal of the same name (see createStore). */
export interface StoreState {
  pageContext: PageContext;
  /** null until the server told us (page init or a favourite answer). */
  favouriteIds: ReadonlySet<string> | null;
  favouritesCount: number | null;
  favouritesHtml: string | null;
  /**
   * Favourite toggles in flight, by product id, with the state shown meanwhile; it wins over
   * favouriteIds. null: the answer was lost and the favourites are being read again (neither state).
   */
  favouritesPending: InFlight<boolean | null>;
  /** Add-to-cart calls in flight, by product id: their buy buttons show busy. */
  cartAddsPending: InFlight;
  /** Cart-line removals in flight, by basket id: their remove buttons show busy. */
  cartLinesRemoving: InFlight;
  cartCount: number | null;
  /** The mini-cart html (basketProduct of page init or of the last add). */
  cartHtml: string | null;
  /** Recommendations html (singleBasket) of the last add, shown by the single-basket panel. */
  singleBasketHtml: string | null;
  /** Chosen size keys per product id, in the order they were chosen (at most 2 counted). */
  selectedSizes: ReadonlyMap<string, readonly string[]>;
  prices: ReadonlyMap<string, ProductPrice>;
  auth: { loggedIn: boolean; blockHtml: string } | null;
  menuGender: 'm' | 'w' | null;
  /** The shop's phone from page init: the words to show and the digits to dial; null before it answered. */
  shopPhone: { words: string; digits: string } | null;
  /** Page init asks for the cookie notice (notifyAboutCookie). */
  cookieNoticeAsked: boolean;
  /** Page init asks for the home-screen hint of iOS Safari (safari2) or Android Chrome (android_chrom). */
  homeScreenHintAsked: { ios: boolean; android: boolean };
  openPanel: string | null;
  /** `shop:open-message` details not shown yet, as legacy code sent them (checked when their turn comes). */
  messageRequests: readonly unknown[];
  notices: readonly Notice[];
  pageInit: 'idle' | 'pending' | 'done' | 'failed';
}

/**
 * The value every signal starts with. This is the one definition: createStore makes a signal per
 * field from it and reset() puts it back, so a new field cannot be left out of a reset. A function,
 * so that each store and each reset gets maps of its own.
 */
function initialState(): StoreState {
  return {
    pageContext: defaultPageContext,
    favouriteIds: null,
    favouritesCount: null,
    favouritesHtml: null,
    favouritesPending: new Map(),
    cartAddsPending: new Map(),
    cartLinesRemoving: new Map(),
    cartCount: null,
    cartHtml: null,
    singleBasketHtml: null,
    selectedSizes: new Map(),
    prices: new Map(),
    auth: null,
    menuGender: null,
    shopPhone: null,
    cookieNoticeAsked: false,
    homeScreenHintAsked: { ios: false, android: false },
    openPanel: null,
    messageRequests: [],
    notices: [],
    pageInit: 'idle',
  };
}

type Signals<T> = { [K in keyof T]: Signal<T[K]> };

function signalsOf<T extends object>(values: T): Signals<T> {
  // Filled field by field below: a mapped type cannot be built in one typed expression.
  const signals = {} as Signals<T>;
  for (const key of Object.keys(values) as (keyof T)[]) signals[key] = signal(values[key]);
  return signals;
}

/**
 * The one store every widget reads. Widgets never call each other: they read and write these
 * signals, and the event bridge mirrors the interesting changes as `shop:*` DOM events.
 */
export function createStore() {
  const state = signalsOf(initialState());

  const isCollagePage = computed(() => state.pageContext.value.pageId === 'shop-look');

  // One field at a time, so the compiler checks each value against its own signal's type.
  function restore<K extends keyof StoreState>(key: K, initial: StoreState): void {
    state[key].value = initial[key];
  }

  /**
   * Puts every signal back to the value it was created with, in one batch so nothing that
   * listens sees half a reset. Tests start from it; the page itself never needs it.
   */
  function reset(): void {
    const initial = initialState();
    batch(() => {
      for (const key of Object.keys(initial) as (keyof StoreState)[]) restore(key, initial);
    });
  }

  /**
   * Calls `listener` once, at the end of the first batch that changes any field (not at once).
   * Returns the function that stops waiting.
   */
  function onNextChange(listener: () => void): () => void {
    let subscribed = false;
    const stop = effect(() => {
      for (const key of Object.keys(state) as (keyof StoreState)[]) void state[key].value;
      if (!subscribed) {
        subscribed = true;
        return;
      }
      // Assigned by now: only the first run, above, happens inside effect().
      stop();
      listener();
    });
    return stop;
  }

  return { ...state, isCollagePage, reset, onNextChange };
}

export type Store = ReturnType<typeof createStore>;
