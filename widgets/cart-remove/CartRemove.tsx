import { useLayoutEffect, useMemo, useRef, type MouseEvent } from 'react';
import { cartLinesRemoving, removeCartLine } from '../../shared/actions/cartLines.ts';
import type { HostProps } from '../../shared/runtime/index.ts';
import { useSignal } from '../../shared/store/index.ts';
import { cartRemove } from '../../shared/i18n/messages/cartPanel.ts';
import { useT } from '../../shared/ui/useT.ts';

export interface CartRemoveProps extends HostProps {
  basketId: string;
  productId: string;
  href: string;
}

/** The remove button of one cart line; the line goes once the server confirmed. */
export function CartRemove({ basketId, productId, href, host, fallbackText }: CartRemoveProps) {
  const t = useT();
  const busy = useSignal(cartLinesRemoving).has(basketId);
  const lineName = useMemo(() => (host.closest('.cart-line')?.querySelector('.cart-line__name')?.textContent ?? '').trim(), [host]);
  const text = fallbackText || t(cartRemove);

  const buttonRef = useRef<HTMLButtonElement>(null);

  // The marker is the server's <a href>: while the button lives inside it, it must not be a link
  // too (a button in a link is two controls in one for keyboards and screen readers). Layout
  // effect: the href must be gone before the shopper's click can land on it.
  useLayoutEffect(() => {
    const serverHref = host.getAttribute('href');
    host.removeAttribute('href');
    // The whole marker was the remove control. A press that began on the server link before the
    // button replaced it ends with a click on the marker itself: it still removes.
    const onMarkerClick = (event: Event) => {
      if (event.target !== host) return;
      event.preventDefault();
      buttonRef.current?.click();
    };
    host.addEventListener('click', onMarkerClick);
    return () => {
      host.removeEventListener('click', onMarkerClick);
      if (serverHref !== null) host.setAttribute('href', serverHref);
    };
  }, [host]);

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
