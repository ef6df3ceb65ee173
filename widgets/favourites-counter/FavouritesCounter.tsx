import type { HostProps } from '../../shared/runtime/index.ts';
import { store } from '../../shared/store/index.ts';
import { CountBadge } from '../../shared/ui/CountBadge.tsx';

/** The header count of favourites: the server's number until page init or a toggle. */
export function FavouritesCounter({ host, fallbackText }: HostProps) {
  return <CountBadge count={store.favouritesCount} host={host} fallbackText={fallbackText} />;
}
