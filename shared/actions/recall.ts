// The callback ('recall') form: POST /ajax/add_question21/ (docs/api.md), once to get the form,
// then with the filled form. Failures are reported and worded here; the widget only shows the
// outcome.
import { openRecall, sendRecall } from '../api/index.ts';
import { formOutcomeUnknown, formSendFailed } from '../i18n/messages/forms.ts';
import { panelFailed } from '../i18n/messages/panels.ts';
import { reportMissingContext } from '../log/reportOnce.ts';
import { store } from '../store/index.ts';
import { attempt, type Outcome } from './outcome.ts';

/** The page id of the product page, where the form is asked for with the product. */
const PRODUCT_PAGE = 'shop-product';

/**
 * The callback form's html (popup=1, recall=1, the page's url, productid on a product page).
 * Never rejects. `url`: the page's address when the address bar no longer shows it
 * (?action=external_call reset it).
 */
export function loadRecallHtml(signal: AbortSignal, url: string = location.href): Promise<Outcome<string>> {
  const { pageId, productId } = store.pageContext.peek();
  if (productId && !pageId) reportMissingContext('pageId', 'the callback form lacks the product ("shop-product")');
  const request = { productId: pageId === PRODUCT_PAGE ? productId : null, url };
  return attempt(() => openRecall(request, { signal }), { report: 'the callback form could not be loaded', message: panelFailed }, signal);
}

/**
 * Sends the filled callback form: the html that replaces it. Never rejects. After a lost answer the
 * shopper is told that nobody knows whether the request arrived: a second one would be a duplicate.
 */
export function sendRecallForm(form: HTMLFormElement): Promise<Outcome<string>> {
  return attempt(() => sendRecall(form), { report: 'the callback form could not be sent; what the shopper typed stays in the form', message: formSendFailed, unsure: formOutcomeUnknown });
}
