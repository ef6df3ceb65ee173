/**
 * What the page does with a widget's `claims` (the runtime knows no more than the name): the page
 * wiring maps it to a panel that asking for wakes the marker, or to a page address that does.
 */
export interface Claims {
  /** A marker of a widget that claims `name` is on the page: `wake` mounts it. Returns the release. */
  claim(name: string, wake: () => void): () => void;
  /** Its chunk did not come: what was asked of `name` meanwhile is given up (an open panel closes). */
  lost(name: string): void;
}

/**
 * The claims of the markers on the page, whether their widget is in the entry or in a chunk not
 * fetched yet: made when a marker is recorded, released when it goes, is rejected or its widget fails.
 */
export class ClaimedMarkers {
  private readonly releases = new Map<Element, () => void>();

  constructor(private readonly claims: Claims | null) {}

  claim(element: Element, name: string | undefined, wake: () => void): void {
    if (!name || !this.claims || this.releases.has(element)) return;
    this.releases.set(element, this.claims.claim(name, wake));
  }

  release(element: Element): void {
    this.releases.get(element)?.();
    this.releases.delete(element);
  }

  lost(name: string | undefined): void {
    if (name) this.claims?.lost(name);
  }
}
