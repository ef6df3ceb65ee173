import { useEffect, useState } from 'react';
import { reloadCartPanel } from '../../shared/actions/cartPopup.ts';
import { store, useSignal } from '../../shared/store/index.ts';
import { CartLines } from './CartLines.tsx';
import type { CartLink } from './readCartLink.ts';
import type { Message } from '../../shared/i18n/index.ts';
import { loading, retry } from '../../shared/i18n/messages/progress.ts';
import { useT } from '../../shared/ui/useT.ts';

/**
 * What the cart panel shows: the cart popup from the server (GET /ajax/block-basket-product/
 * with the newest line's basketid and open=1), loaded every time the panel opens. Meanwhile the
 * cart html the store already has (page init, the last add) is shown, else a loader; when the
 * call fails that html stays, and without any a message offers a retry and the cart page.
 */
export function CartPanelBody({ cartLink }: { cartLink: CartLink }) {
  const html = useSignal(store.cartHtml);
  const t = useT();
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<Message | null>(null);

  useEffect(() => {
    let live = true;
    setFailure(null);
    void reloadCartPanel().then((outcome) => {
      if (live && !outcome.ok) setFailure(outcome.message);
    });
    return () => {
      live = false;
    };
  }, [attempt]);

  if (html !== null) return <CartLines html={html} />;
  if (failure) {
    return (
      <div className="mini-cart__failed">
        <p role="alert">{t(failure)}</p>
        <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
          {t(retry)}
        </button>{' '}
        <a className="mini-cart__link" href={cartLink.href}>
          {cartLink.text}
        </a>
      </div>
    );
  }
  return (
    <p className="mini-cart__loading" role="status">
      {t(loading)}
    </p>
  );
}
