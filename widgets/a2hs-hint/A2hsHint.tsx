import { useCallback, useLayoutEffect, useState } from 'react';
import type { HostProps } from '../../shared/runtime/index.ts';
import { store, useSignal } from '../../shared/store/index.ts';
import { useServerButton } from '../../shared/ui/useServerButton.ts';
import { useServerNodes } from '../../shared/ui/useServerNodes.ts';
import { closeHint, hintClosed } from './closed.ts';
import { askedPlatforms, closeButtonOf, platformTexts } from './platforms.ts';

/**
 * The 'add to home screen' hint: the server's hidden block with one instruction text per
 * platform. Page init's safari2 shows the iOS text, android_chrom the Android one. Closed, it stays
 * closed for the browser session. A page region that never takes focus.
 */
export function A2hsHint(props: HostProps) {
  useServerNodes(props);
  const { host } = props;
  const hints = useSignal(store.homeScreenHintAsked);
  const [closed, setClosed] = useState(hintClosed);
  const asked = askedPlatforms(hints);
  const askedKey = [...asked].join(' ');

  // What the server set, given back on unmount: the marker and every text hidden.
  useLayoutEffect(() => {
    const elements = [host, ...[...platformTexts(host).values()].flat()];
    const wasHidden = elements.map((element) => element.hidden);
    return () => {
      elements.forEach((element, index) => {
        element.hidden = wasHidden[index] ?? true;
      });
    };
  }, [host]);

  useLayoutEffect(() => {
    let anyShown = false;
    for (const [platform, texts] of platformTexts(host)) {
      const shown = !closed && asked.has(platform);
      for (const text of texts) text.hidden = !shown;
      anyShown ||= shown;
    }
    host.hidden = !anyShown;
    // askedKey stands for `asked`, a new set on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [host, closed, askedKey]);

  const close = useCallback(() => {
    closeHint(host);
    setClosed(true);
  }, [host]);
  useServerButton(host, closeButtonOf, close);

  return null;
}
