import { useMemo } from 'react';
import { loadQuickViewHtml, type QuickViewRequest } from '../../shared/actions/quickView.ts';
import { useLoadedHtml, type LoadedHtml } from '../../shared/ui/useLoadedHtml.ts';
import { readProductName } from './readQuickView.ts';

export type { QuickViewRequest };
export type QuickViewState = Exclude<LoadedHtml, { status: 'ready' }> | { status: 'ready'; html: string; name: string };

export interface QuickViewHtml {
  state: QuickViewState;
  /** Loads the html unless it is already here or a request is in flight. */
  load: () => void;
  /** Aborts a request in flight (the dialog was closed); html already loaded is kept. */
  cancel: () => void;
}

/**
 * The quick-view html of one product, as the dialog shows it. One widget always shows the same
 * product, so html that loaded once is reused on every later opening.
 */
export function useQuickViewHtml(request: QuickViewRequest): QuickViewHtml {
  const { state, load, cancel } = useLoadedHtml((signal) => loadQuickViewHtml(request, signal));
  const withName = useMemo((): QuickViewState => (state.status === 'ready' ? { ...state, name: readProductName(state.html) } : state), [state]);
  return { state: withName, load, cancel };
}
