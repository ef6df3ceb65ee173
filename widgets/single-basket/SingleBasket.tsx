import { useEffect, useRef } from 'react';
import { CART_PANEL, SINGLE_BASKET_PANEL, hasPanel, openPanel as showPanel } from '../../shared/store/panels.ts';
import type { HostProps } from '../../shared/runtime/index.ts';
import { store, useSignal } from '../../shared/store/index.ts';
import { useClosesOnBackdrop } from '../../shared/ui/backdrop.ts';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { ServerHtml } from '../../shared/ui/ServerHtml.tsx';
import { addedToCart } from '../../shared/i18n/messages/cart.ts';
import { goToCart } from '../../shared/i18n/messages/cartPanel.ts';
import { usePanelDialog } from '../../shared/ui/usePanelDialog.ts';
import { useT } from '../../shared/ui/useT.ts';

/**
 * After an add to cart with recommendations (widgets/buy-button, "After a successful add"): the
 * server's recommended products for the added one, and the way on to the cart. Aside on desktop,
 * layer on phones, like the cart panel.
 */
export function SingleBasket({ host }: HostProps) {
  const { root } = useSignal(store.pageContext);
  const t = useT();
  const html = useSignal(store.singleBasketHtml);
  // One panel per page: a second marker stays empty and leaves the panel to the first.
  const panel = usePanelDialog(SINGLE_BASKET_PANEL, host, 'single-basket', 'stays empty; the first one on the page owns the panel');
  const openerRef = useRef<Element | null>(null);

  // The element that opened this panel (the buy button), so the cart panel can hand focus back to it.
  useEffect(() => {
    if (panel.open) openerRef.current = document.activeElement;
  }, [panel.open]);

  const openCartPage = () => {
    // Focus back where the shopper was before this panel, so the cart panel returns it there on close.
    const opener = openerRef.current;
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    showPanel(CART_PANEL);
  };

  const recommendations = (html ?? '').trim();
  // data-backdrop="static" on the marker or on the recommendations' top-level element.
  const closeOnBackdrop = useClosesOnBackdrop(host, recommendations);
  return (
    <Dialog {...panel} title={t(addedToCart)} closeOnBackdrop={closeOnBackdrop} className="single-basket__panel">
      {recommendations ? <ServerHtml className="single-basket__content" html={recommendations} /> : null}
      {hasPanel(CART_PANEL) ? (
        <button type="button" className="button single-basket__cart" onClick={openCartPage}>
          {t(goToCart)}
        </button>
      ) : (
        // A page without the cart panel: the way on is the cart page itself.
        <a className="button single-basket__cart" href={`${root}basket/`}>
          {t(goToCart)}
        </a>
      )}
    </Dialog>
  );
}
