import { closePanel, registerPanel } from '../store/panels.ts';
import type { ChunkLoader } from './chunkLoader.ts';
import type { MarkerObserverDelegate } from './MarkerObserver.ts';
import type { MarkerState } from './publicApi.ts';
import type { AnyWidget, LazyWidget, MarkerReading, Registry } from './registry.ts';
import { warn } from '../log/handleError.ts';
import { MARKER_ATTR } from '../browser/markerAttributes.ts';
import { clip, MARKER } from './attributes.ts';
import { reportWidgetError } from './report.ts';
import { stopWatching, strategies, strategyNames, type MountTrigger, type StrategyName } from './strategies.ts';
import { WidgetRoot } from './WidgetRoot.tsx';

/**
 * A waiting marker's record is shared by every marker of its widget (one object per widget, not
 * per marker): its strategy's watch is in the strategy's own table, and its attributes are parsed
 * again when it mounts.
 */
type WaitingRecord = { state: 'waiting'; name: string; widget: AnyWidget; lazy: null } | { state: 'waiting'; name: string; widget: null; lazy: LazyWidget };

/**
 * A marker whose server HTML already showed what its widget would render when its quiet moment
 * came: left as it is, with no watch, until the widget's `changesWith` changes. One per marker
 * (few: those that came near the viewport or had their idle moment).
 */
type CurrentRecord = { state: 'current'; name: string; widget: AnyWidget };

/** What one scan collects while it records every marker, acted on once all are recorded. */
interface ScanFindings {
  /** Eager markers, mounted last. */
  eager: HTMLElement[];
  /** Strategies to start once `found` has had the product ids. */
  arms: { element: HTMLElement; strategy: StrategyName }[];
  /** Product ids the markers name, for `scan`'s caller (null when it asked for none). */
  productIds: Set<string> | null;
}

type MarkerRecord =
  | WaitingRecord
  | CurrentRecord
  | {
      state: 'loading';
      name: string;
      held: MouseEvent | null;
      /** The mount that waits for a pointer that is down on the marker to come up. */
      whenReleased: (() => void) | null;
    }
  | { state: 'mounted'; name: string; root: WidgetRoot }
  | { state: 'rejected'; name: string };

/**
 * Keeps one record per marker element: waiting for its mount strategy, loading its chunk,
 * current (its server HTML shows what its widget would), mounted, or rejected (unknown name, bad
 * attributes, or a widget that threw). A marker with a
 * record is never mounted again, which is what makes rescans and overlapping mutations safe.
 */
export class Mounter implements MarkerObserverDelegate {
  private readonly records = new Map<Element, MarkerRecord>();
  /** Panels promised by lazy markers whose widget has not mounted yet, released when they go. */
  private readonly panelClaims = new Map<Element, () => void>();
  private readonly holdingDocuments = new WeakSet<Document>();
  /** Loading markers a pointer is down on (and has not come up from). */
  private readonly pressedRecords = new Set<MarkerRecord & { state: 'loading' }>();
  /** The server HTML of markers that hold other markers, as it was when they were scanned. */
  private readonly serverHtml = new WeakMap<Element, string>();
  private readonly waitingRecords = new WeakMap<AnyWidget | LazyWidget, WaitingRecord>();
  /** What the scan under way collects while it records every marker; null between scans. */
  private scanning: ScanFindings | null = null;
  /** Quiet mounts waiting for `holdQuietMounts`' release, in the order their moment came. */
  private held: HTMLElement[] | null = null;

  constructor(
    private readonly registry: Registry,
    private readonly chunks: ChunkLoader | null = null,
    /** See WidgetRootOptions.commitsLater: true for the React build. */
    private readonly commitsLater = false,
  ) {}

