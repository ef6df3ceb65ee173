import { useEffect } from 'react';
import type { HostProps } from '../../shared/runtime/index.ts';
import { store, useSignal } from '../../shared/store/index.ts';

/** The header count of favourites: the server's number until the store knows better. */
export function FavouritesCounter({ host, fallbackText }: HostProps) {
  const count = useSignal(store.favouritesCount);
  const shown = count ?? fallbackText;
  useEffect(() => {
    host.classList.toggle('is-empty', shown === 0 || shown === '0' || shown === '');
  }, [host, shown]);
  return <>{String(shown)}</>;
}
