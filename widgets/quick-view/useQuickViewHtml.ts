import { useCallback, useEffect, useRef, useState } from 'react';
import { loadQuickViewHtml, type QuickViewRequest } from '../../shared/actions/quickView.ts';
import { readProductName } from './readQuickView.ts';

export type { QuickViewRequest };
export type QuickViewState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; html: string; name: string };

export interface QuickViewHtml {
  state: QuickViewState;
  /** Loads the html unless it is already here or a request is in flight. */
  load: () => void;
  /** Aborts a request in flight (the dialog was closed); html already loaded is kept. */
  cancel: () => void;
}

/**
 * The quick-view html of one product, as the dialog shows it. One widget always shows the same
 * product, so html that loaded once is reused on every later opening; a failed or cancelled load
 * is tried again on the next opening.
 */
export function useQuickViewHtml({ productId, sid, noMoreAboutProduct, offline }: QuickViewRequest): QuickViewHtml {
  const [state, setState] = useState<QuickViewState>({ status: 'idle' });
  const loaded = useRef(false);
  const request = useRef<AbortController | null>(null);

  const load = useCallback(() => {
    if (loaded.current || request.current) return;
    const controller = new AbortController();
    request.current = controller;
    setState({ status: 'loading' });
    void loadQuickViewHtml({ productId, sid, noMoreAboutProduct, offline }, controller.signal).then((html) => {
      if (controller.signal.aborted) return;
      request.current = null;
      if (html === null) {
        setState({ status: 'failed' });
        return;
      }
      loaded.current = true;
      setState({ status: 'ready', html, name: readProductName(html) });
    });
  }, [productId, sid, noMoreAboutProduct, offline]);

  const cancel = useCallback(() => {
    const controller = request.current;
    if (!controller) return;
    request.current = null;
    controller.abort();
    setState({ status: 'idle' });
  }, []);

  // A tile that leaves the page takes its request with it.
  useEffect(() => cancel, [cancel]);

  return { state, load, cancel };
}
