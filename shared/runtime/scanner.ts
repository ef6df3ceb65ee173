/**
 * Lets the server-HTML component mount the markers it just inserted at once, without importing
 * the runtime (which would make every widget depend on boot).
 */
let scanner: ((root: ParentNode) => void) | null = null;

export function setScanner(scan: (root: ParentNode) => void): void {
  scanner = scan;
}

export function scanForMarkers(root: ParentNode): void {
  scanner?.(root);
}
