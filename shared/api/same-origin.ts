// Every call stays on the page's origin: a URL taken from the page (a new-arrival link) must not
// send the shopper's cookies, or anything else, elsewhere.
import { ApiError } from './errors.ts';

/**
 * Resolves a root-relative path ('/ajax/auth/') or a same-origin absolute URL against `origin`.
 * Anything that lands on another origin ('https://evil.example/', '//evil.example/x',
 * 'javascript:…') is refused with ApiError 'network' before a request exists.
 * Relative paths without a leading slash resolve against the origin root, not the current page:
 * callers pass `anchor.href` (already absolute) for page links.
 */
export function resolveSameOrigin(input: string, origin: string): URL {
  let target: URL;
  try {
    target = new URL(input, `${origin}/`);
  } catch (cause) {
    throw new ApiError('network', input, { cause, message: `API refused an invalid URL: ${input}` });
  }
  if (target.origin !== origin) {
    throw new ApiError('network', input, {
      message: `API refused a call to another origin (${target.origin}); only ${origin} is allowed`,
    });
  }
  return target;
}

/** The path of a URL, for an error to name the call ('/basket/remove/1/'); the text itself if it is no URL. */
export function pathOf(url: string): string {
  try {
    return new URL(url, 'http://origin.invalid').pathname;
  } catch {
    return url;
  }
}
