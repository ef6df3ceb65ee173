import { useEffect } from 'react';
import type { HostProps } from '../../shared/runtime/index.ts';
import { store, useSignal } from '../../shared/store/index.ts';

/** The header count of cart lines: the server's number until the store knows better. */
export function CartCounter({ host, fallbackText }: HostProps) {
  const count = useSignal(store.cartCount);
  const shown = count ?? fallbackText;
  useEffect(() => {
    host.classList.toggle('is-empty', shown === 0 || shown === '0' || shown === '');
  }, [host, shown]);
  return <>{String(shown)}</>;
}
