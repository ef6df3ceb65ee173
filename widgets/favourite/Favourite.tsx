import { useLayoutEffect } from 'react';
import { favouriteState } from '../../shared/actions/favourites.ts';
import type { HostProps } from '../../shared/runtime/index.ts';
import { store, useSignal } from '../../shared/store/index.ts';
import { FavouriteButton } from '../../shared/ui/FavouriteButton.tsx';

export interface FavouriteProps extends HostProps {
  productId: string;
  sid: string;
  /** The server printed this product as favourite (data-active="1"). */
  active: boolean;
}

/** A favourite toggle; every marker of the same product follows the same store value. */
export function Favourite({ productId, sid, active: serverActive, host }: FavouriteProps) {
  useSignal(store.favouritesPending);
  useSignal(store.favouriteIds);
  const active = favouriteState(productId, serverActive);

  // Pages style the marker itself (`.fav.is-active`), so mirror the state on it before paint.
  useLayoutEffect(() => {
    host.classList.toggle('is-active', active);
  }, [host, active]);

  return <FavouriteButton productId={productId} sid={sid} serverActive={serverActive} />;
}
