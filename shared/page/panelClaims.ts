import type { Claims } from '../runtime/lazyMounts.ts';
import { closePanel, isPanelName, registerPanel } from '../store/panels.ts';

/**
 * A lazy widget claims the panel only it renders (mini-cart: 'cart'): while its marker is on the
 * page the panel exists, and opening it before the chunk ran wakes the marker.
 */
export const panelClaims: Claims = {
  // Every claim is a panel name: the widget table's test checks the definitions.
  claim: (name, wake) => (isPanelName(name) ? registerPanel(name, wake) : () => {}),
  lost: (name) => isPanelName(name) && closePanel(name),
};
