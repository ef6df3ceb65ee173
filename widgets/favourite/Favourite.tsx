import { useEffect } from 'react';
import { favouriteState, toggleFavourite } from '../../shared/actions/favourites.ts';
import { t } from '../../shared/i18n/index.ts';
import type { HostProps } from '../../shared/runtime/index.ts';
import { store, useSignal } from '../../shared/store/index.ts';

export interface FavouriteProps extends HostProps {
  productId: string;
  sid: string;
  /** The server printed this product as favourite (data-active="1"). */
  active: boolean;
}

/** A toggle button; every marker of the same product follows the same store value. */
export function Favourite({ productId, sid, active: serverActive, host }: FavouriteProps) {
  const { lang } = useSignal(store.pageContext);
  const pending = useSignal(store.favouritesPending);
  useSignal(store.favouriteIds);
  const active = favouriteState(productId, serverActive);
  const busy = pending.has(productId);

  // Pages style the marker itself (`.fav.is-active`), so mirror the state on it.
  useEffect(() => {
    host.classList.toggle('is-active', active);
  }, [host, active]);

  return (
    <button
      type="button"
      className={active ? 'fav__button is-active' : 'fav__button'}
      aria-pressed={active}
      aria-busy={busy}
      aria-label={t(active ? 'favouriteRemove' : 'favouriteAdd', lang)}
      title={t(active ? 'favouriteRemove' : 'favouriteAdd', lang)}
      onClick={() => void toggleFavourite(productId, sid, serverActive)}
    >
      <span className="fav__icon" aria-hidden="true">
        {active ? '♥' : '♡'}
      </span>
    </button>
  );
}
