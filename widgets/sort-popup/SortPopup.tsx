import { useLayoutEffect } from 'react';
import type { HostProps } from '../../shared/runtime/index.ts';
import { attachDropdown, summaryOf } from '../../shared/ui/dropdown.ts';
import { useServerNodes } from '../../shared/ui/useServerNodes.ts';

/**
 * A sort or filter popup (SPEC 2 "Modals"): the server's <details>, whose links or form work
 * without the script. Mounted, its button is marked active while it is open, and Esc, a press
 * outside and a second press close it (focus back on the button for Esc and the button's press).
 */
export function SortPopup(props: HostProps) {
  useServerNodes(props);
  const { host } = props;
  useLayoutEffect(() => {
    const details = host as HTMLDetailsElement;
    const button = summaryOf(details);
    if (!button) return undefined;
    const dropdown = attachDropdown(details, button);
    return () => dropdown.destroy();
  }, [host]);
  return null;
}
