import { useEffect, useId, useLayoutEffect, useState } from 'react';
import { promoClosedHeader, promoClosedNotKept, promoClosedText } from '../../shared/i18n/messages/promo.ts';
import type { HostProps } from '../../shared/runtime/index.ts';
import { loadMessageModal } from '../../shared/ui/lazyDialogs.ts';
import { useLazyModule } from '../../shared/ui/useLazyModule.ts';
import { useServerNodes } from '../../shared/ui/useServerNodes.ts';
import { useT } from '../../shared/ui/useT.ts';
import { bannerClosedBefore, rememberBannerClosed } from './closedCookie.ts';
import { attachDisclosure } from './disclosure.ts';
import { firstTabbableAfter } from './focusAfter.ts';
import { bannerParts } from './parts.ts';

/** The signs that the shopper reaches for the close button. */
const INTENTS = ['pointerover', 'pointerdown', 'focusin'] as const;

/** 'shown'; 'closing' while the closed message is up; 'gone' after it, or from the start when closed before. */
type BannerState = 'shown' | 'closing' | 'gone';

/**
 * The top promo banner: its body collapses and expands, and closing it hides the
 * banner for 6 hours with a message that the promo link is in the menu. The server's own nodes
 * stay; the widget only adds behaviour and the message.
 */
export function PromoBanner(props: HostProps) {
  useServerNodes(props);
  const { host } = props;
  const t = useT();
  const bodyId = useId();
  const [state, setState] = useState<BannerState>(() => (bannerClosedBefore() ? 'gone' : 'shown'));
  const [closedAtMount] = useState(state === 'gone');
  // The browser refused c_a_b2: the message says the banner comes back on the next page.
  const [notKept, setNotKept] = useState(false);
  // The closing message's code comes when the shopper reaches for × (the common and dialog files);
  // The modal's 300 ms show delay counts from the press, so a fetch shorter than it shows nowhere.
  const [dialogs, wantDialogs] = useLazyModule(loadMessageModal);
  const [askedAt, setAskedAt] = useState<number | null>(null);

  useLayoutEffect(() => {
    // A backstop for pages cached before the closing: the server leaves the banner out while the
    // request carries c_a_b2, so on most pages there is nothing to hide and nothing moves.
    if (closedAtMount) {
      host.hidden = true;
      return undefined;
    }
    const parts = bannerParts(host);
    if (!parts) return undefined;
    const stopDisclosure = attachDisclosure(parts.toggle, parts.body, `promo-banner-${bodyId.replace(/[^\w-]/g, '')}`);
    const onIntent = () => {
      // Reported by the loader when it fails; the press asks again.
      wantDialogs().catch(() => {});
    };
    const onClose = () => {
      setNotKept(!rememberBannerClosed(host));
      // Stays hidden even if the widget is unmounted later: the shopper closed it.
      host.hidden = true;
      setAskedAt(Date.now());
      setState('closing');
      // Without its code the message cannot show: the banner is closed all the same, and focus
      // goes on as after the message.
      wantDialogs().catch(() => setState('gone'));
    };
    for (const type of INTENTS) parts.close.addEventListener(type, onIntent);
    parts.close.addEventListener('click', onClose);
    return () => {
      stopDisclosure();
      for (const type of INTENTS) parts.close.removeEventListener(type, onIntent);
      parts.close.removeEventListener('click', onClose);
    };
  }, [host, closedAtMount, bodyId, wantDialogs]);

  // The focused close button went with the banner: once the message is closed, focus goes on to
  // where Tab would have led from the banner, never into the hidden banner or nowhere. A task
  // later: the dialog first gives focus back to its opener (the hidden button, or <body>) as it goes.
  useEffect(() => {
    if (state !== 'gone' || closedAtMount) return undefined;
    const timer = setTimeout(() => {
      const active = document.activeElement;
      if (!active || active === document.body || host.contains(active)) firstTabbableAfter(host)?.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [state, closedAtMount, host]);

  if (!dialogs) return null;
  const { MessageModal } = dialogs;
  return (
    <MessageModal open={state === 'closing'} askedAt={askedAt} onClose={() => setState('gone')} header={t(promoClosedHeader)} text={t(promoClosedText)}>
      {notKept ? <p className="shop-message__text">{t(promoClosedNotKept)}</p> : null}
    </MessageModal>
  );
}
