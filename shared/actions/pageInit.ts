import { batch } from '@preact/signals-core';
import { pageInit as requestPageInit, type PageInitAnswer } from '../api/index.ts';
import { emit } from '../events/index.ts';
import { handleError } from '../log/handleError.ts';
import { store, type ProductPrice } from '../store/index.ts';
import { applyCartHtml, cartAnswers } from './cartHtml.ts';
import { favouriteAnswers } from './favourites.ts';

/** Tickets taken when the page-init call went out: a toggle or an add answered since is newer. */
export interface Tickets {
  favourites: number;
  cart: number;
}

/**
 * The page-init call, made once per page by the runtime with the product ids its first scan read
 * from the markers (for the price list); its answer fills the store.
 */
export async function runPageInit(productIds: readonly string[]): Promise<void> {
  if (store.pageInit.peek() !== 'idle') return;
  store.pageInit.value = 'pending';
  const tickets = takeTickets();
  try {
    const answer = await askPageInit(productIds);
    applyPageInit(answer, tickets);
    store.pageInit.value = 'done';
    emit('shop:page-init', { ok: true });
  } catch (error) {
    // The server HTML already shows counts and prices; the page stays as rendered.
    store.pageInit.value = 'failed';
    handleError(error, 'the page-init call failed; the server-rendered values stay');
    emit('shop:page-init', { ok: false });
  }
}

/** Tickets taken as the call goes out: a toggle or an add answered since is newer. */
export function takeTickets(): Tickets {
  return { favourites: favouriteAnswers.ticket(), cart: cartAnswers.ticket() };
}

export function askPageInit(productIds: readonly string[]): Promise<PageInitAnswer> {
  const context = store.pageContext.peek();
  return requestPageInit({
    content: context.contentId,
    currentUrl: location.href,
    referer: document.referrer,
    productIds: [...productIds],
    currentId: context.productId ?? '',
  });
}

/**
 * The favourites and the cart of a page-init answer, each taken only if nothing newer wrote it
 * since the call went out: a favourite the shopper toggled meanwhile stays toggled.
 */
export function applyServerState(answer: PageInitAnswer, tickets: Tickets): void {
  batch(() => {
    const hasFavourites = answer.favouriteIds !== undefined || answer.favouriteCount !== undefined;
    if (hasFavourites && favouriteAnswers.accept(tickets.favourites)) {
      if (answer.favouriteIds) store.favouriteIds.value = new Set(answer.favouriteIds);
      if (answer.favouriteCount !== undefined) store.favouritesCount.value = answer.favouriteCount;
      else if (answer.favouriteIds) store.favouritesCount.value = answer.favouriteIds.length;
    }
    // The cart count is the number of lines the cart html lists (no answer has a count field).
    if (answer.basketProduct !== undefined) applyCartHtml(answer.basketProduct, tickets.cart);
  });
}

/** Fills the store from the page-init answer: the favourites and the cart (above), then the rest. */
function applyPageInit(answer: PageInitAnswer, tickets: Tickets): void {
  batch(() => {
    applyServerState(answer, tickets);
    if (answer.priceList && answer.priceList.length > 0) {
      const prices = new Map<string, ProductPrice>(store.prices.peek());
      for (const item of answer.priceList) prices.set(item.id, { price: item.price, html: item.html, label: item.label });
      store.prices.value = prices;
    }
    if (answer.auth !== undefined) store.auth.value = { loggedIn: answer.auth, blockHtml: answer.blockAuth ?? '' };
    if (answer.menuGender === 'm' || answer.menuGender === 'w') store.menuGender.value = answer.menuGender;
    store.shopPhone.value = { words: answer.phone ?? '', digits: answer.phoneDigits ?? '' };
    store.cookieNoticeAsked.value = answer.notifyAboutCookie;
    store.homeScreenHintAsked.value = { ios: answer.showSafariHint, android: answer.showAndroidHint };
  });
}
