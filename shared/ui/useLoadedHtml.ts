import { useCallback, useEffect, useRef, useState } from 'react';
import type { Outcome } from '../actions/outcome.ts';
import type { Message } from '../i18n/index.ts';

export type LoadedHtml = { status: 'idle' } | { status: 'loading' } | { status: 'failed'; message: Message | null } | { status: 'ready'; html: string };

export interface LoadedHtmlControl {
  state: LoadedHtml;
  /** Loads the html unless it is already here or a request is in flight. */
  load: () => void;
  /** Aborts a request in flight (its dialog was closed); html already loaded is kept. */
  cancel: () => void;
}

/**
 * Server html that a dialog shows (a quick view, a panel by name), loaded on first opening and
 * reused on later ones. `fetchHtml` is an action: it never rejects, and a failure says what the
 * shopper is told. A failed or cancelled load is tried again on the next opening; an answer that arrives
 * after a cancel is dropped.
 */
export function useLoadedHtml(fetchHtml: (signal: AbortSignal) => Promise<Outcome<string>>): LoadedHtmlControl {
  const [state, setState] = useState<LoadedHtml>({ status: 'idle' });
  const loaded = useRef(false);
  const request = useRef<AbortController | null>(null);
  // The latest function, so a caller may pass a new closure on each render.
  const fetchRef = useRef(fetchHtml);
  fetchRef.current = fetchHtml;

  const load = useCallback(() => {
    if (loaded.current || request.current) return;
    const controller = new AbortController();
    request.current = controller;
    setState({ status: 'loading' });
    void fetchRef.current(controller.signal).then((outcome) => {
      if (controller.signal.aborted) return;
      request.current = null;
      if (!outcome.ok) {
        setState({ status: 'failed', message: outcome.message });
        return;
      }
      loaded.current = true;
      setState({ status: 'ready', html: outcome.value });
    });
  }, []);

  const cancel = useCallback(() => {
    const controller = request.current;
    if (!controller) return;
    request.current = null;
    controller.abort();
    setState({ status: 'idle' });
  }, []);

  // A marker that leaves the page takes its request with it.
  useEffect(() => cancel, [cancel]);

  return { state, load, cancel };
}
