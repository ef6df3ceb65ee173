import { useLayoutEffect, useState } from 'react';
import type { HostProps } from '../../shared/runtime/index.ts';
import { useClosesOnBackdrop } from '../../shared/ui/backdrop.ts';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { ServerHtml } from '../../shared/ui/ServerHtml.tsx';
import { attachNewArrivalLinks, titleOf } from './links.ts';

/**
 * The new-arrivals modal: the server's hidden block, shown on load in a modal
 * named by its title. Its links tell the server, then open in a new tab; the modal stays open
 * until the shopper closes it (×, Esc, the backdrop unless marked static). The marker itself stays
 * hidden.
 */
export function NewArrivals({ host, fallbackHtml, serverNodes }: HostProps) {
  const [open, setOpen] = useState(true);
  // The dialog's box appears 300 ms after it opens: its content is known only then.
  const [content, setContent] = useState<HTMLDivElement | null>(null);
  const label = titleOf(serverNodes.nodes)?.textContent?.trim() ?? '';
  // data-backdrop="static" on the marker (or its content's top-level element): a backdrop click leaves it open.
  const closeOnBackdrop = useClosesOnBackdrop(host, fallbackHtml);

  useLayoutEffect(() => (content ? attachNewArrivalLinks(content) : undefined), [content]);

  return (
    <Dialog open={open} onClose={() => setOpen(false)} label={label} variant="modal" closeOnBackdrop={closeOnBackdrop} className="new-arrivals-dialog">
      <div ref={setContent} className="new-arrivals-dialog__content">
        <ServerHtml html={fallbackHtml} contents />
      </div>
    </Dialog>
  );
}
