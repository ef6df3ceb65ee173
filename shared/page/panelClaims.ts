import { handleError } from '../log/handleError.ts';
import type { Claims } from '../runtime/lazyMounts.ts';
import { closePanel, isPanelName, registerPanel } from '../store/panels.ts';

/**
 * A lazy widget claims the panel only it renders (mini-cart: 'cart'): while its marker is on the
 * page the panel exists, and opening it before the chunk ran wakes the marker.
 */
export const panelClaims: Claims = {
  claim(name, wake) {
    if (isPanelName(name)) return registerPanel(name, wake);
    handleError(undefined, `a widget claims "${name}", which is no panel`);
    return () => {};
  },
  lost(name) {
    if (isPanelName(name)) closePanel(name);
  },
};
