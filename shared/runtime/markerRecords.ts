import type { LoadingMarker } from './inputReplay.ts';
import type { MarkerState } from './publicApi.ts';
import type { AnyWidget, LazyWidget } from './registry.ts';
import type { WidgetRoot } from './WidgetRoot.tsx';

/**
 * A waiting marker's record is shared by every marker of its widget (one object per widget, not
 * per marker): its strategy's watch is in the strategy's own table, and its attributes are parsed
 * again when it mounts.
 */
export type WaitingRecord = { state: 'waiting'; name: string; widget: AnyWidget; lazy: null } | { state: 'waiting'; name: string; widget: null; lazy: LazyWidget };

/**
 * A marker whose server HTML already showed what its widget would render when its quiet moment
 * came: left as it is, with no watch, until the widget's `changesWith` changes. One per marker
 * (few: those that came near the viewport or had their idle moment).
 */
export type CurrentRecord = { state: 'current'; name: string; widget: AnyWidget };

/** A marker whose chunk is on its way, holding the shopper's click or press meanwhile. */
export type LoadingRecord = { state: 'loading'; name: string; chunk: string } & LoadingMarker;

export type MarkerRecord = WaitingRecord | CurrentRecord | LoadingRecord | { state: 'mounted'; name: string; root: WidgetRoot } | { state: 'rejected'; name: string };

/**
 * One record per marker element: waiting for its mount strategy, loading its chunk, current (its
 * server HTML shows what its widget would), mounted, or rejected (unknown name, bad attributes, or
 * a widget that threw). A marker with a record is never mounted again, which is what makes
 * rescans and overlapping mutations safe. Also what the debug API reports. A Map (not one wrapped):
 * the entry ships no forwarding methods.
 */
export class MarkerRecords extends Map<Element, MarkerRecord> {
  private readonly waiting = new WeakMap<AnyWidget | LazyWidget, WaitingRecord>();

  reject(element: Element, name: string): void {
    this.set(element, { state: 'rejected', name });
  }

  /** The shared waiting record of a widget's markers. */
  waitingFor(widget: AnyWidget | LazyWidget): WaitingRecord {
    let record = this.waiting.get(widget);
    if (!record) {
      record = 'read' in widget ? { state: 'waiting', name: widget.name, widget, lazy: null } : { state: 'waiting', name: widget.name, widget: null, lazy: widget };
      this.waiting.set(widget, record);
    }
    return record;
  }

  /** The record of the marker nearest around `node` when that marker is loading its chunk. */
  loadingAt(node: Element): LoadingRecord | null {
    for (let at: Element | null = node; at; at = at.parentElement) {
      const record = this.get(at);
      if (record) return record.state === 'loading' ? record : null;
    }
    return null;
  }

  /** Mounted roots counted by widget name: the debug view tests and QA read. */
  mountedCounts(): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const record of this.values()) {
      if (record.state === 'mounted' && !record.root.isFailed) counts[record.name] = (counts[record.name] ?? 0) + 1;
    }
    return counts;
  }

  /** The record of one marker, as the debug API reports it. */
  stateOf(element: Element): MarkerState | null {
    const record = this.get(element);
    if (!record) return null;
    if (record.state === 'mounted' && record.root.isFailed) return 'failed';
    return record.state;
  }

  /** Markers not mounted yet: waiting for their strategy or for their chunk. */
  waitingCount(): number {
    let waiting = 0;
    for (const record of this.values()) if (record.state === 'waiting' || record.state === 'loading') waiting += 1;
    return waiting;
  }

  /** Names of the widgets of a chunk whose markers wait for it, for the console error. */
  namesWaitingFor(chunk: string): string[] {
    const names = new Set<string>();
    for (const record of this.values()) {
      if ((record.state === 'waiting' ? record.lazy?.chunk : record.state === 'loading' ? record.chunk : null) === chunk) names.add(record.name);
    }
    return [...names];
  }
}
