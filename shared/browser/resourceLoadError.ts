// The one error the script and stylesheet loaders reject with, so a caller (the live chat) can tell
// the shopper what happened and a developer can read the address in the console.

/** How loading an external script or stylesheet fails; only a stylesheet can fail as 'timeout'. */
export type ResourceLoadErrorKind = 'filename is missing' | 'network' | 'timeout';

export type ResourceType = 'script' | 'stylesheet';

export class ResourceLoadError extends Error {
  override readonly name = 'ResourceLoadError';

  constructor(
    readonly kind: ResourceLoadErrorKind,
    /** The address resolved against the page, or as given when it could not be resolved. */
    readonly url: string,
    readonly resource: ResourceType,
  ) {
    super(`${resource} ${url ? `"${url}" ` : ''}did not load: ${kind}`);
  }
}
