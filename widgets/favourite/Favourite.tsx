import { useLayoutEffect } from 'react';
import { favouriteLabel, favouriteLabelActive } from '../../shared/i18n/messages/favourite.ts';
import { reportOnce } from '../../shared/log/reportOnce.ts';
import type { HostProps } from '../../shared/runtime/index.ts';
import { FavouriteButton } from '../../shared/ui/FavouriteButton.tsx';
import { useT } from '../../shared/ui/useT.ts';

export interface FavouriteProps extends HostProps {
  productId: string;
  sid: string;
  /** The server printed this product as favourite (data-active="1"). */
  active: boolean;
}

/** A favourite toggle; every marker of the same product follows the same store value, and the marker mirrors it. */
export function Favourite({ productId, sid, active: serverActive, host, fallbackText }: FavouriteProps) {
  // The button says the server's state in these words: a fallback in others changes and moves
  // under the pointer when it mounts (README "Its fallback says the widget's words").
  const words = `${serverActive ? '♥' : '♡'} ${useT()(serverActive ? favouriteLabelActive : favouriteLabel)}`;
  useLayoutEffect(() => {
    if (fallbackText.replace(/\s+/g, ' ') !== words) {
      reportOnce(`favourite: the fallback must say "${words}"`, { widget: 'favourite', element: host });
    }
    // Once, at the mount: the server wrote its words for the language the page loaded in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <FavouriteButton productId={productId} sid={sid} serverActive={serverActive} host={host} />;
}
