import { useCallback, useLayoutEffect, useState } from 'react';
import type { HostProps } from '../../shared/runtime/index.ts';
import { store, useSignal } from '../../shared/store/index.ts';
import { cookieNoticeLabel } from '../../shared/i18n/messages/messaging.ts';
import { useServerButton } from '../../shared/ui/useServerButton.ts';
import { useServerNodes } from '../../shared/ui/useServerNodes.ts';
import { useT } from '../../shared/ui/useT.ts';
import { acceptCookies, cookieNoticeWanted } from './consent.ts';
import { acceptButtonOf } from './parts.ts';

/**
 * The cookie notice: the server's hidden block, shown when page init says
 * notifyAboutCookie and the shopper has not accepted yet. A page region, not a dialog: it never
 * takes focus. Accepting hides it for the rest of the page whatever page init says later.
 */
export function CookieNotice(props: HostProps) {
  useServerNodes(props);
  const { host } = props;
  const t = useT();
  const asked = useSignal(store.cookieNoticeAsked);
  const [accepted, setAccepted] = useState(false);
  const shown = !accepted && cookieNoticeWanted(asked);
  const label = t(cookieNoticeLabel);

  useLayoutEffect(() => {
    const wasHidden = host.hidden;
    return () => {
      host.hidden = wasHidden;
    };
  }, [host]);

  useLayoutEffect(() => {
    host.hidden = !shown;
  }, [host, shown]);

  useLayoutEffect(() => {
    const role = host.getAttribute('role');
    const ariaLabel = host.getAttribute('aria-label');
    if (role === null) host.setAttribute('role', 'region');
    if (ariaLabel === null) host.setAttribute('aria-label', label);
    return () => {
      if (role === null) host.removeAttribute('role');
      if (ariaLabel === null) host.removeAttribute('aria-label');
    };
  }, [host, label]);

  const accept = useCallback(() => {
    acceptCookies(host);
    setAccepted(true);
  }, [host]);
  useServerButton(host, acceptButtonOf, accept);

  return null;
}
