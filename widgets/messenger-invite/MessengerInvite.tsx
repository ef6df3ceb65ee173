import { useEffect, useState } from 'react';
import type { HostProps } from '../../shared/runtime/index.ts';
import { store } from '../../shared/store/index.ts';
import { useClosesOnBackdrop } from '../../shared/ui/backdrop.ts';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { useServerNodes } from '../../shared/ui/useServerNodes.ts';
import { inviteTitleOf, takeInvite } from './invite.ts';
import { MovedServerContent } from './MovedServerContent.tsx';

/**
 * The messaging-app invite (SPEC 2, 9): the server's hidden content, shown once in a modal on a
 * phone on every 6th page view of the session. ×, Esc and the backdrop (unless marked static) close
 * it for this page.
 */
export function MessengerInvite(props: HostProps) {
  useServerNodes(props);
  const { host, fallbackHtml } = props;
  // data-backdrop="static" on the marker (or its content's top-level element): a backdrop click leaves it open.
  const closeOnBackdrop = useClosesOnBackdrop(host, fallbackHtml);
  const [label, setLabel] = useState<string | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!takeInvite(store.pageContext.peek().pageId, host)) return;
    // After the layout effects: the server's nodes, title and all, are back in the marker.
    setLabel(inviteTitleOf(host)?.textContent?.trim() ?? '');
    setOpen(true);
    // Once per mount: the page view is counted when the page loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (label === null) return null;
  return (
    <Dialog open={open} onClose={() => setOpen(false)} label={label} variant="modal" closeOnBackdrop={closeOnBackdrop} className="messenger-invite-dialog">
      <MovedServerContent host={host} className="messenger-invite-dialog__content" />
    </Dialog>
  );
}
