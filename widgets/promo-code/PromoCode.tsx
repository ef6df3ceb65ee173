import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { copyText } from '../../shared/browser/clipboard.ts';
import { promoCodeCopied, promoCodeCopyFailed, promoCodeCopyFailedShowCode } from '../../shared/i18n/messages/promo.ts';
import { reportFor } from '../../shared/log/widgetReport.ts';
import type { HostProps } from '../../shared/runtime/index.ts';
import { CopiedLabel, useCopiedLabel } from '../../shared/ui/CopiedLabel.tsx';
import { useServerNodes } from '../../shared/ui/useServerNodes.ts';
import { useT } from '../../shared/ui/useT.ts';
import { rememberPromoCode, reportPromoCodeCookieRefused } from './codeCookie.ts';
import { CopyStatus, type CopyOutcome } from './CopyStatus.tsx';
import { isCopyPress } from './parts.ts';
import { selectText } from './selectText.ts';
import { usePromoCodePlaces } from './usePromoCodePlaces.ts';

/** The hint shows for 3 s after a copy. */
export const PROMO_HINT_MS = 3000;

interface Props extends HostProps {
  code: string;
}

/**
 * A promo code with a copy button: a press copies the code, stores it in the
 * promocodeBanner cookie, says '✔ скопировано' on the button for 2 s and shows the server's hint
 * for 3 s. Where the clipboard refuses, the code is selected for copying by hand and a message
 * says so. The server's own nodes stay; the widget adds the label stack and the status.
 */
export function PromoCode(props: Props) {
  useServerNodes(props);
  const { host, code } = props;
  const t = useT();
  const places = usePromoCodePlaces(host);
  const { copied, showCopied } = useCopiedLabel();
  const [outcome, setOutcome] = useState<CopyOutcome | null>(null);
  const presses = useRef(0);
  const cookieRefusalReported = useRef(false);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const press = async () => {
    // The copy starts inside the click: the fallback for a missing Clipboard API may run only there.
    const copying = copyText(code);
    if (!rememberPromoCode(code) && !cookieRefusalReported.current) {
      cookieRefusalReported.current = true;
      reportPromoCodeCookieRefused(host);
    }
    const done = await copying;
    if (!mounted.current) return;
    presses.current += 1;
    const pressNumber = presses.current;
    if (done) {
      showCopied();
      const hintWords = places?.hint?.textContent?.trim();
      setOutcome({ kind: 'copied', press: pressNumber, announced: hintWords || t(promoCodeCopied) });
      return;
    }
    const value = places?.value ?? null;
    if (value) selectText(value);
    // An error, as issue 10 asks for a refusing clipboard: the page's monitoring sees it too.
    reportFor(host)(`the clipboard refused the code; ${value ? 'the code is selected' : 'the message gives the code'} for the shopper to copy by hand`);
    setOutcome({ kind: 'refused', press: pressNumber, message: value ? t(promoCodeCopyFailed) : t(promoCodeCopyFailedShowCode, { code }) });
  };
  const pressRef = useRef(press);
  pressRef.current = press;

  useLayoutEffect(() => {
    // On the marker, from the first layout effect: a click that mounted the widget is replayed
    // on the server's button before any later render.
    const onClick = (event: Event) => {
      if (isCopyPress(host, event)) void pressRef.current();
    };
    host.addEventListener('click', onClick);
    return () => host.removeEventListener('click', onClick);
  }, [host]);

  const hintShown = outcome?.kind === 'copied';
  useLayoutEffect(() => {
    if (places?.hint) places.hint.hidden = !hintShown;
  }, [places, hintShown]);

  useEffect(() => {
    if (outcome?.kind !== 'copied') return undefined;
    // A new press is a new outcome: the 3 s start again.
    const timer = setTimeout(() => setOutcome(null), PROMO_HINT_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  if (!places) return null;
  return (
    <>
      {createPortal(<CopiedLabel label={places.label} copied={copied} />, places.button)}
      {createPortal(<CopyStatus outcome={outcome} />, places.slot)}
    </>
  );
}
