import type { ChunkLoader } from './chunkLoader.ts';
import type { ClaimedMarkers } from './claimedMarkers.ts';
import { PressHold, replayable, replayOnServerHtml } from './inputReplay.ts';
import type { LoadingRecord, MarkerRecords } from './markerRecords.ts';
import type { AnyWidget, LazyWidget, Registry } from './registry.ts';
import type { MountTrigger, StrategyName } from './strategies.ts';

/** What lazy mounts need from the mounter. */
export interface LazyMountsDelegate {
  readonly records: MarkerRecords;
  readonly claimed: ClaimedMarkers;
  readonly registry: Registry;
  /** Starts a strategy's watch on a marker (after the scan under way, if one is). */
  arm(element: HTMLElement, strategy: StrategyName): void;
  /** Mounts a marker at once when `now` (its chunk came for a marker in use), else as its strategy says. */
  connectDefined(element: HTMLElement, name: string, definition: AnyWidget, now: { trigger?: MountTrigger } | null): void;
  reject(element: HTMLElement, name: string, message: string): void;
  /** Wakes markers whatever their strategy waits for. */
  mountNow(elements: Iterable<Element>): void;
}

/**
 * Markers of widgets whose chunk has not run. The chunk of a marker that works without input is
 * fetched when the browser is idle, any other's on the first sign of use; the marker mounts by its
 * strategy (eager means: as soon as the chunk is in) or on first use, whichever comes first. A
 * click while the chunk loads is held and replayed once.
 */
export class LazyMounts {
  private readonly presses: PressHold<LoadingRecord>;

  constructor(
    private readonly mounter: LazyMountsDelegate,
    private readonly chunks: ChunkLoader,
  ) {
    this.presses = new PressHold((node) => mounter.records.loadingAt(node));
  }

  connect(element: HTMLElement, lazy: LazyWidget, strategy: StrategyName): void {
    this.mounter.claimed.claim(element, lazy.claims, () => this.mounter.mountNow([element]));
    // A marker that works without input has its chunk fetched when the browser is idle; one that
    // waits for the shopper (interaction, or visible until it scrolls near) fetches it on intent:
    // a pointer entering it, focus reaching it, a press starting on it.
    if (strategy === 'eager' || strategy === 'idle') this.chunks.prefetch(lazy.chunk);
    this.arm(element, lazy, strategy === 'eager' ? 'idle' : strategy);
  }

  /** A press started on a marker: if it waits for a chunk, the chunk starts to come; the click that follows mounts it. */
  preload(element: HTMLElement): void {
    const record = this.mounter.records.get(element);
    if (record?.state !== 'waiting' || !record.lazy) return;
    this.chunks.load(record.lazy.chunk, { retry: true }).catch(() => {
      // Reported by the loader; the click that follows asks again.
    });
  }

  /**
   * A waiting lazy marker's moment came: fetch its chunk, then mount. `retry`: the shopper is using
   * it (a chunk that failed before is fetched again) and it mounts even if its server HTML is current.
   */
  wake(element: HTMLElement, lazy: LazyWidget, trigger: MountTrigger | undefined, retry: boolean): void {
    const { records } = this.mounter;
    const { chunks } = this;
    const event = trigger?.event;
    const held = event?.type === 'click' ? (event as MouseEvent) : null;
    const record: LoadingRecord = { state: 'loading', name: lazy.name, chunk: lazy.chunk, held, whenReleased: null };
    records.set(element, record);
    if (event?.type === 'pointerdown' || event?.type === 'mousedown') this.presses.press(record);
    this.presses.listen(element.ownerDocument);
    // A pointer passing over markers asks again for no chunk that failed: only a press or focus
    // does, so a mouse crossing a listing does not hammer a broken file.
    const passing = event?.type === 'pointerover' && chunks.hasFailed(lazy.chunk);
    chunks.load(lazy.chunk, { retry: retry && !passing }).then(
      () => this.presses.mountWhenReleased(record, () => this.mount(element, lazy, record, trigger, retry)),
      () => {
        if (records.get(element) !== record) return;
        records.delete(element);
        // The shopper's click does what the server's HTML does (a link opens its page).
        if (record.held) replayOnServerHtml(record.held);
        this.mounter.claimed.lost(lazy.claims);
        this.arm(element, lazy, 'interaction');
      },
    );
  }

  private mount(element: HTMLElement, lazy: LazyWidget, record: LoadingRecord, trigger: MountTrigger | undefined, retry: boolean): void {
    const { records } = this.mounter;
    if (records.get(element) !== record) return;
    records.delete(element);
    const definition = this.mounter.registry.get(lazy.name);
    if (!definition) {
      this.mounter.reject(element, lazy.name, `its chunk "${lazy.chunk}" ran but does not define it`);
      return;
    }
    const now = replayable(element, record.held, trigger);
    // A quiet moment (not a use) fetched the chunk: the widget's own strategy decides now, and a
    // marker whose server HTML is current stays as it is, as for a widget of the entry.
    this.mounter.connectDefined(element, lazy.name, definition, now || retry ? { trigger: now } : null);
    if (records.get(element)?.state === 'rejected') {
      this.mounter.claimed.release(element);
      if (record.held) replayOnServerHtml(record.held);
    }
  }

  private arm(element: HTMLElement, lazy: LazyWidget, strategy: StrategyName): void {
    const { records } = this.mounter;
    records.set(element, records.waitingFor(lazy));
    // Any use of the marker fetches the chunk at once (and after a failure, again).
    this.mounter.arm(element, 'interaction');
    if (strategy !== 'interaction') this.mounter.arm(element, strategy);
  }
}
