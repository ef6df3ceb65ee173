// shared/api: the one place where the bundle talks to the server.
export { ApiError, isApiError, toApiError, type ApiErrorKind, type ApiErrorOptions } from './errors.ts';
export { createClient, type ApiClient, type ApiRequest, type ClientOptions } from './client.ts';
export { configureApi, getApiClient, resetApiClient, setApiTimeout } from './default-client.ts';
export { pathOf, resolveSameOrigin } from './same-origin.ts';
export { decodeHtml, decodeJson, isWholeDocument, type HtmlAnswerRules } from './decode.ts';
export { endpoints, type AnswerSpec, type BodyKind, type Endpoint, type EndpointName, type HttpMethod } from './endpoints.ts';
export { serializeForm, type Fields, type FormSource } from './payload.ts';
export type { CallOptions } from './request.ts';
export type {
  AuthAnswer,
  AutocompleteLogAnswer,
  BrandEntry,
  BrandMenuAnswer,
  CartAddAnswer,
  CartProduct,
  ClearFavouritesAnswer,
  FavouritesAnswer,
  ImageSearchAnswer,
  PageInitAnswer,
  PanelAnswer,
  PriceEntry,
  ProductDataAnswer,
  RegistrationAnswer,
  SubscribeAnswer,
  TrackedProduct,
} from './answers.ts';
export { login, register } from './calls/account.ts';
export { clearFavourites, toggleFavourite, type ToggleFavouriteInput } from './calls/favourites.ts';
export {
  addToCart,
  loadCartPopup,
  loadSingleBasketPopup,
  loadSingleBasketShow,
  type AddToCartInput,
  type CartItem,
  type SingleBasketShowInput,
} from './calls/cart.ts';
export { loadPanel, loadTelPopup, notifyNewArrival, pageInit, type PageInitInput } from './calls/page.ts';
export {
  loadAutocomplete,
  loadBrandMenu,
  loadQuickView,
  logAutocomplete,
  searchByImage,
  type AutocompleteLogInput,
  type ImageSearchInput,
  type QuickViewInput,
} from './calls/search.ts';
export { loadProductData, trackCookie, trackEvent, type TrackEventInput, type TrackEventType } from './calls/tracking.ts';
export { followServerLink, type ServerLinkOptions } from './calls/links.ts';
export { changeCurrency, changeLanguage, openRecall, sendRecall, subscribeGift } from './calls/settings.ts';
