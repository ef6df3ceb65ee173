// The part the script and stylesheet loaders share: one element per address, a time limit, and
// a clean slate after a failure so the shopper's next click (the live chat's button) tries again.
import { ResourceLoadError, type ResourceLoadErrorKind, type ResourceType } from './resourceLoadError.ts';

export interface ResourceLoaderRules {
  resource: ResourceType;
  timeoutMs: number;
  /** What running out of time is called: a script reports it as 'network' (widgets/live-chat). */
  timeoutKind: ResourceLoadErrorKind;
}

/** Builds the element that fetches `href` once it is in the document (no listeners, not inserted). */
export type ResourceElementFactory = (href: string) => HTMLElement;

export type ResourceLoader = (url: string | null | undefined, createElement: ResourceElementFactory) => Promise<void>;

/**
 * A loader with its own memory of addresses: a second ask while loading or after success gets the
 * first ask's promise (and its element's settings); a failure removes the element and forgets the
 * address. Addresses are compared resolved against document.baseURI, so '/chat.js' and
 * 'http://localhost:3000/chat.js' are one file.
 */
export function createResourceLoader(rules: ResourceLoaderRules): ResourceLoader {
  const loads = new Map<string, Promise<void>>();

  function fail(kind: ResourceLoadErrorKind, url: string): Promise<void> {
    return Promise.reject(new ResourceLoadError(kind, url, rules.resource));
  }

  return (url, createElement) => {
    const written = url?.trim() ?? '';
    // Checked before anything is added: there is nothing to fetch.
    if (!written) return fail('filename is missing', '');
    const href = resolve(written);
    // A browser fails such a fetch with an error event; refusing it here keeps javascript: and
    // data: addresses (inline code by another name) out of the page altogether.
    if (!href) return fail('network', written);

    const known = loads.get(href);
    if (known) return known;

    const element = createElement(href);
    let succeed!: () => void;
    let reject!: (error: ResourceLoadError) => void;
    const load = new Promise<void>((onLoad, onFailure) => {
      succeed = onLoad;
      reject = onFailure;
    });
    // Remembered before the element goes in: some environments answer while it is being appended.
    loads.set(href, load);

    const settle = (failure: ResourceLoadErrorKind | null) => {
      clearTimeout(timer);
      element.removeEventListener('load', onLoad);
      element.removeEventListener('error', onError);
      if (!failure) {
        succeed();
        return;
      }
      element.remove();
      // A newer attempt may already own the address; only this attempt's entry is forgotten.
      if (loads.get(href) === load) loads.delete(href);
      reject(new ResourceLoadError(failure, href, rules.resource));
    };
    const onLoad = () => settle(null);
    const onError = () => settle('network');
    element.addEventListener('load', onLoad);
    element.addEventListener('error', onError);
    const timer = setTimeout(() => settle(rules.timeoutKind), rules.timeoutMs);
    (document.head ?? document.documentElement).append(element);
    return load;
  };
}

/** The absolute http(s) address, or null when the text is no such address. */
function resolve(written: string): string | null {
  try {
    const url = new URL(written, document.baseURI);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
