// `shop:open-message` (docs/events.md): the message modal, asked for by legacy code. The modal
// and its checks ship in the `chrome` chunk (widgets/message-host); the entry only queues the
// request and puts that widget's marker on the page.
import { MARKER_ATTR } from '../browser/markerAttributes.ts';
import { mountMarkersNow } from '../runtime/scanner.ts';
import { store } from '../store/index.ts';

/** The runtime's own marker for the message host: hidden, at the end of <body>, so nothing moves. */
let host: HTMLElement | undefined;

/**
 * Queues the detail as it came (the widget checks it when its turn comes, and reports a bad one)
 * and mounts the host at once, fetching its chunk if need be: on the first request, and again
 * after its chunk failed or legacy code took the marker out of the page.
 */
export function openMessage(detail: unknown): void {
  store.messageRequests.value = [...store.messageRequests.peek(), detail];
  if (!host || !host.isConnected) {
    host = document.createElement('div');
    host.hidden = true;
    host.setAttribute(MARKER_ATTR, 'message-host');
    document.body.appendChild(host);
  }
  mountMarkersNow([host]);
}
