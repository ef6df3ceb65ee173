// The page around the widgets, wired once by the entry: the page context, the API's settings,
// legacy code's events, product-link tracking, the notices and the page-init call.
import { toggleFavourite } from '../actions/favourites.ts';
import { productIdsOnPage, runPageInit } from '../actions/pageInit.ts';
import { openPanelByName } from '../store/panels.ts';
import { trackProductSelections } from '../analytics/selectItem.ts';
import { configureApi } from '../api/index.ts';
import { readPageContext } from '../context/readPageContext.ts';
import { startEventBridge } from '../events/index.ts';
import { handleError } from '../log/handleError.ts';
import type { PageWiring } from '../runtime/index.ts';
import { store } from '../store/index.ts';
import { mountNotices } from '../ui/Notices.tsx';

export const pageWiring: PageWiring = {
  prepare() {
    const { context, problems } = readPageContext({ document, pathname: location.pathname });
    for (const problem of problems) handleError(undefined, `page context: ${problem}`);
    store.pageContext.value = context;
    configureApi({ timeoutMs: context.apiTimeoutMs });
    startEventBridge(store, {
      toggleFavourite: (productId, sid) => void toggleFavourite(productId, sid),
      openPanel: openPanelByName,
    });
    trackProductSelections();
  },
  start() {
    // Before the first scan: an eager widget takes its server HTML (tiles with their markers) out
    // of the page and React puts it back only on its next render, so the ids are read now. And the
    // page-init request is what "ready" waits for: it leaves first, and the scan runs while it is
    // in flight.
    void runPageInit(productIdsOnPage());
    return mountNotices;
  },
};
