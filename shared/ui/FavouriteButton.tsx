import { useLayoutEffect, useRef } from 'react';
import { reachForFavourite } from '../actions/changeCalls.ts';
import { favouriteState, toggleFavourite } from '../actions/favourites.ts';
import { store, useSignal } from '../store/index.ts';
import { labelForItem } from '../i18n/messages/common.ts';
import { favouriteLabel, favouriteLabelActive } from '../i18n/messages/favourite.ts';
import { useT } from './useT.ts';

interface Props {
  productId: string;
  sid: string;
  /** The server printed the product as favourite. */
  serverActive: boolean;
  /** Added to the accessible name after the visible words (the look names its selected item). */
  itemName?: string;
  /** An element that mirrors the state as `.is-active` (the favourite marker: pages style `.fav.is-active`). */
  host?: HTMLElement;
}

/**
 * The favourite toggle, in the catalogue's words ('♡ В избранное' / '♥ В избранном'), which the
 * server's no-JS link must say too (widgets/favourite/README.md). Its text states the state, so
 * (WAI-ARIA APG: a toggle's label must not change with its state) it is a plain button whose name
 * is that text, not an aria-pressed toggle. Every button of a product follows the same store value.
 */
export function FavouriteButton({ productId, sid, serverActive, itemName, host }: Props) {
  const t = useT();
  const pending = useSignal(store.favouritesPending);
  useSignal(store.favouriteIds);
  // The answer was lost: no heart until the server's favourites are read again, and the words it
  // showed stay (nothing moves under the pointer; aria-busy says it is not settled).
  const unsettled = pending.get(productId) === null;
  const shown = useRef(serverActive);
  const active = unsettled ? shown.current : (shown.current = favouriteState(productId, serverActive));
  const label = t(active ? favouriteLabelActive : favouriteLabel);

  // Before paint, so the marker's look never lags its button's.
  useLayoutEffect(() => {
    host?.classList.toggle('is-active', active);
  }, [host, active]);

  return (
    <button
      type="button"
      className={active ? 'fav__button is-active' : 'fav__button'}
      aria-busy={pending.has(productId)}
      aria-label={itemName ? t(labelForItem, { label, name: itemName }) : undefined}
      onClick={() => void toggleFavourite(productId, sid, serverActive)}
      // The toggle's code comes when the shopper reaches for the button (a press starting on it
      // too: the favourite marker mounts under a resting pointer), before the click needs it.
      onPointerEnter={reachForFavourite}
      onPointerDown={reachForFavourite}
      onFocus={reachForFavourite}
    >
      <span className="fav__icon" aria-hidden="true">
        {unsettled ? '…' : active ? '♥' : '♡'}
      </span>{' '}
      {label}
    </button>
  );
}
