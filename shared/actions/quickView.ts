// The quick view's html (POST /ajax/product/data/): the call, its failure report and message, so
// the widget only keeps what its dialog shows.
import { loadQuickView } from '../api/index.ts';
import { quickViewFailed } from '../i18n/messages/quickView.ts';
import { store } from '../store/index.ts';
import { attempt, type Outcome } from './outcome.ts';

export interface QuickViewRequest {
  productId: string;
  sid: string;
  /** no_more_about_product: the html leaves out its "more about the product" link. */
  noMoreAboutProduct: boolean;
  /** oflline (the server's spelling) */
  offline: boolean;
}

/** The product's quick-view html. Never rejects. */
export function loadQuickViewHtml(request: QuickViewRequest, signal: AbortSignal): Promise<Outcome<string>> {
  const { productId, sid, noMoreAboutProduct, offline } = request;
  const call = () => loadQuickView({ productId, sid, noMoreAboutProduct, url: location.href, contentId: store.pageContext.peek().contentId, offline }, { signal });
  return attempt(call, { report: `the quick view of product ${productId} could not be loaded`, message: quickViewFailed }, signal);
}
