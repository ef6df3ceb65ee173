import { store, defaultPageContext } from '../../../shared/store/index.ts';
import type { PageContext } from '../../../shared/context/types.ts';

/** Puts the page's store back to its boot state, with an optional page context. */
export function resetStore(context: Partial<PageContext> = {}): void {
  store.pageContext.value = { ...defaultPageContext, ...context };
  store.favouriteIds.value = null;
  store.favouritesCount.value = null;
  store.favouritesHtml.value = null;
  store.favouritesPending.value = new Map();
  store.cartCount.value = null;
  store.cartHtml.value = null;
  store.singleBasketHtml.value = null;
  store.selectedSizes.value = new Map();
  store.prices.value = new Map();
  store.auth.value = null;
  store.menuGender.value = null;
  store.openPanel.value = null;
  store.openModal.value = null;
  store.notices.value = [];
  store.pageInit.value = 'idle';
}
