import { useEffect } from 'react';
import { isMobileViewport } from '../browser/device.ts';
import { markerOf } from '../browser/markerAttributes.ts';
import { warn } from '../log/handleError.ts';
import { closePanel, registerPanel, type PanelName } from '../store/panels.ts';
import { store, useSignal } from '../store/index.ts';
import type { DialogProps } from './Dialog.tsx';

/**
 * The Dialog set-up of a widget that renders a named panel (the cart, the single-basket offer):
 * one per page, the first marker of its widget owns it and registers it while mounted, and it is
 * open while the store's open panel is its name; a second marker is told to stay out, with a
 * warning saying what it does instead (`secondDoes`). An aside on desktop, a full-screen layer on
 * phones (read at each render, so at the opening one).
 */
export function usePanelDialog(name: PanelName, host: HTMLElement, widget: string, secondDoes: string): Pick<DialogProps, 'open' | 'onClose' | 'variant'> {
  const openPanel = useSignal(store.openPanel);
  const owns = host === document.querySelector(markerOf(widget));

  useEffect(() => {
    if (owns) return registerPanel(name);
    warn(`a second ${widget} marker ${secondDoes}`, host);
    return undefined;
  }, [owns, host, name, widget, secondDoes]);

  return { open: owns && openPanel === name, onClose: () => closePanel(name), variant: isMobileViewport() ? 'layer' : 'aside' };
}
