// shared/api: the one place where the bundle talks to the server.
export { ApiError, isApiError, toApiError, type ApiErrorKind, type ApiErrorOptions } from './errors.ts';
export { createClient, type ApiClient, type ApiRequest, type ClientOptions } from './client.ts';
export { configureApi, getApiClient, resetApiClient, setApiTimeout } from './default-client.ts';
export { pathOf, resolveSameOrigin } from './same-origin.ts';
export { decodeHtml, decodeJson, isWholeDocument, type HtmlAnswerRules } from './decode.ts';
export type { AnswerSpec, BodyKind, Endpoint, HttpMethod } from './endpoint.ts';
export type { Fields } from './payload.ts';
export { serializeForm, type FormSource } from './serializeForm.ts';
export type { CallOptions } from './request.ts';
export type { TrackedProduct } from './trackedProduct.ts';
// One module per server call of docs/api.md (row, payload, answer schema and type together).
// package.json marks the source free of import side effects, so a call nobody uses here drops out
// of the bundle.
export { login, type AuthAnswer } from './calls/login.ts';
export { register, type RegistrationAnswer } from './calls/register.ts';
export { toggleFavourite, type FavouritesAnswer, type ToggleFavouriteInput } from './calls/toggleFavourite.ts';
export { clearFavourites, type ClearFavouritesAnswer } from './calls/clearFavourites.ts';
export { addToCart, type AddToCartInput, type CartAddAnswer, type CartItem, type CartProduct } from './calls/addToCart.ts';
export { loadCartPopup } from './calls/cartPopup.ts';
export { loadSingleBasketShow, type SingleBasketShowInput } from './calls/singleBasketShow.ts';
export { loadSingleBasketPopup } from './calls/singleBasketPopup.ts';
export { pageInit, type PageInitAnswer, type PageInitInput, type PriceEntry } from './calls/pageInit.ts';
export { loadTelPopup } from './calls/telPopup.ts';
export { loadPanel, type PanelAnswer } from './calls/panel.ts';
export { notifyNewArrival } from './calls/newArrivalNotify.ts';
export { loadQuickView, type QuickViewInput } from './calls/quickView.ts';
export { searchByImage, type ImageSearchAnswer, type ImageSearchInput } from './calls/searchImage.ts';
export { loadAutocomplete } from './calls/autocomplete.ts';
export { logAutocomplete, type AutocompleteLogAnswer, type AutocompleteLogInput } from './calls/autocompleteLog.ts';
export { loadBrandMenu, type BrandEntry, type BrandMenuAnswer } from './calls/brandMenu.ts';
export { trackCookie } from './calls/cookieTrack.ts';
export { trackEvent, type TrackEventInput, type TrackEventType } from './calls/trackEvent.ts';
export { loadProductData, type ProductDataAnswer } from './calls/productData.ts';
export { subscribeGift, type SubscribeAnswer } from './calls/subscribeGift.ts';
export { openRecall } from './calls/openRecall.ts';
export { sendRecall } from './calls/sendRecall.ts';
export { changeCurrency } from './calls/changeCurrency.ts';
export { changeLanguage } from './calls/changeLanguage.ts';
export { followServerLink, type ServerLinkOptions } from './calls/links.ts';
