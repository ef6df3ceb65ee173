import { useEffect } from 'react';
import { markerOf } from '../browser/markerAttributes.ts';
import { warn } from '../log/handleError.ts';
import { closePanel, registerPanel, type PanelName } from '../store/panels.ts';
import { store, useSignal } from '../store/index.ts';

export interface PanelControl {
  /** This marker owns the panel (the first such marker on the page). */
  owns: boolean;
  /** The panel is open and this marker renders it. */
  open: boolean;
  close: () => void;
}

/**
 * A widget that renders a named panel (the cart, the single-basket offer): one per page, the
 * first marker of its widget owns it and registers it while mounted; a second one is told to
 * stay out, with a warning saying what it does instead (`secondDoes`).
 */
export function usePanel(name: PanelName, host: HTMLElement, widget: string, secondDoes: string): PanelControl {
  const openPanel = useSignal(store.openPanel);
  const owns = host === document.querySelector(markerOf(widget));

  useEffect(() => {
    if (owns) return registerPanel(name);
    warn(`a second ${widget} marker ${secondDoes}`, host);
    return undefined;
  }, [owns, host, name, widget, secondDoes]);

  const close = () => closePanel(name);
  return { owns, open: owns && openPanel === name, close };
}
