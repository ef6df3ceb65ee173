import type { HostProps } from '../../shared/runtime/index.ts';
import { store, useSignal } from '../../shared/store/index.ts';
import { ServerHtml } from '../../shared/ui/ServerHtml.tsx';

export interface AuthPanelProps extends HostProps {
  loggedIn: boolean;
}

/**
 * Whether a block rendered for this login state shows the truth: yes until page init said
 * otherwise (or when it sent no block to show instead).
 */
export function showsLoginState(renderedLoggedIn: boolean): boolean {
  const auth = store.auth.peek();
  return !auth || auth.blockHtml === '' || auth.loggedIn === renderedLoggedIn;
}

/**
 * The header's login-state block: a logged-in shopper gets the
 * auth panel's button, a guest the account panel's. The server renders one; page init's `auth`
 * says which is true and `block_auth` is the block for it, shown when the page (a cached copy,
 * say) shows the other. Markers inside either (panel triggers) are mounted.
 */
export function AuthPanel({ loggedIn, fallbackHtml }: AuthPanelProps) {
  const auth = useSignal(store.auth);
  const html = auth && auth.blockHtml !== '' && auth.loggedIn !== loggedIn ? auth.blockHtml : fallbackHtml;
  // Keyed, so switching blocks makes fresh nodes rather than patching one block into the other.
  return <ServerHtml key={html === fallbackHtml ? 'server' : 'page-init'} html={html} contents />;
}
