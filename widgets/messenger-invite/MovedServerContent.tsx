import { useLayoutEffect, useRef } from 'react';

interface Props {
  /** The marker whose server nodes show here while this is mounted. */
  host: HTMLElement;
  className: string;
}

/**
 * Shows the marker's own server nodes somewhere else (inside the dialog) while mounted, and puts
 * them back into the marker after: one copy of the server's content and its links, no ids twice.
 */
export function MovedServerContent({ host, className }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const slot = ref.current;
    if (!slot) return undefined;
    const nodes = [...host.childNodes];
    slot.append(...nodes);
    return () => {
      // The runtime may already have taken them back (the widget unmounted while open).
      host.append(...nodes.filter((node) => slot.contains(node)));
    };
  }, [host]);
  return <div ref={ref} className={className} />;
}
