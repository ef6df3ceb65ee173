import { useMemo, useRef, type MouseEvent } from 'react';
import { removeCartLine } from '../../shared/actions/cartLines.ts';
import type { HostProps } from '../../shared/runtime/index.ts';
import { store, useSignal } from '../../shared/store/index.ts';
import { cartRemove } from '../../shared/i18n/messages/cartPanel.ts';
import { useHostLink } from '../../shared/ui/useHostLink.ts';
import { useT } from '../../shared/ui/useT.ts';

export interface CartRemoveProps extends HostProps {
  basketId: string;
  productId: string;
  href: string;
}

/** The remove button of one cart line; the line goes once the server confirmed. */
export function CartRemove({ basketId, productId, href, host, fallbackText }: CartRemoveProps) {
  const t = useT();
  const busy = useSignal(store.cartLinesRemoving).has(basketId);
  const lineName = useMemo(() => (host.closest('.cart-line')?.querySelector('.cart-line__name')?.textContent ?? '').trim(), [host]);
  const text = fallbackText || t(cartRemove);

  const buttonRef = useRef<HTMLButtonElement>(null);

  // The marker is the server's <a href>; a press that began on it before the button came still removes.
  useHostLink(host, buttonRef);

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    if (busy) return;
    void removeCartLine({ basketId, productId, href });
  };

  return (
    <button
      ref={buttonRef}
      type="button"
      className="cart-remove__button"
      // aria-disabled rather than disabled: focus stays on the button while it waits and after a failure.
      aria-disabled={busy}
      aria-busy={busy}
      aria-label={lineName ? `${text}: ${lineName}` : undefined}
      onClick={onClick}
    >
      {text}
    </button>
  );
}
