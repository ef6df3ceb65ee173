import { useEffect, useState } from 'react';
import { loadCartPopup } from '../../shared/api/index.ts';
import { t } from '../../shared/i18n/index.ts';
import { fail } from '../../shared/runtime/report.ts';
import { store, useSignal } from '../../shared/store/index.ts';
import { CartLines } from './CartLines.tsx';
import type { CartLink } from './readCartLink.ts';
import { newestBasketId } from './newestBasketId.ts';

/**
 * What the cart panel shows: the cart html the store has (page init, the last add), or, when the
 * panel was opened before anyone sent it (legacy code firing shop:open-cart), the cart popup
 * loaded from the server, with a loader meanwhile and a way on when that fails.
 */
export function CartPanelBody({ cartLink }: { cartLink: CartLink }) {
  const html = useSignal(store.cartHtml);
  const { lang } = useSignal(store.pageContext);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const missing = html === null;

  useEffect(() => {
    if (!missing) return;
    let live = true;
    setFailed(false);
    loadCartPopup({ basketId: newestBasketId() }).then(
      // Kept even when the panel closed meanwhile: the next opening needs no call.
      (loaded) => {
        if (store.cartHtml.peek() === null) store.cartHtml.value = loaded;
      },
      (error: unknown) => {
        fail('the cart popup could not be loaded', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [missing, attempt]);

  if (html !== null) return <CartLines html={html} />;
  if (failed) {
    return (
      <div className="mini-cart__failed">
        <p role="alert">{t('cartLoadFailed', lang)}</p>
        <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
          {t('retry', lang)}
        </button>{' '}
        <a className="mini-cart__link" href={cartLink.href}>
          {cartLink.text}
        </a>
      </div>
    );
  }
  return (
    <p className="mini-cart__loading" role="status">
      {t('loading', lang)}
    </p>
  );
}
