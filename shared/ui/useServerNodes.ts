import { useLayoutEffect } from 'react';
import type { HostProps } from '../runtime/index.ts';

/**
 * Puts the server's own nodes back into the marker, before the first paint: the same elements,
 * so what the shopper typed or ticked before the widget mounted, and the field they were typing
 * in with its caret, stay as they were. The widget renders nothing over them (its extras go
 * through portals into slots it adds), and the runtime takes the same nodes back on unmount.
 * Returns nothing: the nodes are live in `host` once the layout effects have run.
 */
export function useServerNodes({ host, serverNodes }: Pick<HostProps, 'host' | 'serverNodes'>): void {
  useLayoutEffect(() => {
    // Nodes the renderer left (none for Preact, which mounted into an empty marker) come first.
    host.append(...serverNodes.nodes);
    const { focus } = serverNodes;
    // A text field kept its value and caret while it was out: focus is all it needs back.
    if (focus && focus.isConnected && host.contains(focus)) focus.focus();
    // Once per mount: the nodes belong to the marker from now on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
