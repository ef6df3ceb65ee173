import { useRef } from 'react';
import { trackSelectInPlace } from '../../shared/analytics/selectInPlace.ts';
import type { HostProps } from '../../shared/runtime/index.ts';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { useDialogOpening } from '../../shared/ui/useDialogOpening.ts';
import { QuickViewBody } from './QuickViewBody.tsx';
import { useFocusBackFromPanel } from './useFocusBackFromPanel.ts';
import { useHostLink } from '../../shared/ui/useHostLink.ts';
import { useQuickViewHtml } from './useQuickViewHtml.ts';
import { quickView } from '../../shared/i18n/messages/quickView.ts';
import { useT } from '../../shared/ui/useT.ts';
import { trackingFailed } from '../../shared/analytics/trackingFailed.ts';

export interface QuickViewProps extends HostProps {
  productId: string;
  sid: string;
  noMoreAboutProduct: boolean;
  offline: boolean;
}

/** A button on a product tile that opens the product's quick-view modal. */
export function QuickView({ productId, sid, noMoreAboutProduct, offline, host, fallbackText }: QuickViewProps) {
  const t = useT();
  const productUrl = useHostLink(host);
  const content = useQuickViewHtml({ productId, sid, noMoreAboutProduct, offline });
  const { open, askedAt, ask, dismiss } = useDialogOpening();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  useFocusBackFromPanel(open, bodyRef);

  const show = () => {
    if (open) return;
    // The first click is replayed by the runtime and a replayed click focuses nothing: focus the
    // button now so the dialog gives focus back to it on close.
    buttonRef.current?.focus();
    ask();
    content.load();
    // Opening a product's quick view is selecting it from the list (GA4 select_item).
    void trackSelectInPlace(productId).catch(trackingFailed('select_item'));
  };

  const close = () => {
    content.cancel();
    dismiss();
  };

  const title = t(quickView);
  const name = content.state.status === 'ready' ? content.state.name : '';

  return (
    <>
      <button ref={buttonRef} type="button" className="tile__quick" aria-haspopup="dialog" onClick={show}>
        {fallbackText || title}
      </button>
      <Dialog
        open={open}
        askedAt={askedAt}
        onClose={close}
        label={name || title}
        variant="modal"
        className="quick-view-dialog"
        // The same start whether the html is still loading or already here: the top of the content.
        initialFocus={() => bodyRef.current}
      >
        <div ref={bodyRef} className="quick-view-dialog__body" tabIndex={-1}>
          <QuickViewBody state={content.state} productUrl={productUrl} />
        </div>
      </Dialog>
    </>
  );
}
