// What a video marker may embed, and what names it.

export const POSTER = 'img.video__poster';

/**
 * The address for the iframe: one on this site over http(s), or any https address (a video
 * host); null for anything else (http elsewhere, javascript:, data:…). Returns the value as written.
 */
export function videoSource(raw: string): string | null {
  const value = raw.trim();
  let url: URL;
  try {
    url = new URL(value, document.baseURI);
  } catch {
    return null;
  }
  if (url.protocol === 'https:') return value;
  return url.protocol === 'http:' && url.origin === location.origin ? value : null;
}

export function posterOf(marker: HTMLElement): HTMLImageElement | null {
  return marker.querySelector<HTMLImageElement>(POSTER);
}

/** The iframe's name: `data-title`, else the poster's alt text; empty when neither says anything. */
export function videoTitle(title: string, poster: HTMLImageElement | null): string {
  return title.trim() || (poster?.alt ?? '').trim();
}
