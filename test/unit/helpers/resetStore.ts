import { batch } from '@preact/signals-core';
import { store, defaultPageContext } from '../../../shared/store/index.ts';
import type { PageContext } from '../../../shared/context/types.ts';

/** Puts the page's store back to its boot state (store.reset()), with an optional page context. */
export function resetStore(context: Partial<PageContext> = {}): void {
  // One batch: widgets still mounted from the last test see the new page at once.
  batch(() => {
    store.reset();
    store.pageContext.value = { ...defaultPageContext, ...context };
  });
}
