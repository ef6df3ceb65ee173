import type { HostProps } from '../../shared/runtime/index.ts';
import { store } from '../../shared/store/index.ts';
import { CountBadge } from '../../shared/ui/CountBadge.tsx';

/** The header count of cart lines: the server's number until page init or a cart answer. */
export function CartCounter({ host, fallbackText }: HostProps) {
  return <CountBadge count={store.cartCount} host={host} fallbackText={fallbackText} />;
}
