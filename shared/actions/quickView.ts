// The quick view's html (POST /ajax/product/data/): the call and its failure report, so the
// widget only keeps what its dialog shows.
import { loadQuickView } from '../api/index.ts';
import { handleError } from '../log/handleError.ts';
import { store } from '../store/index.ts';

export interface QuickViewRequest {
  productId: string;
  sid: string;
  /** no_more_about_product: the html leaves out its "more about the product" link. */
  noMoreAboutProduct: boolean;
  /** oflline (the server's spelling) */
  offline: boolean;
}

/**
 * The product's quick-view html, or null when it could not be loaded (reported once) or the
 * caller cancelled (not reported: the shopper closed the dialog). Never rejects.
 */
export async function loadQuickViewHtml(request: QuickViewRequest, signal: AbortSignal): Promise<string | null> {
  const { productId, sid, noMoreAboutProduct, offline } = request;
  try {
    const html = await loadQuickView(
      { productId, sid, noMoreAboutProduct, url: location.href, contentId: store.pageContext.peek().contentId, offline },
      { signal },
    );
    // An answer can race the abort: it is dropped as well.
    return signal.aborted ? null : html;
  } catch (error) {
    if (!signal.aborted) handleError(error, `the quick view of product ${productId} could not be loaded`);
    return null;
  }
}
