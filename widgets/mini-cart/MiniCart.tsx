import { useMemo } from 'react';
import { CART_PANEL } from '../../shared/store/panels.ts';
import type { HostProps } from '../../shared/runtime/index.ts';
import { store, useSignal } from '../../shared/store/index.ts';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { CartPanelBody } from './CartPanelBody.tsx';
import { readCartLink } from './readCartLink.ts';
import { cartTitle, goToCart } from '../../shared/i18n/messages/cartPanel.ts';
import { usePanelDialog } from '../../shared/ui/usePanelDialog.ts';
import { useT } from '../../shared/ui/useT.ts';

/**
 * The header's cart link plus the cart panel: an aside on desktop, a full-screen layer on phones
 * (this widget's README). It opens whenever the store's open panel is the cart.
 */
export function MiniCart({ host, fallbackHtml }: HostProps) {
  const { root } = useSignal(store.pageContext);
  const t = useT();
  const serverLink = useMemo(() => readCartLink(fallbackHtml), [fallbackHtml]);
  const cartLink = serverLink ?? { href: `${root}basket/`, text: t(goToCart) };
  // One cart panel per page: a second marker keeps its link and leaves the panel to the first.
  const panel = usePanelDialog(CART_PANEL, host, 'mini-cart', 'shows only its link; the first one on the page owns the cart panel');

  return (
    <>
      <a className="mini-cart__link" href={cartLink.href}>
        {cartLink.text || t(goToCart)}
      </a>
      <Dialog {...panel} title={t(cartTitle)} className="mini-cart__panel">
        <CartPanelBody cartLink={cartLink} />
      </Dialog>
    </>
  );
}
