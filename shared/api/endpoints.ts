// Every server call (docs/api.md) as one table, for the tests, the fault matrix and the docs. The
// bundle never imports this file: each widget imports the call module it uses (calls/<call>.ts),
// so a call no widget makes stays out of the bundle.
import type { Endpoint } from './endpoint.ts';
import { addToCartEndpoint } from './calls/addToCart.ts';
import { autocompleteEndpoint } from './calls/autocomplete.ts';
import { autocompleteLogEndpoint } from './calls/autocompleteLog.ts';
import { brandMenuEndpoint } from './calls/brandMenu.ts';
import { cartPopupEndpoint } from './calls/cartPopup.ts';
import { changeCurrencyEndpoint } from './calls/changeCurrency.ts';
import { changeLanguageEndpoint } from './calls/changeLanguage.ts';
import { clearFavouritesEndpoint } from './calls/clearFavourites.ts';
import { cookieTrackEndpoint } from './calls/cookieTrack.ts';
import { loginEndpoint } from './calls/login.ts';
import { newArrivalNotifyEndpoint } from './calls/newArrivalNotify.ts';
import { openRecallEndpoint } from './calls/openRecall.ts';
import { pageInitEndpoint } from './calls/pageInit.ts';
import { panelEndpoint } from './calls/panel.ts';
import { productDataEndpoint } from './calls/productData.ts';
import { quickViewEndpoint } from './calls/quickView.ts';
import { registerEndpoint } from './calls/register.ts';
import { searchImageEndpoint } from './calls/searchImage.ts';
import { sendRecallEndpoint } from './calls/sendRecall.ts';
import { singleBasketPopupEndpoint } from './calls/singleBasketPopup.ts';
import { singleBasketShowEndpoint } from './calls/singleBasketShow.ts';
import { subscribeGiftEndpoint } from './calls/subscribeGift.ts';
import { telPopupEndpoint } from './calls/telPopup.ts';
import { toggleFavouriteEndpoint } from './calls/toggleFavourite.ts';
import { trackEventEndpoint } from './calls/trackEvent.ts';

export const endpoints = {
  // Account
  login: loginEndpoint,
  register: registerEndpoint,
  // Favourites
  toggleFavourite: toggleFavouriteEndpoint,
  clearFavourites: clearFavouritesEndpoint,
  // Cart
  addToCart: addToCartEndpoint,
  cartPopup: cartPopupEndpoint,
  singleBasketShow: singleBasketShowEndpoint,
  singleBasketPopup: singleBasketPopupEndpoint,
  // Page and panels
  pageInit: pageInitEndpoint,
  telPopup: telPopupEndpoint,
  panel: panelEndpoint,
  newArrivalNotify: newArrivalNotifyEndpoint,
  // Product and search
  quickView: quickViewEndpoint,
  searchImage: searchImageEndpoint,
  autocomplete: autocompleteEndpoint,
  autocompleteLog: autocompleteLogEndpoint,
  brandMenu: brandMenuEndpoint,
  // Tracking
  cookieTrack: cookieTrackEndpoint,
  trackEvent: trackEventEndpoint,
  productData: productDataEndpoint,
  // Forms and settings
  subscribeGift: subscribeGiftEndpoint,
  openRecall: openRecallEndpoint,
  sendRecall: sendRecallEndpoint,
  changeCurrency: changeCurrencyEndpoint,
  changeLanguage: changeLanguageEndpoint,
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;
