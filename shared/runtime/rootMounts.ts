import type { MarkerRecords } from './markerRecords.ts';
import type { AnyWidget, MarkerReading } from './registry.ts';
import { reportWidgetError } from './report.ts';
import type { MountTrigger } from './strategies.ts';
import { WidgetRoot } from './WidgetRoot.tsx';

/** What mounting a root needs from the mounter. */
export interface RootMountsDelegate {
  readonly records: MarkerRecords;
  /** The widget on `element` failed and was taken down (what the marker claimed is released). */
  failed(element: HTMLElement): void;
}

/**
 * Turns a defined widget's marker into a mounted root (WidgetRoot), or leaves it `current` when
 * its server HTML already shows what the widget would render at a quiet moment.
 */
export class RootMounts {
  /** The server HTML of markers that hold other markers, as it was when they were scanned. */
  private readonly serverHtml = new WeakMap<Element, string>();

  constructor(
    private readonly owner: RootMountsDelegate,
    /** See WidgetRootOptions.commitsLater: true for the React build. */
    private readonly commitsLater: boolean,
  ) {}

  /**
   * Keeps the server HTML of a marker that holds others: the markers inside may mount first (they
   * are nearer the viewport, or the outer one waits for its chunk) and would otherwise be read
   * back as the outer widget's server HTML, rendered DOM and all.
   */
  keepServerHtml(element: Element): void {
    this.serverHtml.set(element, element.innerHTML);
  }

  /** A waiting marker's moment came. `used`: by the shopper or code, not a quiet moment (it mounts a current marker too). */
  wake(element: HTMLElement, widget: AnyWidget, trigger: MountTrigger | undefined, used: boolean): void {
    const reading = widget.read(element);
    if (!used && reading.ok && reading.isCurrent()) this.owner.records.set(element, { state: 'current', name: widget.name, widget });
    // Keyboard focus already on the server's HTML (tabbed onto a size before it mounted) moves
    // into the widget, as when focus caused the mount; otherwise it would fall back to the body.
    else this.mount(element, widget, trigger ?? (element.contains(document.activeElement) ? { event: new FocusEvent('focusin') } : undefined), reading);
  }

  /** Made at mount, not at scan: a listing's hundreds of waiting markers cost no root and no props each. */
  mount(element: HTMLElement, widget: AnyWidget, trigger: MountTrigger | undefined, reading: MarkerReading): void {
    const { name } = widget;
    const { records } = this.owner;
    if (!reading.ok) {
      // Its attributes were changed since the scan checked them.
      records.reject(element, name);
      reportWidgetError({ widget: name, element, attribute: reading.attribute, message: reading.message, cause: reading.cause });
      return;
    }
    const root = new WidgetRoot({
      element,
      render: reading.render,
      serverHtml: this.serverHtml.get(element),
      commitsLater: this.commitsLater,
      onError: (cause) => {
        this.owner.failed(element);
        reportWidgetError({ widget: name, element, message: 'the widget failed and its server HTML was kept', cause });
      },
    });
    records.set(element, { state: 'mounted', name, root });
    this.serverHtml.delete(element);
    root.mount(trigger);
  }
}
