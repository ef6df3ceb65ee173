import { useLayoutEffect } from 'react';
import type { HostProps, MarkerProblem } from '../runtime/index.ts';
import { attachDropdown, summaryOf } from './dropdown.ts';
import { useServerNodes } from './useServerNodes.ts';

/**
 * A marker that is the server's own <details> dropdown (the sort popup, the messenger links): it
 * opens without the script. Mounted, its button says whether it is open (`aria-expanded`,
 * `.is-active`), and Esc, a press outside and a second press close it, focus back on the button
 * for Esc and the button's press.
 */
export function DetailsDropdown(props: HostProps) {
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

/** What is wrong with a marker that should be such a dropdown, for the widget's validate. */
export function detailsDropdownProblem(element: HTMLElement): MarkerProblem | null {
  return element instanceof HTMLDetailsElement && summaryOf(element) ? null : { attribute: null, message: 'the marker must be a <details> whose first child is its <summary>' };
}
