// External stylesheets a widget needs only once it is used (the live chat's look).
import { createResourceLoader } from './loadOnce.ts';

/** A stylesheet not loaded within 10 s fails as 'timeout'. */
export const STYLESHEET_LOAD_TIMEOUT_MS = 10_000;

const loadStylesheetOnce = createResourceLoader({ resource: 'stylesheet', timeoutMs: STYLESHEET_LOAD_TIMEOUT_MS, timeoutKind: 'timeout' });

/**
 * Resolves once the stylesheet at `url` has loaded, from one `<link rel="stylesheet">` in <head>;
 * rejects with a ResourceLoadError ('filename is missing', 'network' or 'timeout'). Loaded once
 * per address.
 */
export function loadStylesheet(url: string | null | undefined): Promise<void> {
  return loadStylesheetOnce(url, (href) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    return link;
  });
}
