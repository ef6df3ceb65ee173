import { useEffect, useState } from 'react';
import type { HostProps } from '../../shared/runtime/index.ts';
import { store } from '../../shared/store/index.ts';
import { useClosesOnBackdrop } from '../../shared/ui/backdrop.ts';
import { loadDialog } from '../../shared/ui/lazyDialogs.ts';
import { useLazyModule } from '../../shared/ui/useLazyModule.ts';
import { useServerNodes } from '../../shared/ui/useServerNodes.ts';
import { inviteTitleOf, takeInvite } from './invite.ts';
import { MovedServerContent } from './MovedServerContent.tsx';

/**
 * The messaging-app invite: the server's hidden content, shown once in a modal on a
 * phone on every 6th page view of the session. ×, Esc and the backdrop (unless marked static) close
 * it for this page.
 */
export function MessengerInvite(props: HostProps) {
  useServerNodes(props);
  const { host, fallbackHtml } = props;
  // data-backdrop="static" on the marker (or its content's top-level element): a backdrop click leaves it open.
  const closeOnBackdrop = useClosesOnBackdrop(host, fallbackHtml);
  const [label, setLabel] = useState<string | null>(null);
  // When it opened, null once closed: the 300 ms show delay counts from the page view that shows
  // it, not from the arrival of the modal's code (the dialog host's file, fetched only then).
  const [openedAt, setOpenedAt] = useState<number | null>(null);
  const [dialogs, wantDialogs] = useLazyModule(loadDialog);

  useEffect(() => {
    if (!takeInvite(store.pageContext.peek().pageId, host)) return;
    // After the layout effects: the server's nodes, title and all, are back in the marker.
    setLabel(inviteTitleOf(host)?.textContent?.trim() ?? '');
    setOpenedAt(Date.now());
    // A failure is reported by the loader; the invite then waits for another page view.
    wantDialogs().catch(() => {});
    // Once per mount: the page view is counted when the page loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (label === null || !dialogs) return null;
  const { Dialog } = dialogs;
  return (
    <Dialog open={openedAt !== null} askedAt={openedAt} onClose={() => setOpenedAt(null)} label={label} variant="modal" closeOnBackdrop={closeOnBackdrop} className="messenger-invite-dialog">
      <MovedServerContent host={host} className="messenger-invite-dialog__content" />
    </Dialog>
  );
}
