import { MARKER } from './attributes.ts';
import type { StrategyName } from './strategies.ts';

/**
 * What one scan collects while it records every marker, acted on once all are recorded: page init
 * gets the product ids before any strategy starts, and eager markers mount last.
 */
export class ScanPass {
  /** Eager markers, mounted last. */
  readonly eager: HTMLElement[] = [];
  /** Strategies to start once the product ids are handed over. */
  readonly arms: { element: HTMLElement; strategy: StrategyName }[] = [];
  /** Product ids the markers name (null when the scan's caller asked for none). */
  readonly productIds: Set<string> | null;

  constructor(collectIds: boolean) {
    this.productIds = collectIds ? new Set() : null;
  }

  noteProductId(id: string | null): void {
    if (id) this.productIds?.add(id);
  }

  /**
   * Whether `element` is inside an eager marker this scan mounts at its end: that widget takes it
   * out of the page and puts it back (it is scanned then).
   */
  insideEager(element: Element): boolean {
    // Not `.at(-1)`: the bundle supports browsers older than it (Safari 14).
    const outer = this.eager.length > 0 ? this.eager[this.eager.length - 1] : undefined;
    return !!outer?.contains(element);
  }
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
