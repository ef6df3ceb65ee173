/**
 * Lets the server-HTML component mount the markers it just inserted at once, and the page wiring
 * mount a marker of its own now, without importing the runtime (which would make every widget
 * depend on boot).
 */
let scanner: ((root: ParentNode) => void) | null = null;
let mountNow: ((elements: Iterable<Element>) => void) | null = null;

export function setScanner(scan: (root: ParentNode) => void, mount?: (elements: Iterable<Element>) => void): void {
  scanner = scan;
  mountNow = mount ?? null;
}

export function scanForMarkers(root: ParentNode): void {
  scanner?.(root);
}

/** Mounts these markers now, whatever their strategy waits for (a chunk's is fetched at once). */
export function mountMarkersNow(elements: Iterable<Element>): void {
  mountNow?.(elements);
}
