import { useRef, useState } from 'react';
import { loadPanelHtml, TEL_POPUP } from '../../shared/actions/panelHtml.ts';
import { isMobileViewport } from '../../shared/browser/device.ts';
import type { HostProps } from '../../shared/runtime/index.ts';
import { useClosesOnBackdrop } from '../../shared/ui/backdrop.ts';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { useDialogOpening } from '../../shared/ui/useDialogOpening.ts';
import { useHostLink } from '../../shared/ui/useHostLink.ts';
import { useLoadedHtml } from '../../shared/ui/useLoadedHtml.ts';
import { PanelBody } from './PanelBody.tsx';

export interface PanelTriggerProps extends HostProps {
  /** The panel's name: POST /ajax/tpl_action/ action={panel}. */
  panel: string;
}

/**
 * A link that opens a server panel by name: an aside on
 * desktop, a full-screen layer on phones, the markers in its html mounted. The link's own page is
 * where it goes without JavaScript, and what the panel offers when it cannot be loaded.
 */
export function PanelTrigger({ panel, host, fallbackText }: PanelTriggerProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const href = useHostLink(host, buttonRef);
  const content = useLoadedHtml((signal) => loadPanelHtml(panel, signal));
  const { open, askedAt, ask, dismiss } = useDialogOpening();
  const [variant, setVariant] = useState<'aside' | 'layer'>('aside');
  // data-backdrop="static" on the link or on the panel html's top-level element: a backdrop click leaves it open.
  const closeOnBackdrop = useClosesOnBackdrop(host, content.state.status === 'ready' ? content.state.html : null);

  const show = () => {
    if (open) return;
    // A replayed first press focuses nothing: focus the button so closing gives focus back to it.
    buttonRef.current?.focus();
    // Read when it opens: a phone gets the full-screen layer.
    setVariant(isMobileViewport() ? 'layer' : 'aside');
    ask();
    content.load();
  };

  const close = () => {
    content.cancel();
    dismiss();
  };

  return (
    <>
      <button ref={buttonRef} type="button" className="panel-trigger__button" aria-haspopup="dialog" onClick={show}>
        {fallbackText}
      </button>
      <Dialog
        open={open}
        askedAt={askedAt}
        onClose={close}
        label={fallbackText}
        variant={variant}
        closeOnBackdrop={closeOnBackdrop}
        className={`shop-panel shop-panel--${panel}`}
      >
        <PanelBody state={content.state} href={href} label={fallbackText} phone={panel === TEL_POPUP} />
      </Dialog>
    </>
  );
}
