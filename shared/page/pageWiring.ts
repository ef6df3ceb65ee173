// The page around the widgets, wired once by the entry: the page context, the API's settings,
// legacy code's events, product-link tracking, the notices and the page-init call.
import { toggleFavourite } from '../actions/favourites.ts';
import { runPageInit } from '../actions/pageInit.ts';
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
  start(productIds) {
    // The ids are the ones the scan read from the markers' own attributes. The page-init request
    // is what "ready" waits for: it leaves before any widget renders, which happens while it is
    // in flight.
    void runPageInit(productIds);
    return mountNotices;
  },
};
