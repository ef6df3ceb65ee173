import type { MarkerObserverDelegate } from './MarkerObserver.ts';
import type { MarkerState } from './publicApi.ts';
import type { Registry } from './registry.ts';
import { reportWidgetError, warn } from './report.ts';
import { strategies, strategyNames, type MountTrigger, type StrategyName } from './strategies.ts';
import { WidgetRoot } from './WidgetRoot.tsx';

const MARKER = '[data-widget]';

type MarkerRecord =
  | { state: 'waiting'; name: string; cancel: () => void; mountNow: () => void }
  | { state: 'mounted'; name: string; root: WidgetRoot }
  | { state: 'rejected'; name: string };

/**
 * Keeps one record per marker element: waiting for its mount strategy, mounted, or rejected
 * (unknown name, bad attributes, or a widget that threw). A marker with a record is never
 * mounted again, which is what makes rescans and overlapping mutations safe.
 */
export class Mounter implements MarkerObserverDelegate {
  private readonly records = new Map<Element, MarkerRecord>();

  constructor(private readonly registry: Registry) {}

  /** Mounts every marker in `root` (the root itself included) that has no record yet. */
  scan(root: ParentNode): void {
    if (root instanceof Element && root.matches(MARKER)) this.connect(root);
    for (const element of root.querySelectorAll(MARKER)) this.connect(element);
  }

  /**
   * Mounts these markers now, whatever their strategy was waiting for: a lazy marker whose server
   * HTML no longer tells the truth (a favourite toggled elsewhere on the page) must show it.
   */
  mountNow(elements: Iterable<Element>): void {
    for (const element of elements) {
      if (!this.records.has(element)) this.connect(element);
      const record = this.records.get(element);
      if (record?.state === 'waiting') {
        record.cancel();
        record.mountNow();
      }
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

  waitingCount(): number {
    let waiting = 0;
    for (const record of this.records.values()) if (record.state === 'waiting') waiting += 1;
    return waiting;
  }

  private connect(element: Element): void {
    if (this.records.has(element) || !(element instanceof HTMLElement) || !element.isConnected) return;
    const name = (element.getAttribute('data-widget') ?? '').trim();
    const definition = this.registry.get(name);
    if (!definition) {
      this.records.set(element, { state: 'rejected', name });
      warn(`no widget is named "${name}"; known: ${this.registry.names().join(', ')}`, element);
      return;
    }
    const parsed = this.registry.parse(definition, element);
    if (!parsed.ok) {
      this.records.set(element, { state: 'rejected', name });
      reportWidgetError({ widget: name, element, attribute: parsed.attribute, message: parsed.message });
      return;
    }
    const strategy = this.strategyFor(element, name, definition.defaultMount);
    if (!strategy) {
      this.records.set(element, { state: 'rejected', name });
      return;
    }
    const root = new WidgetRoot({
      definition,
      element,
      props: parsed.props,
      onError: (cause) => reportWidgetError({ widget: name, element, message: 'the widget failed and its server HTML was kept', cause }),
    });
    const mount = (trigger?: MountTrigger) => {
      if (this.records.get(element) !== record || !element.isConnected) return;
      this.records.set(element, { state: 'mounted', name, root });
      root.mount(trigger);
    };
    const record: MarkerRecord = { state: 'waiting', name, cancel: () => {}, mountNow: () => mount() };
    this.records.set(element, record);
    record.cancel = strategies[strategy](element, mount);
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
    if (record?.state === 'waiting') record.cancel();
    if (record?.state === 'mounted') record.root.unmount(restore);
  }
}
