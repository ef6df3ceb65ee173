import { useEffect, useState } from 'react';
import type { ShopEventMap } from '../../shared/events/types.ts';
import { handleError } from '../../shared/log/handleError.ts';
import { store, useSignal } from '../../shared/store/index.ts';
import { MessageModal } from '../../shared/ui/MessageModal.tsx';

export type MessageRequest = ShopEventMap['shop:open-message'];

const ICONS: readonly unknown[] = ['success', 'error', 'info'];

/** What is wrong with legacy code's detail, or '' for one that can be shown; a field left out or null is fine. */
export function problemOf(detail: unknown): string {
  if (typeof detail !== 'object' || !detail) return 'the detail must be an object with a text';
  const { text, header, icon, width, backdrop } = detail as Record<string, unknown>;
  if (typeof text !== 'string' || !text.trim()) return 'text must be a string with words in it';
  if (header != null && typeof header !== 'string') return 'header must be a string';
  if (icon != null && !ICONS.includes(icon)) return 'icon must be "success", "error" or "info"';
  if (width != null && !(typeof width === 'number' && width > 0 && width < Infinity)) return 'width must be a number above 0';
  return backdrop != null && backdrop !== 'static' ? 'backdrop must be "static"' : '';
}

/**
 * Legacy code's messages (`shop:open-message`): the message modal, one at a time in the order
 * they were asked for, in the page's language; a detail that cannot be shown is dropped with one
 * console error. Mounted by the runtime on its own hidden marker, in which it renders nothing (the
 * modal goes to <body>).
 */
export function MessageHost() {
  const requests = useSignal(store.messageRequests);
  // The request on screen. Between two requests this renders nothing for a moment, so that the next one
  // is a new dialog, with its own 300 ms and its own focus.
  const [shown, setShown] = useState<MessageRequest | null>(null);

  useEffect(() => {
    // What the queue holds now: requests that came after this render are in it too.
    const queue = store.messageRequests.peek();
    if (shown || queue.length === 0) return;
    // The first request that can be shown leaves the queue; those before it are dropped, one console error each.
    let taken = 0;
    while (taken < queue.length) {
      const detail = queue[taken++];
      const problem = problemOf(detail);
      if (!problem) {
        setShown(detail as MessageRequest);
        break;
      }
      handleError(undefined, `shop:open-message: ${problem}; no message is shown`, { widget: 'message-host' });
    }
    store.messageRequests.value = queue.slice(taken);
  }, [requests, shown]);

  if (!shown) return null;
  // A field left out as null stays null: MessageModal takes any empty value as none.
  const { text, header, icon, width, backdrop } = shown;
  return <MessageModal open onClose={() => setShown(null)} text={text} header={header} icon={icon} width={width} closeOnBackdrop={backdrop !== 'static'} />;
}
