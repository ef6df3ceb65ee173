// The callback ('recall') form: SPEC 7 POST /ajax/add_question21/, once to get the form, then
// with the filled form. Failures are reported here; the widget only shows what came back.
import { openRecall, sendRecall } from '../api/index.ts';
import { handleError } from '../log/handleError.ts';
import { store } from '../store/index.ts';

/** SPEC 2: the page id of the product page, where the form is asked for with the product. */
const PRODUCT_PAGE = 'shop-product';

/**
 * The callback form's html (popup=1, recall=1, the page's url, productid on a product page), or
 * null when it could not be loaded (reported) or the caller aborted. Never rejects. `url`: the
 * page's address when the address bar no longer shows it (?action=external_call reset it).
 */
export async function loadRecallHtml(signal: AbortSignal, url: string = location.href): Promise<string | null> {
  const { pageId, productId } = store.pageContext.peek();
  try {
    const html = await openRecall({ productId: pageId === PRODUCT_PAGE ? productId : null, url }, { signal });
    return signal.aborted ? null : html;
  } catch (error) {
    if (!signal.aborted) handleError(error, 'the callback form could not be loaded');
    return null;
  }
}

/** Sends the filled callback form; resolves the html that replaces it, or null when the call failed (reported). */
export async function sendRecallForm(form: HTMLFormElement): Promise<string | null> {
  try {
    return await sendRecall(form);
  } catch (error) {
    handleError(error, 'the callback form could not be sent; what the shopper typed stays in the form');
    return null;
  }
}
