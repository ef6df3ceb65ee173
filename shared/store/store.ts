import { signal, computed } from '@preact/signals-core';
import type { PageContext } from '../context/types.ts';
import { DEFAULT_API_TIMEOUT_MS } from '../context/types.ts';

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

/**
 * The one store every widget reads. Widgets never call each other: they read and write these
 * signals, and the event bridge mirrors the interesting changes as `shop:*` DOM events.
 */
export function createStore() {
  const pageContext = signal<PageContext>(defaultPageContext);

  /** null until the server told us (page init or a favourite answer). */
  const favouriteIds = signal<ReadonlySet<string> | null>(null);
  const favouritesCount = signal<number | null>(null);
  const favouritesHtml = signal<string | null>(null);
  /** Optimistic states of toggles in flight, by product id; they win over favouriteIds. */
  const favouritesPending = signal<ReadonlyMap<string, boolean>>(new Map());

  const cartCount = signal<number | null>(null);
  /** The mini-cart html (basketProduct of page init or of the last add). */
  const cartHtml = signal<string | null>(null);
  /** Recommendations html (singleBasket) of the last add, shown by the single-basket panel. */
  const singleBasketHtml = signal<string | null>(null);

  /** Chosen size keys per product id, in the order they were chosen (at most 2 counted, SPEC 9). */
  const selectedSizes = signal<ReadonlyMap<string, readonly string[]>>(new Map());

  const prices = signal<ReadonlyMap<string, ProductPrice>>(new Map());

  const auth = signal<{ loggedIn: boolean; blockHtml: string } | null>(null);
  const menuGender = signal<'m' | 'w' | null>(null);

  const openPanel = signal<string | null>(null);
  const openModal = signal<string | null>(null);

  const notices = signal<readonly Notice[]>([]);

  const pageInit = signal<'idle' | 'pending' | 'done' | 'failed'>('idle');

  const isCollagePage = computed(() => pageContext.value.pageId === 'shop-look');

  return {
    pageContext,
    favouriteIds,
    favouritesCount,
    favouritesHtml,
    favouritesPending,
    cartCount,
    cartHtml,
    singleBasketHtml,
    selectedSizes,
    prices,
    auth,
    menuGender,
    openPanel,
    openModal,
    notices,
    pageInit,
    isCollagePage,
  };
}

export type Store = ReturnType<typeof createStore>;
