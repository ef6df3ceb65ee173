import { asksForExternalCall, EXTERNAL_CALL } from '../browser/externalCall.ts';
import { afterFirstAction, FIRST_ACTION } from '../browser/firstAction.ts';
import type { Claims } from '../runtime/claimedMarkers.ts';
import { closePanel, isPanelName, registerPanel } from '../store/panels.ts';

/** Whether a marker claiming the external call was woken for it: one form for one request. */
let externalCallWoken = false;

/**
 * What lazy widgets' claims mean on this page. A panel only one widget renders (mini-cart:
 * 'cart'): while its marker is on the page the panel exists, and opening it before the chunk ran
 * wakes the marker. The external call (recall): a page opened with ?action=external_call wakes
 * the first marker claiming it, which opens the callback form without a click.
 */
export const pageClaims: Claims = {
  claim(name, wake) {
    if (isPanelName(name)) return registerPanel(name, wake);
    if (name === FIRST_ACTION) return afterFirstAction(wake);
    if (name === EXTERNAL_CALL && !externalCallWoken && asksForExternalCall()) {
      externalCallWoken = true;
      // After the scan that found the marker: a wake in the middle of it would mount out of order.
      queueMicrotask(wake);
    }
    return () => {};
  },
  lost: (name) => isPanelName(name) && closePanel(name),
};

/** For tests: a new page load. */
export function resetPageClaims(): void {
  externalCallWoken = false;
}
