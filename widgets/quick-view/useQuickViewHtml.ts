import { useCallback, useEffect, useRef, useState } from 'react';
// Direct from the call's module: only this chunk makes the call, so it travels with the chunk.
import { loadQuickView } from '../../shared/api/calls/quickView.ts';
import { handleError } from '../../shared/log/handleError.ts';
import { store } from '../../shared/store/index.ts';
import { readProductName } from './readQuickView.ts';

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
 * The quick-view html of one product (POST /ajax/product/data/). One widget always shows the
 * same product, so html that loaded once is reused on every later opening; a failed or
 * cancelled load is tried again on the next opening.
 */
export interface QuickViewRequest {
  productId: string;
  sid: string;
  /** no_more_about_product: the html leaves out its "more about the product" link. */
  noMoreAboutProduct: boolean;
  /** oflline (the server's spelling) */
  offline: boolean;
}

export function useQuickViewHtml({ productId, sid, noMoreAboutProduct, offline }: QuickViewRequest): QuickViewHtml {
  const [state, setState] = useState<QuickViewState>({ status: 'idle' });
  const loaded = useRef(false);
  const request = useRef<AbortController | null>(null);

  const load = useCallback(() => {
    if (loaded.current || request.current) return;
    const controller = new AbortController();
    request.current = controller;
    setState({ status: 'loading' });
    const input = {
      productId,
      sid,
      noMoreAboutProduct,
      url: location.href,
      contentId: store.pageContext.peek().contentId,
      offline,
    };
    const failed = (error: unknown) => {
      handleError(error, `the quick view of product ${productId} could not be loaded`);
      setState({ status: 'failed' });
    };
    loadQuickView(input, { signal: controller.signal }).then(
      (html) => {
        // A cancelled request rejects, but an answer can race the abort: it is dropped as well.
        if (controller.signal.aborted) return;
        request.current = null;
        loaded.current = true;
        setState({ status: 'ready', html, name: readProductName(html) });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        request.current = null;
        failed(error);
      },
    );
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
