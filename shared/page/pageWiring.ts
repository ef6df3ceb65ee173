// The page around the widgets, wired once by the entry: the page context, the API's settings,
// legacy code's events, product-link tracking, the notices, the page-init call, the other tabs,
// the session's page views and ?action=external_call.
import { CART_PAGE_ATTR } from '../actions/cartPageMark.ts';
import { toggleFavourite } from '../actions/favourites.ts';
import { favouriteCalls } from '../actions/changeCalls.ts';
import { runPageInit } from '../actions/pageInit.ts';
import { openPanelByName } from '../store/panels.ts';
import { trackProductSelections } from '../analytics/selectItem.ts';
import { configureApi } from '../api/index.ts';
import { asksForExternalCall } from '../browser/externalCall.ts';
import { markerOf } from '../browser/markerAttributes.ts';
import { countPageView } from '../browser/pageViews.ts';
import { firstWithYes } from '../browser/yesNo.ts';
import { readPageContext } from '../context/readPageContext.ts';
import { startEventBridge } from '../events/index.ts';
import { handleError } from '../log/handleError.ts';
import { reportMissingContext } from '../log/reportOnce.ts';
import type { PageWiring } from '../runtime/index.ts';
import { store } from '../store/index.ts';
import { startTabSync } from '../store/tabSync.ts';
import { mountNotices } from '../ui/Notices.tsx';
import { openMessage } from './openMessage.ts';
import { pageClaims } from './pageClaims.ts';

export const pageWiring: PageWiring = {
  claims: pageClaims,
  prepare() {
    const { context, problems } = readPageContext({ document, pathname: location.pathname });
    for (const problem of problems) handleError(undefined, `page context: ${problem}`);
    store.pageContext.value = context;
    configureApi({ timeoutMs: context.apiTimeoutMs });
    startEventBridge(store, {
      toggleFavourite: (productId, sid) => void toggleFavourite(productId, sid),
      openPanel: openPanelByName,
      openMessage,
    });
    trackProductSelections();
    // Before page init leaves (start): its answer is this tab's first change the others take,
    // and what another tab changes while this one boots is taken in rather than missed.
    startTabSync(() => void favouriteCalls().then((calls) => calls.readServerState(), () => undefined));
  },
  start(productIds, releaseQuietMounts) {
    // The ids are the ones the scan read from the markers' own attributes. The page-init request
    // is what "ready" waits for: it leaves before any widget renders.
    void runPageInit(productIds);
    // The notices' root is a quiet mount too: any message (a store change) releases it at once.
    holdQuietMountsForPageInit(() => {
      releaseQuietMounts();
      mountNotices();
    });
    // Every page view of the session counts toward the messaging invite (widgets/messenger-invite),
    // with its marker on the page or not (the invite's widget reads this page's answer;
    // card-payment is not counted).
    const { pageId } = store.pageContext.peek();
    countPageView(pageId);
    // The cart page's region is reloaded by cart changes only on a page that says it is the cart's.
    if (!pageId && firstWithYes(document, CART_PAGE_ATTR)) {
      reportMissingContext('pageId', '[data-cart-page] is not reloaded ("shop-basket")');
    }
    // ?action=external_call opens the callback form on any page (widgets/recall). A recall marker's
    // widget takes it (its claim wakes it, pageClaims.ts); a page without one gets a hidden, empty
    // one (it takes no room; the widget names its form itself), mounted at once: it is there for
    // this.
    if (asksForExternalCall() && !document.querySelector(markerOf('recall'))) {
      document.body.insertAdjacentHTML('beforeend', '<a data-widget="recall" data-mount="eager" hidden></a>');
    }
  },
};

/** The longest quiet mounts wait for page init (a slow or hanging call does not keep them back). */
export const QUIET_MOUNTS_WAIT_MS = 1000;

/**
 * Quiet mounts (counters, prices near the viewport…) would only render what the server's HTML
 * already shows until the page-init answer arrives, and would keep the main thread busy when it
 * does. They wait for the first change to the store — the answer itself, or anything the shopper
 * or legacy code did before it (a toggle, an open panel), so a held widget never misses what it
 * should show — or for QUIET_MOUNTS_WAIT_MS. They mount in a microtask after that change, once
 * the answer's own work (and `shop:page-init`) is done.
 */
function holdQuietMountsForPageInit(release: () => void): void {
  // Whichever comes first ends the other: the release happens once.
  const once = () => {
    clearTimeout(timer);
    stopWaiting();
    queueMicrotask(release);
  };
  const timer = setTimeout(once, QUIET_MOUNTS_WAIT_MS);
  const stopWaiting = store.onNextChange(once);
}

