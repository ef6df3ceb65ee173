import type { ChunkLoader } from './chunkLoader.ts';
import { ClaimedMarkers, type Claims } from './claimedMarkers.ts';
import { LazyMounts, type LazyMountsDelegate } from './lazyMounts.ts';
import type { MarkerObserverDelegate } from './MarkerObserver.ts';
import { MarkerRecords } from './markerRecords.ts';
import type { AnyWidget, Registry } from './registry.ts';
import { warn } from '../log/handleError.ts';
import { MARKER_ATTR } from '../browser/markerAttributes.ts';
import { clip } from './attributes.ts';
import { forEachMarker, type ScanPass } from './scanPass.ts';
import { reportWidgetError } from './report.ts';
import { stopWatching, strategies, strategyOf, type MountTrigger, type StrategyName } from './strategies.ts';
import { RootMounts, type RootMountsDelegate } from './rootMounts.ts';

export interface MounterOptions {
  /** See WidgetRootOptions.commitsLater: true for the React build. */
  commitsLater?: boolean;
  /** What widgets' claims mean on this page (the page wiring's). */
  claims?: Claims | null;
}

/**
 * Takes every marker from the scan to its mount: records it (markerRecords), starts its strategy
 * (strategies), holds quiet mounts while page init is on its way, and mounts it (WidgetRoot), or
 * hands it to lazyMounts when its widget ships in a chunk.
 */
export class Mounter implements MarkerObserverDelegate, LazyMountsDelegate, RootMountsDelegate {
  readonly records = new MarkerRecords();
  readonly claimed: ClaimedMarkers;
  private readonly lazyMounts: LazyMounts | null;
  private readonly roots: RootMounts;
  /** What the scan under way collects while it records every marker; null between scans. */
  private scanning: ScanPass | null = null;
  /** Quiet mounts waiting for `holdQuietMounts`' release, in the order their moment came. */
  private held: HTMLElement[] | null = null;

  constructor(
    readonly registry: Registry,
    chunks: ChunkLoader | null = null,
    { commitsLater = false, claims = null }: MounterOptions = {},
  ) {
    this.claimed = new ClaimedMarkers(claims);
    this.roots = new RootMounts(this, commitsLater);
    // Without a loader (unit tests, where every widget is defined) there are no lazy markers.
    this.lazyMounts = chunks ? new LazyMounts(this, chunks) : null;
  }

  /**
   * Mounts every marker in `root` (itself included) that has no record yet. All are recorded first,
   * `found` gets their product ids, and eager markers mount last: page init leaves before the first
   * render, and an eager marker that takes others out of the page has had their ids read.
   */
  scan(root: ParentNode, found?: (productIds: string[]) => void): void {
    const pass: ScanPass = { eager: [], arms: [], productIds: found ? new Set() : null };
    this.scanning = pass;
    try {
      forEachMarker(root, this.connectInOrder);
    } finally {
      this.scanning = null;
    }
    // Page init first: the strategies' observers and listeners can wait the few ms it takes to send.
    if (found && pass.productIds) found([...pass.productIds]);
    for (const { element, strategy } of pass.arms) this.arm(element, strategy);
    for (const element of pass.eager) this.fire(element);
  }

  /**
   * Until the returned function is called, quiet mounts (eager, scrolled near, idle) wait; a marker
   * the shopper uses still mounts at once. Boot holds them while page init is on its way: the
   * server's HTML is still right, and the main thread stays free to read the answer.
   */
  holdQuietMounts(): () => void {
    this.held ??= [];
    return () => {
      const held = this.held;
      this.held = null;
      for (const element of held ?? []) this.wake(element, undefined, false);
    };
  }

  /** A widget's `changesWith` changed: its current markers wait for their strategy to look again. */
  recheck(widget: AnyWidget): void {
    for (const [element, record] of [...this.records]) {
      if (record.state !== 'current' || record.widget !== widget) continue;
      this.records.delete(element);
      this.connect(element);
    }
  }

  /** Mounts these markers now, whatever their strategy waits for: their server HTML went stale. */
  mountNow(elements: Iterable<Element>): void {
    for (const element of elements) {
      const record = this.records.get(element);
      if (record?.state === 'current') this.records.set(element, this.records.waitingFor(record.widget));
      else if (!record) this.connect(element);
      if (element instanceof HTMLElement) this.wake(element, undefined, true);
    }
  }

  nodesAdded(nodes: ReadonlySet<Element>): void {
    for (const node of nodes) if (node.isConnected) this.scan(node);
  }

  nodesRemoved(): void {
    for (const [element] of [...this.records]) if (!element.isConnected) this.disconnect(element, false);
  }

  /** Unmounts the markers in `root` and gives them their server HTML back. */
  unmountWithin(root: ParentNode): void {
    for (const [element] of [...this.records]) {
      if (element === root || root.contains(element)) this.disconnect(element, true);
    }
  }

