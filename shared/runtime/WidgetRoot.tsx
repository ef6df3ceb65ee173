import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import type { MarkerReading, ServerNodes } from './registry.ts';
import type { MountTrigger } from './strategies.ts';

export interface WidgetRootOptions {
  element: HTMLElement;
  /** The widget's element for the marker's props, as its widget read them. */
  render: (MarkerReading & { ok: true })['render'];
  /** The marker's server HTML when it was scanned, for a marker whose inner markers may mount first. */
  serverHtml?: string;
  /**
   * The renderer commits a first render in a later task (React 19's createRoot) and clears the
   * container itself when it does: the server's nodes stay on screen until then. Preact renders
   * at once, and would reuse nodes it finds in the container, so they are taken out first.
   */
  commitsLater?: boolean;
  onError: (error: unknown) => void;
}

const FOCUSABLE = 'button, a[href], input, select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])';

/**
 * One mounted marker. It keeps the server's fallback nodes (Preact starts from an empty container,
 * React clears it when it commits, so no frame ever shows the marker empty) and puts them back
 * when the widget fails or is unmounted by hand, so the page never loses content.
 */
export class WidgetRoot {
  readonly element: HTMLElement;
  private root: Root | null = null;
  private fallback: Node[] | null = null;
  private failed = false;

  constructor(private readonly options: WidgetRootOptions) {
    this.element = options.element;
  }

  mount(trigger?: MountTrigger): void {
    const { element, render, serverHtml, commitsLater = false } = this.options;
    let fallbackHtml: string;
    if (serverHtml === undefined) {
      fallbackHtml = element.innerHTML;
      this.fallback = Array.from(element.childNodes);
    } else {
      // What is in the marker now may hold widgets that mounted inside it: the server's own nodes
      // are made again from the HTML kept at scan, and the markers in them mount afresh.
      fallbackHtml = serverHtml;
      const template = element.ownerDocument.createElement('template');
      template.innerHTML = serverHtml;
      this.fallback = Array.from(template.content.childNodes);
    }
    const fallbackText = this.fallback
      .map((node) => node.textContent ?? '')
      .join('')
      .trim();
    const active = element.ownerDocument.activeElement;
    // Read before the server's nodes leave: a press had focused the marker or a control in it.
    const hadFocus = element.contains(active);
    // A text field keeps its caret while detached: giving it focus back is enough.
    const serverNodes: ServerNodes = { nodes: this.fallback, focus: active !== element && element.contains(active) ? (active as HTMLElement) : null };
    if (!commitsLater || trigger) element.replaceChildren();

    // Our boundary reports the error once; React's default would log it a second time.
    this.root = createRoot(element, { onCaughtError: () => {} });
    const tree = createElement(
      ErrorBoundary,
      { onError: (error: unknown) => this.fail(error) },
      render({ host: element, fallbackHtml, fallbackText, serverNodes }),
    );
    try {
      if (trigger) {
        // Render now so the first use lands on the widget, not on the fallback that was removed.
        flushSync(() => this.root?.render(tree));
        if (trigger.event) this.replay(trigger.event, hadFocus);
      } else {
        this.root.render(tree);
      }
    } catch (error) {
      this.fail(error);
    }
  }

  /** Unmounts; `restore` puts the server's fallback HTML back (when the marker stays on the page). */
  unmount(restore: boolean): void {
    const root = this.root;
    this.root = null;
    try {
      root?.unmount();
    } catch {
      // A widget failing in its cleanup must not keep the others from unmounting.
    }
    if (restore) this.restoreFallback();
  }

  get isFailed(): boolean {
    return this.failed;
  }

  private fail(error: unknown): void {
    if (this.failed) return;
    this.failed = true;
    this.options.onError(error);
    // Unmounting inside a render or commit is not allowed in React: leave the current pass first.
    queueMicrotask(() => this.unmount(true));
  }

  private restoreFallback(): void {
    if (!this.fallback) return;
    this.element.replaceChildren(...this.fallback);
    this.fallback = null;
  }

  /** `hadFocus`: focus was on the marker or inside it when the mount began (a press had given it). */
  private replay(event: Event, hadFocus: boolean): void {
    const element = this.element;
    if (event.type === 'click') {
      const { clientX, clientY, target: pressed } = event as MouseEvent;
      const inside = (node: unknown): node is HTMLElement => node instanceof HTMLElement && node !== element && element.contains(node);
      // The pressed element itself when the widget kept the server's nodes (a key's click has no
      // pointer position), else what is under the pointer now, else the widget's first control.
      const underPointer = typeof document.elementFromPoint === 'function' ? document.elementFromPoint(clientX, clientY) : null;
      const target = inside(pressed) ? pressed : inside(underPointer) ? underPointer : element.querySelector<HTMLElement>(FOCUSABLE);
      if (!(target instanceof HTMLElement)) return;
      // The press had focused the server's control, which the widget replaced: focus goes to the
      // control the click lands on, as the press would have done, so a dialog it opens gives focus
      // back there and not to the page's start.
      const active = element.ownerDocument.activeElement;
      const control = target.closest<HTMLElement>(FOCUSABLE);
      if (hadFocus && (active === element || !element.contains(active)) && control && inside(control)) control.focus();
      target.click();
    } else if (event.type === 'focusin') {
      const active = element.ownerDocument.activeElement;
      // Focus a widget already put back on one of its controls (useServerNodes) stays there; focus
      // on the marker itself (a link that gave up its href to the button inside) moves in.
      if (active === element || !element.contains(active)) element.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    }
  }
}
