import { useRef, useState, type CSSProperties } from 'react';
import type { HostProps } from '../../shared/runtime/index.ts';
import { Loader } from '../../shared/ui/Loader.tsx';
import { useHostLink } from '../../shared/ui/useHostLink.ts';
import { maximizeOpenChat, openLiveChat } from './openChat.ts';

export interface LiveChatProps extends HostProps {
  /** data-src: the chat's script. */
  src: string;
}

// Out of the flow, at the place it would take after the button: showing it moves nothing.
const LOADER_PLACE: CSSProperties = { position: 'absolute', whiteSpace: 'nowrap' };

/**
 * The live chat link: a button with the link's words that loads the chat's script on
 * the first press (never at boot or on hover) and opens the chat maximized; later presses
 * maximize it again. Without JavaScript the link leads to the contacts page.
 */
export function LiveChat({ src, host, fallbackText }: LiveChatProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  useHostLink(host, buttonRef);
  const [busy, setBusy] = useState(false);
  // Read by presses that come before the busy render.
  const loading = useRef(false);

  const press = () => {
    if (loading.current || maximizeOpenChat()) return;
    loading.current = true;
    setBusy(true);
    void openLiveChat(src, host).then(() => {
      loading.current = false;
      setBusy(false);
    });
  };

  return (
    <>
      <button ref={buttonRef} type="button" className="live-chat__button" aria-busy={busy ? 'true' : undefined} onClick={press}>
        {fallbackText}
      </button>
      {busy && <Loader className="live-chat__loading" inline style={LOADER_PLACE} />}
    </>
  );
}
