import { MARKER } from './attributes.ts';

/**
 * Watches the document for markers arriving and leaving. Mutation records are only collected
 * here; they are processed at most once per animation frame, so a page inserting hundreds of
 * tiles costs one pass.
 */
export interface MarkerObserverDelegate {
  /** Elements (possibly containing markers) that were added since the last pass. */
  nodesAdded(nodes: ReadonlySet<Element>): void;
  /** Something was removed since the last pass: drop roots whose marker left the DOM. */
  nodesRemoved(): void;
}

const holdsMarker = (element: Element) => element.matches(MARKER) || element.querySelector(MARKER) !== null;

export class MarkerObserver {
  private readonly added = new Set<Element>();
  private removed = false;
  private scheduled = false;
  private observer: MutationObserver | null = null;

  constructor(
    private readonly delegate: MarkerObserverDelegate,
    private readonly target: Node = document.documentElement,
  ) {}

  start(): void {
    if (this.observer) return;
    this.observer = new MutationObserver((records) => this.collect(records));
    this.observer.observe(this.target, { childList: true, subtree: true });
  }

  stop(): void {
    this.observer?.disconnect();
    this.observer = null;
    this.added.clear();
    this.removed = false;
  }

  /** Processes pending records now (tests, and `ShopWidgets.mount` callers who need it at once). */
  flush(): void {
    if (this.observer) this.collect(this.observer.takeRecords());
    this.scheduled = false;
    const added = new Set(this.added);
    const removed = this.removed;
    this.added.clear();
    this.removed = false;
    if (removed) this.delegate.nodesRemoved();
    if (added.size > 0) this.delegate.nodesAdded(added);
  }

  private collect(records: MutationRecord[]): void {
    for (const record of records) {
      for (const node of record.addedNodes) if (node.nodeType === 1) this.added.add(node as Element);
      // Only a removed marker has a root to drop: a widget replacing its own nodes (every mount,
      // every render) would otherwise make the next pass look at every record on the page.
      for (const node of record.removedNodes) if (node.nodeType === 1 && holdsMarker(node as Element)) this.removed = true;
    }
    if ((this.added.size > 0 || this.removed) && !this.scheduled) this.schedule();
  }

  private schedule(): void {
    this.scheduled = true;
    let done = false;
    const run = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      if (this.scheduled) this.flush();
    };
    // requestAnimationFrame pauses in background tabs; the timer makes sure hidden pages catch up.
    const timer = setTimeout(run, 100);
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(run);
  }
}
