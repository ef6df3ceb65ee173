import { MARKER } from './attributes.ts';
import type { StrategyName } from './strategies.ts';

/**
 * What one scan collects while it records every marker, acted on once all are recorded: page init
 * gets the product ids before any strategy starts, and eager markers mount last.
 */
export interface ScanPass {
  /** Eager markers, mounted last. */
  eager: HTMLElement[];
  /** Strategies to start once the product ids are handed over. */
  arms: { element: HTMLElement; strategy: StrategyName }[];
  /** Product ids the markers name (null when the scan's caller asked for none). */
  productIds: Set<string> | null;
}

/**
 * Calls `visit` for every marker in `root` (the root itself first, if it is one) in document order,
 * with the marker after it: a marker holds others exactly when the next one is inside it.
 */
export function forEachMarker(root: ParentNode, visit: (element: Element, next: Element | undefined) => void): void {
  const inside = root.querySelectorAll(MARKER);
  if (root instanceof Element && root.matches(MARKER)) visit(root, inside[0]);
  // An index loop, not NodeList.forEach: that is Array.prototype.forEach, which turns every
  // index into a string key on a NodeList, growing V8's number-to-string cache to 64 KB for good.
  for (let index = 0, element = inside[0]; element; element = inside[++index]) visit(element, inside[index + 1]);
}
