// The new-arrival links: each one notifies the server, then opens in a new tab.
import { notifyNewArrivalOpened } from '../../shared/actions/newArrivals.ts';
import { sameOriginLink } from '../../shared/browser/safeUrl.ts';

export const TITLE = '.new-arrivals__title';
const LINK = 'a.new-arrivals__link';
const MIDDLE_BUTTON = 1;

/** The block's title among the server's nodes (the dialog's name), or null. */
export function titleOf(nodes: readonly Node[]): HTMLElement | null {
  for (const node of nodes) {
    if (!(node instanceof HTMLElement)) continue;
    const title = node.matches(TITLE) ? node : node.querySelector<HTMLElement>(TITLE);
    if (title) return title;
  }
  return null;
}

/**
 * Makes every new-arrival link in `content` open in a new tab, with the browser's own default
 * action, and sends the notify call first, inside the shopper's click: the tab opens as part of
 * that click (no popup blocker stops it) and the call goes out with keepalive. Returns the remover.
 */
export function attachNewArrivalLinks(content: HTMLElement): () => void {
  for (const link of content.querySelectorAll<HTMLAnchorElement>(LINK)) {
    link.target = '_blank';
    const rel = (link.getAttribute('rel') ?? '').split(/\s+/).filter(Boolean);
    // The new tab gets no handle on this page (window.opener).
    if (rel.indexOf('noopener') < 0) link.setAttribute('rel', rel.concat('noopener').join(' '));
  }

  const onOpen = (event: MouseEvent) => {
    // auxclick is any button but the first: only the middle one opens a tab.
    if (event.type === 'auxclick' && event.button !== MIDDLE_BUTTON) return;
    // Something else stopped the link: nothing opens, nothing to tell.
    if (event.defaultPrevented) return;
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(LINK) : null;
    if (!link || !content.contains(link)) return;
    // Only our own site is told: a link elsewhere opens without the call.
    if (sameOriginLink(link.getAttribute('href')) === null) return;
    notifyNewArrivalOpened(link.href);
  };

  content.addEventListener('click', onOpen);
  content.addEventListener('auxclick', onOpen);
  return () => {
    content.removeEventListener('click', onOpen);
    content.removeEventListener('auxclick', onOpen);
  };
}
