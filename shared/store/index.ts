export { createStore, defaultPageContext } from './store.ts';
export type { Store, StoreState, ProductPrice, Notice } from './store.ts';
export { useSignal } from './useSignal.ts';

import { createStore as create } from './store.ts';

/** The page's store: one per bundle copy, shared by every widget root. */
export const store = create();