  /** A marker in document order, with the next one: it holds others exactly when that one is inside it. */
  private readonly connectInOrder = (element: Element, next: Element | undefined): void => {
    const eager = this.scanning?.eager;
    // Inside an eager marker that mounts at the end of this scan and takes it out of the page: its
    // widget puts it back (scanned then); only its product id counts now. Not `.at(-1)` (Safari 14),
    // and no read at index -1: that kept 60 KB more heap at any tile count (the benchmark's guard).
    const outer = eager && eager.length > 0 ? eager[eager.length - 1] : undefined;
    if (outer?.contains(element)) this.noteProductId(this.registry.readProductId(element));
    else {
      if (next && !this.records.has(element) && element.contains(next)) this.roots.keepServerHtml(element);
      this.connect(element);
    }
  };

  private connect(element: Element): void {
    if (this.records.has(element) || !(element instanceof HTMLElement) || !element.isConnected) return;
    const name = (element.getAttribute(MARKER_ATTR) ?? '').trim();
    const definition = this.registry.get(name);
    const lazy = definition ? undefined : this.registry.lazy(name);
    if (lazy && this.lazyMounts) {
      this.noteProductId(this.registry.readProductId(element));
      const strategy = strategyOf(element, name, lazy.defaultMount);
      if (strategy) this.lazyMounts.connect(element, lazy, strategy);
      else this.records.reject(element, name);
      return;
    }
    if (!definition) {
      this.records.reject(element, name);
      warn(`no widget is named "${clip(name)}"; known: ${this.registry.names().join(', ')}`, element);
      return;
    }
    this.connectDefined(element, name, definition, null);
  }

  /**
   * A marker of a defined widget: check its attributes, then wait for its strategy, or, when its
   * chunk has just arrived for a marker already in use (`now`), mount at once with the held trigger.
   */
  connectDefined(element: HTMLElement, name: string, definition: AnyWidget, now: { trigger?: MountTrigger } | null): void {
    const reading = definition.read(element);
    if (!reading.ok) {
      this.records.reject(element, name);
      reportWidgetError({ widget: name, element, attribute: reading.attribute, message: reading.message, cause: reading.cause });
      return;
    }
    this.noteProductId(reading.productId);
    const strategy = now ? 'eager' : strategyOf(element, name, definition.defaultMount);
    if (!strategy) return this.records.reject(element, name);
    this.records.set(element, this.records.waitingFor(definition));
    // While its marker is on the page, what it claims exists, and asking for it wakes the marker.
    this.claimed.claim(element, definition.claims, () => this.mountNow([element]));
    if (now) this.roots.mount(element, definition, now.trigger, reading);
    else if (strategy === 'eager' && this.scanning) this.scanning.eager.push(element);
    else this.arm(element, strategy);
  }

  /** Starts a marker's strategy, or, during a scan, once the scan has handed its product ids over. */
  arm(element: HTMLElement, strategy: StrategyName): void {
    if (this.scanning) this.scanning.arms.push({ element, strategy });
    else strategies[strategy](element, this.fire);
  }

  /** What every strategy calls, for every marker: its moment came. */
  private readonly fire = (element: HTMLElement, trigger?: MountTrigger): void => {
    if (trigger?.preload) return this.lazyMounts?.preload(element);
    if (this.held && trigger?.event === undefined) {
      this.held.push(element);
      // Held, but never in the shopper's way: a hover, focus or click mounts it at once (a visible
      // marker's own early-click watch ended when its moment came).
      strategies.interaction(element, this.fire);
      return;
    }
    this.wake(element, trigger, trigger?.event !== undefined);
  };

  /**
   * A waiting marker's moment came: mount it, or fetch its chunk first. `used`: the shopper is
   * using the marker (or code needs it mounted), not a quiet moment; it mounts a current marker
   * too, and fetches a chunk that failed before, again.
   */
  private wake(element: HTMLElement, trigger: MountTrigger | undefined, used: boolean): void {
    const record = this.records.get(element);
    if (record?.state !== 'waiting' || !element.isConnected) return;
    stopWatching(element);
    if (record.lazy) this.lazyMounts?.wake(element, record.lazy, trigger, used);
    else this.roots.wake(element, record.widget, trigger, used);
  }

  private noteProductId(id: string | null): void {
    if (id) this.scanning?.productIds?.add(id);
  }

  reject(element: HTMLElement, name: string, message: string): void {
    this.records.reject(element, name);
    this.failed(element);
    reportWidgetError({ widget: name, element, message });
  }

  failed(element: HTMLElement): void {
    this.claimed.release(element);
  }

  private disconnect(element: Element, restore: boolean): void {
    const record = this.records.get(element);
    this.records.delete(element);
    this.claimed.release(element);
    if (record?.state === 'waiting' && element instanceof HTMLElement) stopWatching(element);
    if (record?.state === 'mounted') record.root.unmount(restore);
  }
}