  /**
   * Mounts every marker in `root` (the root itself included) that has no record yet. Every marker
   * is recorded (and checked) first; `found` then gets the product ids their attributes name, and
   * the eager markers mount last: page init leaves before the first renders, and an eager marker
   * that takes markers out of the page with its server HTML has had their ids read.
   */
  scan(root: ParentNode, found?: (productIds: string[]) => void): void {
    const inside = root.querySelectorAll(MARKER);
    const findings: ScanFindings = { eager: [], arms: [], productIds: found ? new Set() : null };
    this.scanning = findings;
    try {
      if (root instanceof Element && root.matches(MARKER)) this.connectInOrder(root, inside[0]);
      // An index loop, not NodeList.forEach: that is Array.prototype.forEach, which turns every
      // index into a string key on a NodeList, growing V8's number-to-string cache to 64 KB for good.
      for (let index = 0, element = inside[0]; element; element = inside[++index]) this.connectInOrder(element, inside[index + 1]);
    } finally {
      this.scanning = null;
    }
    // Page init first: the strategies' observers and listeners can wait the few ms it takes to send.
    if (found && findings.productIds) found([...findings.productIds]);
    for (const { element, strategy } of findings.arms) this.arm(element, strategy);
    for (const element of findings.eager) this.fire(element);
  }

  /**
   * Until the returned function is called, quiet mounts wait: eager markers, and markers whose
   * strategy's moment came with no shopper behind it (scrolled near, an idle moment). A marker
   * the shopper uses (a hover, a focus, a click) still mounts at once. What boot uses this for:
   * while the page-init answer is on its way the server's HTML is still right, and the main thread
   * is kept free to read the answer when it comes.
   */
  holdQuietMounts(): () => void {
    this.held ??= [];
    return () => {
      const held = this.held;
      this.held = null;
      for (const element of held ?? []) this.wake(element, undefined, false);
    };
  }

  /**
   * What a widget's current markers show may be out of date now (its `changesWith` changed): they
   * wait for their strategy again, which looks at them once more when their moment comes.
   */
  recheck(widget: AnyWidget): void {
    // A copy: an eager marker that is still current is recorded again at once.
    for (const [element, record] of [...this.records]) {
      if (record.state !== 'current' || record.widget !== widget) continue;
      this.records.delete(element);
      this.connect(element);
    }
  }

  /**
   * Markers come in document order, so a marker holds others exactly when the next one is inside
   * it. Such a marker's server HTML is kept now: the markers inside may mount first (they are
   * nearer the viewport, or the outer one waits for its chunk) and would otherwise be read back
   * as the outer widget's server HTML, rendered DOM and all.
   */
  private connectInOrder(element: Element, next: Element | undefined): void {
    const eager = this.scanning?.eager;
    // Not `.at(-1)`: the bundle supports browsers older than it (Safari 14).
    const outerEager = eager && eager.length > 0 ? eager[eager.length - 1] : undefined;
    if (outerEager?.contains(element)) {
      // Inside an eager marker that mounts at the end of this scan and takes it out of the page:
      // its widget puts it back (and it is scanned then); only its product id counts now.
      this.noteProductId(this.registry.readProductId(element));
      return;
    }
    if (next && !this.records.has(element) && element.contains(next)) this.serverHtml.set(element, element.innerHTML);
    this.connect(element);
  }

  /**
   * Mounts these markers now, whatever their strategy was waiting for (or a current marker): a
   * lazy marker whose server HTML no longer tells the truth (a favourite toggled elsewhere on the
   * page) must show it.
   */
  mountNow(elements: Iterable<Element>): void {
    for (const element of elements) {
      const record = this.records.get(element);
      if (record?.state === 'current') this.records.set(element, this.waitingRecord(record.widget));
      else if (!record) this.connect(element);
      if (element instanceof HTMLElement) this.wake(element, undefined, true);
    }
  }

  nodesAdded(nodes: ReadonlySet<Element>): void {
    for (const node of nodes) if (node.isConnected) this.scan(node);
  }

  nodesRemoved(): void {
    for (const element of [...this.records.keys()]) {
      if (!element.isConnected) this.disconnect(element, false);
    }
  }

  /** Unmounts the markers in `root` and gives them their server HTML back. */
  unmountWithin(root: ParentNode): void {
    for (const element of [...this.records.keys()]) {
      if (element === root || root.contains(element)) this.disconnect(element, true);
    }
  }

