// External scripts (the live chat's), added on first use rather than at boot. Only a `src` is ever
// set, never inline code, so a strict Content-Security-Policy that lists the script's host allows it.
import { createResourceLoader } from './loadOnce.ts';

/** How long an external script may take to load (widgets/live-chat). */
export const SCRIPT_LOAD_TIMEOUT_MS = 30_000;

export interface LoadScriptOptions {
  /** Subresource-integrity hash a third-party vendor publishes for its file. */
  integrity?: string;
  /** CORS mode; a cross-origin file checked with `integrity` needs 'anonymous'. */
  crossOrigin?: 'anonymous' | 'use-credentials';
}

// A script fails as 'network' or 'filename is missing' only, so a script that has not loaded
// within the time limit is reported as 'network' (widgets/live-chat). Removing a
// timed-out element does not stop a browser that already fetched it from running it later, so a
// caller should not assume a failed script never ran (the chat's API may still appear).
const loadScriptOnce = createResourceLoader({ resource: 'script', timeoutMs: SCRIPT_LOAD_TIMEOUT_MS, timeoutKind: 'network' });

/**
 * Resolves once the script at `url` has loaded; rejects with a ResourceLoadError. Loaded once per
 * address: later asks get the same promise, and the first ask's options.
 */
export function loadScript(url: string | null | undefined, options: LoadScriptOptions = {}): Promise<void> {
  return loadScriptOnce(url, (href) => {
    const script = document.createElement('script');
    // Scripts added by a script are async anyway; said so the page's parsing is never held up.
    script.async = true;
    if (options.crossOrigin) script.crossOrigin = options.crossOrigin;
    if (options.integrity) script.integrity = options.integrity;
    script.src = href;
    return script;
  });
}
