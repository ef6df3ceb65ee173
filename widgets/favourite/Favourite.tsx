import type { HostProps } from '../../shared/runtime/index.ts';
import { FavouriteButton } from '../../shared/ui/FavouriteButton.tsx';

export interface FavouriteProps extends HostProps {
  productId: string;
  sid: string;
  /** The server printed this product as favourite (data-active="1"). */
  active: boolean;
}

/** A favourite toggle; every marker of the same product follows the same store value, and the marker mirrors it. */
export function Favourite({ productId, sid, active: serverActive, host }: FavouriteProps) {
  return <FavouriteButton productId={productId} sid={sid} serverActive={serverActive} host={host} />;
}