  /** Mounted roots counted by widget name: the debug view tests and QA read. */
  mountedCounts(): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const record of this.records.values()) {
      if (record.state === 'mounted' && !record.root.isFailed) counts[record.name] = (counts[record.name] ?? 0) + 1;
    }
    return counts;
  }

  /** The record of one marker, as the debug API reports it. */
  stateOf(element: Element): MarkerState | null {
    const record = this.records.get(element);
    if (!record) return null;
    if (record.state === 'mounted' && record.root.isFailed) return 'failed';
    return record.state;
  }

  /** Markers not mounted yet: waiting for their strategy or for their chunk. */
  waitingCount(): number {
    let waiting = 0;
    for (const record of this.records.values()) if (record.state === 'waiting' || record.state === 'loading') waiting += 1;
    return waiting;
  }

  /** Names of the widgets of a chunk whose markers wait for it, for the console error. */
  namesWaitingFor(chunk: string): string[] {
    const names = new Set<string>();
    for (const record of this.records.values()) {
      if ((record.state === 'waiting' || record.state === 'loading') && this.registry.lazy(record.name)?.chunk === chunk) names.add(record.name);
    }
    return [...names];
  }

  private connect(element: Element): void {
    if (this.records.has(element) || !(element instanceof HTMLElement) || !element.isConnected) return;
    const name = (element.getAttribute(MARKER_ATTR) ?? '').trim();
    const definition = this.registry.get(name);
    const lazy = definition ? undefined : this.registry.lazy(name);
    if (lazy && this.chunks) {
      this.noteProductId(this.registry.readProductId(element));
      this.connectLazy(element, lazy, this.chunks);
      return;
    }
    if (!definition) {
      this.records.set(element, { state: 'rejected', name });
      warn(`no widget is named "${clip(name)}"; known: ${this.registry.names().join(', ')}`, element);
      return;
    }
    this.connectDefined(element, name, definition, null);
  }

  /**
   * A marker of a defined widget: check its attributes, then wait for its strategy, or, when its
   * chunk has just arrived for a marker already in use (`now`), mount at once with the held trigger.
   */
  private connectDefined(element: HTMLElement, name: string, definition: AnyWidget, now: { trigger?: MountTrigger } | null): void {
    const reading = definition.read(element);
    if (!reading.ok) {
      this.records.set(element, { state: 'rejected', name });
      reportWidgetError({ widget: name, element, attribute: reading.attribute, message: reading.message });
      return;
    }
    this.noteProductId(reading.productId);
    const strategy = now ? 'eager' : this.strategyFor(element, name, definition.defaultMount);
    if (!strategy) {
      this.records.set(element, { state: 'rejected', name });
      return;
    }
    this.records.set(element, this.waitingRecord(definition));
    if (now) this.mountDefined(element, definition, now.trigger, reading);
    else if (strategy === 'eager' && this.scanning) this.scanning.eager.push(element);
    else this.arm(element, strategy);
  }

  /** Starts a marker's strategy, or, during a scan, once the scan has handed its product ids over. */
  private arm(element: HTMLElement, strategy: StrategyName): void {
    if (this.scanning) this.scanning.arms.push({ element, strategy });
    else strategies[strategy](element, this.fire);
  }

  /** Made at mount, not at scan: a listing's hundreds of waiting markers cost no root and no props each. */
  private mountDefined(element: HTMLElement, definition: AnyWidget, trigger: MountTrigger | undefined, reading: MarkerReading): void {
    const name = definition.name;
    if (!reading.ok) {
      // Its attributes were changed since the scan checked them.
      this.records.set(element, { state: 'rejected', name });
      reportWidgetError({ widget: name, element, attribute: reading.attribute, message: reading.message });
      return;
    }
    const root = new WidgetRoot({
      element,
      render: reading.render,
      serverHtml: this.serverHtml.get(element),
      commitsLater: this.commitsLater,
      onError: (cause) => {
        this.releasePanel(element);
        reportWidgetError({ widget: name, element, message: 'the widget failed and its server HTML was kept', cause });
      },
    });
    this.records.set(element, { state: 'mounted', name, root });
    this.serverHtml.delete(element);
    root.mount(trigger);
  }

  /** What every strategy calls, for every marker: its moment came. */
  private readonly fire = (element: HTMLElement, trigger?: MountTrigger): void => {
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
    if (record.lazy && this.chunks) this.loadThenMount(element, record.lazy, this.chunks, trigger, used);
    else if (record.widget) {
      const reading = record.widget.read(element);
      if (!used && reading.ok && reading.isCurrent()) this.records.set(element, { state: 'current', name: record.name, widget: record.widget });
      // Keyboard focus already on the server's HTML (tabbed onto a size before it mounted) moves
      // into the widget, as when focus caused the mount; otherwise it would fall back to the body.
      else this.mountDefined(element, record.widget, trigger ?? (element.contains(document.activeElement) ? { event: new FocusEvent('focusin') } : undefined), reading);
    }
  }

  private waitingRecord(widget: AnyWidget | LazyWidget): WaitingRecord {
    let record = this.waitingRecords.get(widget);
    if (!record) {
      record = 'read' in widget ? { state: 'waiting', name: widget.name, widget, lazy: null } : { state: 'waiting', name: widget.name, widget: null, lazy: widget };
      this.waitingRecords.set(widget, record);
    }
    return record;
  }

  private noteProductId(id: string | null): void {
    if (id && this.scanning?.productIds) this.scanning.productIds.add(id);
  }

  /**
   * A marker of a widget whose chunk has not run. The chunk is fetched when the browser is idle;
   * the marker mounts by its strategy (eager means: as soon as the chunk is in) or on first use,
   * whichever comes first. A click while the chunk loads is held and replayed once.
   */
  private connectLazy(element: HTMLElement, lazy: LazyWidget, chunks: ChunkLoader): void {
    const strategy = this.strategyFor(element, lazy.name, lazy.defaultMount);
    if (!strategy) {
      this.records.set(element, { state: 'rejected', name: lazy.name });
      return;
    }
    if (lazy.panel && !this.panelClaims.has(element)) {
      this.panelClaims.set(element, registerPanel(lazy.panel, () => this.mountNow([element])));
    }
    chunks.prefetch(lazy.chunk);
    this.armLazy(element, lazy, strategy === 'eager' ? 'idle' : strategy);
  }

  private armLazy(element: HTMLElement, lazy: LazyWidget, strategy: StrategyName): void {
    this.records.set(element, this.waitingRecord(lazy));
    // Any use of the marker fetches the chunk at once (and after a failure, again).
    this.arm(element, 'interaction');
    if (strategy !== 'interaction') this.arm(element, strategy);
  }

  private loadThenMount(element: HTMLElement, lazy: LazyWidget, chunks: ChunkLoader, trigger: MountTrigger | undefined, retry: boolean): void {
    const held = trigger?.event?.type === 'click' ? (trigger.event as MouseEvent) : null;
    const pressed = trigger?.event?.type === 'pointerdown' || trigger?.event?.type === 'mousedown';
    const record: MarkerRecord & { state: 'loading' } = { state: 'loading', name: lazy.name, held, whenReleased: null };
    this.records.set(element, record);
    if (pressed) this.pressedRecords.add(record);
    this.holdPresses(element.ownerDocument);
    const mountNow = () => {
      if (this.records.get(element) !== record) return;
      this.records.delete(element);
      const definition = this.registry.get(lazy.name);
      if (!definition) {
        this.reject(element, lazy.name, `its chunk "${lazy.chunk}" ran but does not define it`);
        return;
      }
      const now = replayable(element, record.held, trigger);
      // A quiet moment (not a use) fetched the chunk: the widget's own strategy decides now, and a
      // marker whose server HTML is current stays as it is, as for a widget of the entry.
      this.connectDefined(element, lazy.name, definition, now || retry ? { trigger: now } : null);
      if (this.records.get(element)?.state === 'rejected') {
        this.releasePanel(element);
        if (record.held) replayOnServerHtml(record.held);
      }
    };
    chunks.load(lazy.chunk, { retry }).then(
      () => {
        // Swapping the server HTML between a press and its release would send the click to
        // neither: the mount waits for the release, and the click it makes is held and replayed.
        if (this.pressedRecords.has(record)) record.whenReleased = mountNow;
        else mountNow();
      },
      () => {
        if (this.records.get(element) !== record) return;
        this.records.delete(element);
        // The shopper's click does what the server's HTML does (a link opens its page).
        if (record.held) replayOnServerHtml(record.held);
        if (lazy.panel) closePanel(lazy.panel);
        this.armLazy(element, lazy, 'interaction');
      },
    );
  }

  /**
   * One set of capture listeners per document for markers whose chunk is on its way: a click on
   * one is held, and a press on one is noted so the mount waits for its release.
   */
  private holdPresses(document: Document): void {
    if (this.holdingDocuments.has(document)) return;
    this.holdingDocuments.add(document);
    const loadingRecordOf = (event: Event) => {
      for (let node = event.target instanceof Element ? event.target : null; node; node = node.parentElement) {
        const record = this.records.get(node);
        if (record) return record.state === 'loading' ? record : null;
      }
      return null;
    };
    document.addEventListener(
      'pointerdown',
      (event) => {
        const record = loadingRecordOf(event);
        if (record) this.pressedRecords.add(record);
      },
      true,
    );
    const release = () => {
      if (this.pressedRecords.size === 0) return;
      // After the click that this release makes, which the browser sends in the same task.
      setTimeout(() => {
        const released = [...this.pressedRecords];
        this.pressedRecords.clear();
        for (const record of released) {
          const mount = record.whenReleased;
          record.whenReleased = null;
          mount?.();
        }
      }, 0);
    };
    document.addEventListener('pointerup', release, true);
    document.addEventListener('pointercancel', release, true);
    document.addEventListener(
      'click',
      (event) => {
        const record = loadingRecordOf(event);
        if (!record) return;
        event.preventDefault();
        event.stopImmediatePropagation();
        record.held ??= event;
      },
      true,
    );
  }

  private reject(element: HTMLElement, name: string, message: string): void {
    this.records.set(element, { state: 'rejected', name });
    this.releasePanel(element);
    reportWidgetError({ widget: name, element, message });
  }

  private releasePanel(element: Element): void {
    this.panelClaims.get(element)?.();
    this.panelClaims.delete(element);
  }

  private strategyFor(element: HTMLElement, name: string, fallback: StrategyName): StrategyName | null {
    const requested = element.getAttribute('data-mount');
    if (requested === null || requested.trim() === '') return fallback;
    const value = requested.trim() as StrategyName;
    if (strategyNames.includes(value)) return value;
    reportWidgetError({
      widget: name,
      element,
      attribute: 'data-mount',
      message: `"${requested}" is not valid; expected one of ${strategyNames.map((s) => `"${s}"`).join(', ')}`,
    });
    return null;
  }

  private disconnect(element: Element, restore: boolean): void {
    const record = this.records.get(element);
    this.records.delete(element);
    this.releasePanel(element);
    if (record?.state === 'waiting' && element instanceof HTMLElement) stopWatching(element);
    if (record?.state === 'mounted') record.root.unmount(restore);
  }
}

/**
 * What to replay on a widget whose chunk arrived while the shopper was using its marker: the
 * held click, or keyboard focus that is still inside. A hover replays nothing, but the widget is
 * still rendered at once (a trigger without an event): React 19 would otherwise commit a task or
 * two later, possibly between the press that follows and its release, and the click would land
 * on neither the server's link nor the widget.
 */
function replayable(element: HTMLElement, held: MouseEvent | null, trigger: MountTrigger | undefined): MountTrigger | undefined {
  if (held) return { event: held };
  if (!trigger?.event) return undefined;
  return trigger.event.type === 'focusin' && element.contains(document.activeElement) ? trigger : {};
}

/** The chunk did not come: the held click goes to the server's HTML under it, once. */
function replayOnServerHtml(event: MouseEvent): void {
  const target = event.target;
  if (target instanceof HTMLElement && target.isConnected) target.click();
}
